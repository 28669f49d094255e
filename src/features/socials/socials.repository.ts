import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { NewSocialLinkRow, SocialLinkRow, SocialLinkRowUpdate } from './socials.table';

// Repository functions take `db` first so they also work inside a transaction. A miss is undefined.

/** Active links in display order. */
export function listActiveSocials(db: Kysely<DB>): Promise<SocialLinkRow[]> {
  return db.selectFrom('social_link').selectAll().where('active', '=', 1).orderBy('rank').orderBy('id').execute();
}

/** Every link, in display order. */
export function listAllSocials(db: Kysely<DB>): Promise<SocialLinkRow[]> {
  return db.selectFrom('social_link').selectAll().orderBy('rank').orderBy('id').execute();
}

/** The rank after the last link (0 when there is none). */
export async function nextSocialRank(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom('social_link').select((eb) => eb.fn.max<number | null>('rank').as('max')).executeTakeFirst();
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

/** Inserts a link and returns the stored row. */
export function insertSocial(db: Kysely<DB>, row: NewSocialLinkRow): Promise<SocialLinkRow> {
  return db.insertInto('social_link').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Updates a link; undefined when there is no such id. */
export function updateSocial(db: Kysely<DB>, id: number, patch: SocialLinkRowUpdate): Promise<SocialLinkRow | undefined> {
  return db.updateTable('social_link').set({ ...patch, updated_at: new Date().toISOString() }).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Deletes a link; true when a row was deleted. */
export async function deleteSocial(db: Kysely<DB>, id: number): Promise<boolean> {
  const r = await db.deleteFrom('social_link').where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/** Deletes every link whose id is not in `keep`. */
export async function deleteSocialsExcept(db: Kysely<DB>, keep: number[]): Promise<void> {
  let q = db.deleteFrom('social_link');
  if (keep.length) q = q.where('id', 'not in', keep);
  await q.execute();
}

/** True when at least one social link was added (shown or not). */
export async function hasSocialLink(db: Kysely<DB>): Promise<boolean> {
  return !!(await db.selectFrom('social_link').select('id').limit(1).executeTakeFirst());
}
