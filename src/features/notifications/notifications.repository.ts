import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { NotificationMode } from './notifications.schema';
import type { NotificationRow } from './notifications.table';

// Repository functions take `db` first: `insertNotification` runs in the transaction of the event
// it tells of. A miss is undefined.

/** The insert of an event, to run or to compile (a write set aside from the data version); it answers the id. */
export function notificationInsert(db: Kysely<DB>, kind: string, params: string) {
  return db.insertInto('notification').values({ kind, params }).returning('id');
}

/** The newest notifications, newest first. */
export function listNotifications(db: Kysely<DB>, limit: number): Promise<NotificationRow[]> {
  return db.selectFrom('notification').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

/** The notifications after `id`, oldest first (a digest's). */
export function notificationsAfter(db: Kysely<DB>, id: number): Promise<NotificationRow[]> {
  return db.selectFrom('notification').selectAll().where('id', '>', id).orderBy('id').execute();
}

/** The newest notification's id; 0 when there is none. */
export async function newestNotificationId(db: Kysely<DB>): Promise<number> {
  const r = await db.selectFrom('notification').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return Number(r?.id ?? 0);
}

/** The newest notification an admin has seen (0: none). */
export async function lastSeenId(db: Kysely<DB>, adminId: number): Promise<number> {
  const r = await db.selectFrom('notification_seen').select('last_id').where('admin_id', '=', adminId).executeTakeFirst();
  return r?.last_id ?? 0;
}

/** Records that an admin has seen the notifications up to `upTo` (never moves back). */
export async function markSeen(db: Kysely<DB>, adminId: number, upTo: number): Promise<void> {
  await db
    .insertInto('notification_seen')
    .values({ admin_id: adminId, last_id: upTo })
    .onConflict((oc) => oc.column('admin_id').doUpdateSet({ last_id: sql<number>`max(last_id, excluded.last_id)` }))
    .execute();
}

/** How many notifications an admin has not seen. */
export async function countUnseen(db: Kysely<DB>, adminId: number): Promise<number> {
  const seen = await lastSeenId(db, adminId);
  const r = await db.selectFrom('notification').select((eb) => eb.fn.countAll<number>().as('n')).where('id', '>', seen).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** An admin's chosen modes, by kind (the kinds it never chose are absent). */
export async function chosenModes(db: Kysely<DB>, adminId: number): Promise<Map<string, NotificationMode>> {
  const rows = await db.selectFrom('notification_pref').select(['kind', 'mode']).where('admin_id', '=', adminId).execute();
  return new Map(rows.map((r) => [r.kind, r.mode]));
}

/** Sets an admin's modes of the given kinds. */
export async function setModes(db: Kysely<DB>, adminId: number, modes: ReadonlyArray<[kind: string, mode: NotificationMode]>): Promise<void> {
  for (const [kind, mode] of modes) {
    await db
      .insertInto('notification_pref')
      .values({ admin_id: adminId, kind, mode })
      .onConflict((oc) => oc.columns(['admin_id', 'kind']).doUpdateSet({ mode }))
      .execute();
  }
}

/** Every admin with its address and its chosen modes (by kind), for deciding who hears of what. */
export async function adminsWithModes(db: Kysely<DB>): Promise<Array<{ id: number; email: string; modes: Map<string, NotificationMode> }>> {
  const admins = await db.selectFrom('admin_user').select(['id', 'email']).orderBy('id').execute();
  const prefs = await db.selectFrom('notification_pref').select(['admin_id', 'kind', 'mode']).execute();
  return admins.map((a) => ({ ...a, modes: new Map(prefs.filter((p) => p.admin_id === a.id).map((p) => [p.kind, p.mode])) }));
}

/** The address of an admin, if it still exists. */
export async function adminEmailOf(db: Kysely<DB>, adminId: number): Promise<string | undefined> {
  const r = await db.selectFrom('admin_user').select('email').where('id', '=', adminId).executeTakeFirst();
  return r?.email;
}

/** The last day the daily round ran, and the newest notification its digests covered. */
export function lastDailyRound(db: Kysely<DB>): Promise<{ day: string; last_id: number } | undefined> {
  return db.selectFrom('notification_daily').select(['day', 'last_id']).orderBy('day', 'desc').limit(1).executeTakeFirst();
}

/** Records the day's round; false when it already ran that day (another process ran it). */
export async function recordDailyRound(db: Kysely<DB>, day: string, lastId: number): Promise<boolean> {
  const r = await db.insertInto('notification_daily').values({ day, last_id: lastId }).onConflict((oc) => oc.column('day').doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0n) > 0;
}
