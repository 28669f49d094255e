import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { DemoContext } from '../feature';
import { listAllRaces } from '../races';

/** The demo races the PRs were run in, by title, and the PR's event. */
const FROM_RACES: ReadonlyArray<[title: string, distance: string]> = [
  ['State XC Championships', '5K XC'],
  ['Spring Invitational 3200m', '3200m'],
  ['League Finals 1600m', '1600m'],
];

/** Four PRs: three linked to the races' demo (their time, date and place) and an 800m of its own. */
export async function seedPrs(db: Kysely<DB>, demo: DemoContext): Promise<void> {
  const count = await db.selectFrom('pr').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(count.n) > 0) return;
  const races = await listAllRaces(db);
  const linked = FROM_RACES.map(([title, distance]) => {
    const race = races.find((r) => r.title === title);
    return race && { distance, time_ms: race.time_ms, date: race.date, place: race.place, featured: 1, race_id: race.id };
  });
  // A site whose races are its own, not the demo's, has nothing for them to link to: no demo PRs.
  if (!linked.every((pr) => pr !== undefined)) return;
  await db
    .insertInto('pr')
    .values([...linked, { distance: '800m', time_ms: 2 * 60_000 + 1_870, date: demo.day(-200), place: 'County Relays', featured: 0, race_id: null }])
    .execute();
}
