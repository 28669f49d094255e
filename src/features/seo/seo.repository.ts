import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** What the sitemap lists: the published races and which optional pages have something to show. */
export interface SitemapFacts {
  settingsUpdatedAt: string;
  races: Array<{ id: number; updatedAt: string }>;
  has: { prs: boolean; team: boolean; socials: boolean; coach: boolean; training: boolean };
}

const exists = async (db: Kysely<DB>, table: 'pr' | 'team_member' | 'social_link' | 'training_profile') => !!(await db.selectFrom(table).select('id').limit(1).executeTakeFirst());

/** Reads the sitemap's facts in one go. */
export async function readSitemapFacts(db: Kysely<DB>): Promise<SitemapFacts> {
  const [settings, races, prs, team, socials, training, coach] = await Promise.all([
    db.selectFrom('site_settings').select('updated_at').where('id', '=', 1).executeTakeFirst(),
    db.selectFrom('race').select(['id', 'updated_at']).where('published', '=', 1).orderBy('date', 'desc').orderBy('id', 'desc').execute(),
    exists(db, 'pr'),
    exists(db, 'team_member'),
    exists(db, 'social_link'),
    exists(db, 'training_profile'),
    db.selectFrom('coach_note').select('id').where('active', '=', 1).limit(1).executeTakeFirst(),
  ]);
  return {
    settingsUpdatedAt: settings?.updated_at ?? new Date(0).toISOString(),
    races: races.map((r) => ({ id: r.id, updatedAt: r.updated_at })),
    // A published race makes the PR of its event (the PR list computes them), so races mean PRs.
    has: { prs: prs || races.length > 0, team, socials, training, coach: !!coach },
  };
}
