import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { compileOnce } from '../../db/compile-once';
import type { TenantDatabase } from '../../db/database';
import { runTally, runUncounted, type Tallied } from '../../db/direct';
import { batchedWrite } from '../../db/write-batch';
import type { CheerRow, CheerRowUpdate, NewCheerRow, VisitorCheerRow } from './cheers.table';

// Repository functions take `db` first so they also work inside a transaction. A miss is undefined.

/** Approved cheers, newest first. */
export function listApprovedCheers(db: Kysely<DB>, limit: number): Promise<CheerRow[]> {
  return db.selectFrom('cheer').selectAll().where('approved', '=', 1).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** Which cheers the admin lists. */
export type CheerStatus = 'all' | 'published' | 'pending';

/** One page of cheers with the given status, newest first. */
export function listCheers(db: Kysely<DB>, status: CheerStatus, page: { offset: number; limit: number }): Promise<CheerRow[]> {
  let query = db.selectFrom('cheer').selectAll();
  if (status !== 'all') query = query.where('approved', '=', status === 'published' ? 1 : 0);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
}

/** How many cheers there are, published and pending. */
export async function countCheers(db: Kysely<DB>): Promise<{ all: number; published: number; pending: number }> {
  const rows = await db.selectFrom('cheer').select(['approved', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('approved').execute();
  const published = Number(rows.find((r) => r.approved === 1)?.n ?? 0);
  const pending = Number(rows.find((r) => r.approved === 0)?.n ?? 0);
  return { all: published + pending, published, pending };
}

// A visitor's cheer, compiled once (src/db/compile-once.ts): posted on the public site under load.
const insertVisitorCheerQuery = compileOnce(4, (db, name: string, emoji: string, message: string, approved: number) =>
  db.insertInto('cheer').values({ name, emoji, message, approved }).returningAll(),
);

/** Inserts a visitor's cheer (approved or waiting) and returns the stored row. */
export async function insertVisitorCheer(db: Kysely<DB>, cheer: VisitorCheerRow): Promise<CheerRow> {
  const row = (await insertVisitorCheerQuery(db, cheer.name, cheer.emoji, cheer.message, cheer.approved)).rows[0];
  if (!row) throw new Error('the cheer was not stored');
  return row;
}

/**
 * Inserts a visitor's cheer that waits for approval and returns the stored row. No public answer
 * shows it until an admin approves it (an admin write), so its row is left out of the tenant's data
 * version (TenantDatabase.uncounted), in the same synchronous step as the statement: the site's
 * kept pages and answers stay current. `uncounted` is false when the database has no direct handle
 * (not opened by openTenantDatabase): the cheer was then counted as any write.
 */
export async function insertWaitingCheer(tenant: Pick<TenantDatabase, 'uncounted'>, trx: Kysely<DB>, cheer: VisitorCheerRow): Promise<{ row: CheerRow; uncounted: boolean }> {
  const direct = runUncounted<CheerRow>(tenant, trx, insertVisitorCheerQuery.query(trx, cheer.name, cheer.emoji, cheer.message, 0));
  if (!direct) return { row: await insertVisitorCheer(trx, { ...cheer, approved: 0 }), uncounted: false };
  const row = direct.rows[0];
  if (!row) throw new Error('the cheer was not stored');
  return { row, uncounted: true };
}

/** Inserts a cheer and returns the stored row. */
export function insertCheer(db: Kysely<DB>, row: NewCheerRow): Promise<CheerRow> {
  return db.insertInto('cheer').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Updates a cheer (approval, reply); undefined when there is no such id. */
export function updateCheer(db: Kysely<DB>, id: number, patch: CheerRowUpdate): Promise<CheerRow | undefined> {
  return db.updateTable('cheer').set({ ...patch, updated_at: new Date().toISOString() }).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Deletes a cheer and its likes; true when a row was deleted. */
export async function deleteCheer(db: Kysely<DB>, id: number): Promise<boolean> {
  const r = await db.deleteFrom('cheer').where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

// A like's queries, compiled once (src/db/compile-once.ts): a like is the hottest write. The like
// row is inserted only for an approved cheer, in the same statement that checks it.
const addLike = compileOnce(2, (db, cheerId: number, visitorId: string) =>
  db
    .insertInto('cheer_like')
    .columns(['cheer_id', 'visitor_id'])
    .expression((eb) => eb.selectFrom('cheer').select(['id', eb.val(visitorId).as('visitor_id')]).where('id', '=', cheerId).where('approved', '=', 1))
    .onConflict((oc) => oc.doNothing()),
);
const countLike = compileOnce(1, (db, id: number) =>
  db
    .updateTable('cheer')
    .set((eb) => ({ likes: eb('likes', '+', 1) }))
    .where('id', '=', id)
    .returning('likes'),
);
const approvedLikes = compileOnce(1, (db, id: number) => db.selectFrom('cheer').select('likes').where('id', '=', id).where('approved', '=', 1));

/**
 * Records one browser's like of an approved cheer: the like row and the counter change in one
 * transaction (group-committed with concurrent writes), so the count stays exact under concurrent
 * requests; the (cheer, visitor) primary key makes a repeated like change nothing. Undefined when
 * the cheer does not exist or is not approved.
 *
 * The like is a tally (TenantDatabase.tallied): its rows are counted apart from the tenant's data
 * version in the same synchronous step as each statement, so the answers that show no like count
 * stay kept. `tallied` is false when the database has no direct handle (not opened by
 * openTenantDatabase): the like was then counted as any write.
 */
export function likeCheer(tenant: Pick<TenantDatabase, 'db' | 'tallied'>, cheerId: number, visitorId: string): Promise<({ likes: number; added: boolean } & Tallied) | undefined> {
  return batchedWrite(tenant.db, async (trx) => {
    const inserted = await runTally(tenant, trx, addLike.query(trx, cheerId, visitorId));
    if (inserted.result.numAffectedRows) {
      const row = (await runTally(tenant, trx, countLike.query(trx, cheerId))).result.rows[0];
      if (!row) throw new Error(`cheer ${cheerId} vanished while being liked`);
      return { likes: row.likes, added: true, tallied: inserted.tallied };
    }
    // Nothing inserted: this browser liked it already, or there is no such approved cheer.
    const cheer = (await approvedLikes(trx, cheerId)).rows[0];
    return cheer ? { likes: cheer.likes, added: false, tallied: inserted.tallied } : undefined;
  });
}
