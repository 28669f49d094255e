import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { DemoContext } from '../feature';
import { insertLink } from './links.repository';

// Two per-college links with a few weeks of visits, so the College links screen shows its table and
// sparklines: one program looked a lot when the first e-mail went out, the other just started.
const LINKS = [
  { label: 'Northern Arizona XC', code: 'nau-xc', visits: { '-41': 1, '-12': 3, '-11': 2, '-9': 1, '-5': 1, '-2': 2 } },
  { label: 'Wisconsin XC', code: 'wisconsin-xc', visits: { '-3': 1, '-1': 4, '0': 1 } },
];

/** The demo's tracked links and their counts per day, once. */
export async function seedLinks(db: Kysely<DB>, demo: DemoContext): Promise<void> {
  const existing = await db.selectFrom('tracked_link').select('id').executeTakeFirst();
  if (existing) return;
  for (const l of LINKS) {
    const link = await insertLink(db, { label: l.label, code: l.code });
    const rows = Object.entries(l.visits).map(([days, count]) => ({ link_id: link.id, day: demo.day(Number(days)), count }));
    await db.insertInto('tracked_link_visit').values(rows).execute();
  }
}
