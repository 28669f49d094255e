import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { SETTINGS_TEXT_COLUMNS, type SiteSettingsRow, type SiteSettingsRowUpdate } from './settings.table';
import { compileOnce } from '../../db/compile-once';

// Repository functions take `db` first so they also work inside a transaction.

const SETTINGS_ID = 1;
const now = () => new Date().toISOString();

/** The settings row; created (all defaults) if a database somehow lacks it. */
export async function getSettingsRow(db: Kysely<DB>): Promise<SiteSettingsRow> {
  const row = await db.selectFrom('site_settings').selectAll().where('id', '=', SETTINGS_ID).executeTakeFirst();
  if (row) return row;
  await db.insertInto('site_settings').values({ id: SETTINGS_ID, theme_id: null }).onConflict((oc) => oc.doNothing()).execute();
  return db.selectFrom('site_settings').selectAll().where('id', '=', SETTINGS_ID).executeTakeFirstOrThrow();
}

/** Writes some settings and returns the row. */
export async function updateSettingsRow(db: Kysely<DB>, patch: SiteSettingsRowUpdate): Promise<SiteSettingsRow> {
  await getSettingsRow(db);
  return db
    .updateTable('site_settings')
    .set({ ...patch, updated_at: now() })
    .where('id', '=', SETTINGS_ID)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Restores the defaults: every text blank, theme d1, kilometres, cheers moderated, the home
 * sections in their built-in order, the vote counts hidden. The hero video and themeId
 * are kept: they are managed by the media calls, with their own confirmation.
 */
export function resetSettingsRow(db: Kysely<DB>): Promise<SiteSettingsRow> {
  const blank: SiteSettingsRowUpdate = Object.fromEntries(Object.values(SETTINGS_TEXT_COLUMNS).map((c) => [c, '']));
  return updateSettingsRow(db, { ...blank, theme_key: 'd1', distance_unit: 'km', language: 'en', cheers_auto_approve: 0, home_sections: '[]', show_vote_counts: 0 });
}

/** Sets the hero video and its poster (the media calls' "set as hero"). */
export function setHeroVideo(db: Kysely<DB>, hero: { videoUrl: string; posterUrl: string }): Promise<SiteSettingsRow> {
  return updateSettingsRow(db, { hero_video_url: hero.videoUrl, hero_video_poster_url: hero.posterUrl });
}

/** Empties both hero URLs (the media calls' "clear hero"); the poster then reads as its default. */
export function clearHeroVideo(db: Kysely<DB>): Promise<SiteSettingsRow> {
  return updateSettingsRow(db, { hero_video_url: '', hero_video_poster_url: '' });
}

// Read by every cheer posted: compiled once (src/db/compile-once.ts).
const cheersAutoApprove = compileOnce(0, (db) => db.selectFrom('site_settings').select('cheers_auto_approve').where('id', '=', SETTINGS_ID));

/** Whether new cheers are published without waiting for approval. */
export async function isCheersAutoApprove(db: Kysely<DB>): Promise<boolean> {
  return (await cheersAutoApprove(db)).rows[0]?.cheers_auto_approve === 1;
}

// Read by every universities answer: compiled once.
const voteCountsShown = compileOnce(0, (db) => db.selectFrom('site_settings').select('show_vote_counts').where('id', '=', SETTINGS_ID));

/** Whether visitors see the universities' vote counts. */
export async function areVoteCountsShown(db: Kysely<DB>): Promise<boolean> {
  return (await voteCountsShown(db)).rows[0]?.show_vote_counts === 1;
}
