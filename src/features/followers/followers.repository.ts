import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AnnouncementRow, FollowerRow, NewAnnouncementRow } from './followers.table';

// Repository functions take `db` first so they also work inside a transaction. A miss is undefined.

/** The follower of an address (lower case). */
export function findFollowerByEmail(db: Kysely<DB>, email: string): Promise<FollowerRow | undefined> {
  return db.selectFrom('follower').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Writes a pending follower with a new confirmation token (a new address, or one not confirmed yet asking again). */
export async function savePendingFollower(db: Kysely<DB>, row: { email: string; confirm_hash: string; confirm_expires_at: string; unsubscribe_key: string }): Promise<void> {
  await db
    .insertInto('follower')
    .values(row)
    .onConflict((oc) => oc.column('email').doUpdateSet({ confirm_hash: row.confirm_hash, confirm_expires_at: row.confirm_expires_at }).where('follower.status', '=', 'pending'))
    .execute();
}

/** Confirms the follower of a confirmation token still valid at `now`; undefined when there is none. */
export function confirmFollower(db: Kysely<DB>, confirmHash: string, now: string): Promise<FollowerRow | undefined> {
  return db
    .updateTable('follower')
    .set({ status: 'confirmed', confirm_hash: null, confirm_expires_at: null, confirmed_at: now })
    .where('confirm_hash', '=', confirmHash)
    .where('status', '=', 'pending')
    .where('confirm_expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes the follower of an unsubscribe key; answers its address (undefined when there was none). */
export async function deleteFollowerByKey(db: Kysely<DB>, key: string): Promise<string | undefined> {
  return (await db.deleteFrom('follower').where('unsubscribe_key', '=', key).returning('email').executeTakeFirst())?.email;
}

/** Deletes a follower; answers its address (undefined when there was none). */
export async function deleteFollowerById(db: Kysely<DB>, id: number): Promise<string | undefined> {
  return (await db.deleteFrom('follower').where('id', '=', id).returning('email').executeTakeFirst())?.email;
}

/** Every follower, newest first. */
export function listFollowers(db: Kysely<DB>): Promise<FollowerRow[]> {
  return db.selectFrom('follower').selectAll().orderBy('id', 'desc').execute();
}

/** The confirmed followers, oldest first (who an announcement is written for). */
export function listConfirmedFollowers(db: Kysely<DB>): Promise<FollowerRow[]> {
  return db.selectFrom('follower').selectAll().where('status', '=', 'confirmed').orderBy('id').execute();
}

/** Deletes pending followers whose confirmation expired before `now` (an address nobody confirmed is not kept). */
export async function dropExpiredPending(db: Kysely<DB>, now: string): Promise<void> {
  await db.deleteFrom('follower').where('status', '=', 'pending').where('confirm_expires_at', '<=', now).execute();
}

/** Whether an item was announced already (or held back). */
export async function isAnnounced(db: Kysely<DB>, kind: AnnouncementRow['kind'], itemId: number): Promise<boolean> {
  return (await db.selectFrom('announcement').select('id').where('kind', '=', kind).where('item_id', '=', itemId).executeTakeFirst()) !== undefined;
}

/** Records an announcement; answers its id. */
export async function insertAnnouncement(db: Kysely<DB>, row: NewAnnouncementRow): Promise<number> {
  return (await db.insertInto('announcement').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** The announcement of an id. */
export function findAnnouncement(db: Kysely<DB>, id: number): Promise<AnnouncementRow | undefined> {
  return db.selectFrom('announcement').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The newest announcements. */
export function listAnnouncements(db: Kysely<DB>, limit: number): Promise<AnnouncementRow[]> {
  return db.selectFrom('announcement').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

/** Marks an announcement held back at `now`. */
export async function holdAnnouncement(db: Kysely<DB>, id: number, now: string): Promise<void> {
  await db.updateTable('announcement').set({ held_at: now }).where('id', '=', id).execute();
}

/** Moves an announcement's sending time to `now` (sent at once). */
export async function sendAnnouncementNow(db: Kysely<DB>, id: number, now: string): Promise<void> {
  await db.updateTable('announcement').set({ send_at: now }).where('id', '=', id).execute();
}
