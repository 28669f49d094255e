import { type Insertable, type Kysely, sql } from 'kysely';
import type { TenantDatabase } from '../../db/database';
import { compileOnce } from '../../db/compile-once';
import { runUncounted } from '../../db/direct';
import type { DB } from '../../db/schema';
import { batchedWrite } from '../../db/write-batch';
import type { AdminSessionRow, AdminSessionTable } from './auth.table';

// Sessions and the devices they come from. Repository functions take `db` first, so a sign-in's
// writes (its session, its device, a notice of a new one) go in one transaction.

/** What the guard reads of a session on every admin request: one indexed lookup. */
export interface GuardedSession {
  admin_id: number;
  token_generation: number;
  last_seen_at: string;
}

// Built and compiled once (compile-once.ts): the guard runs it on every admin request.
const liveSession = compileOnce(2, (db, sessionId: string, now: string) =>
  db
    .selectFrom('admin_session')
    .innerJoin('admin_user', 'admin_user.id', 'admin_session.admin_id')
    .select(['admin_session.admin_id', 'admin_user.token_generation', 'admin_session.last_seen_at'])
    .where('admin_session.id', '=', sessionId)
    .where('admin_session.expires_at', '>', now),
);

/** The session with this id and its admin's token generation, when both exist and the session has not expired. */
export async function findLiveSession(db: Kysely<DB>, sessionId: string, now: string): Promise<GuardedSession | undefined> {
  return (await liveSession(db, sessionId, now)).rows[0];
}

/**
 * Notes that a session was used at `now`. No public answer shows it, so the write leaves the
 * tenant's kept pages and answers current (`uncounted`), and it shares a commit with the writes
 * arriving together (batchedWrite), as a link visit does.
 */
export function touchSession(tenant: Pick<TenantDatabase, 'db' | 'uncounted'>, sessionId: string, now: string): Promise<void> {
  return batchedWrite(tenant.db, async (trx) => {
    const query = trx.updateTable('admin_session').set({ last_seen_at: now }).where('id', '=', sessionId);
    // A database not opened by openTenantDatabase (no batch of its own): written as any other.
    if (!runUncounted(tenant, trx, query.compile())) await query.execute();
  });
}

/** Writes a new session. */
export async function insertSession(db: Kysely<DB>, row: Insertable<AdminSessionTable> & { created_at: string }): Promise<void> {
  await db
    .insertInto('admin_session')
    .values({ ...row, last_seen_at: row.created_at })
    .execute();
}

/** Moves a session's expiry (its token was signed anew: a password change). */
export async function setSessionExpiry(db: Kysely<DB>, sessionId: string, expiresAt: string): Promise<void> {
  await db.updateTable('admin_session').set({ expires_at: expiresAt }).where('id', '=', sessionId).execute();
}

/** An admin's sessions that have not expired, newest first. */
export function listLiveSessions(db: Kysely<DB>, adminId: number, now: string): Promise<AdminSessionRow[]> {
  return db.selectFrom('admin_session').selectAll().where('admin_id', '=', adminId).where('expires_at', '>', now).orderBy('created_at', 'desc').orderBy('id').execute();
}

/** Ends one of an admin's sessions; false when the admin has no such session. */
export async function deleteSession(db: Kysely<DB>, adminId: number, sessionId: string): Promise<boolean> {
  const r = await db.deleteFrom('admin_session').where('id', '=', sessionId).where('admin_id', '=', adminId).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/** Ends every session of an admin but `keep` (none kept when undefined); answers how many ended. */
export async function deleteSessionsOf(db: Kysely<DB>, adminId: number, keep?: string): Promise<number> {
  let query = db.deleteFrom('admin_session').where('admin_id', '=', adminId);
  if (keep !== undefined) query = query.where('id', '!=', keep);
  const r = await query.executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Removes the sessions whose token has expired anyway (the list shows live ones only; this keeps the table small). */
export async function pruneExpiredSessions(db: Kysely<DB>, now: string): Promise<void> {
  await db.deleteFrom('admin_session').where('expires_at', '<=', now).execute();
}

/**
 * Records that the admin signed in from the device whose cookie hashes to `hash`; answers whether
 * it was new to this admin, and whether it was the admin's first device at all.
 */
export async function noteDevice(db: Kysely<DB>, adminId: number, hash: string, device: string, now: string): Promise<{ isNew: boolean; first: boolean }> {
  const known = await db.updateTable('admin_device').set({ last_seen_at: now, device }).where('admin_id', '=', adminId).where('device_hash', '=', hash).executeTakeFirst();
  if (known.numUpdatedRows > 0n) return { isNew: false, first: false };
  const before = await db.selectFrom('admin_device').select(sql<number>`count(*)`.as('n')).where('admin_id', '=', adminId).executeTakeFirstOrThrow();
  await db.insertInto('admin_device').values({ admin_id: adminId, device_hash: hash, device, first_seen_at: now, last_seen_at: now }).execute();
  return { isNew: true, first: Number(before.n) === 0 };
}
