import { type Kysely, sql } from 'kysely';
import { compileOnce } from '../../db/compile-once';
import type { TenantDatabase } from '../../db/database';
import { runTally, type Tallied } from '../../db/direct';
import type { DB } from '../../db/schema';
import { batchedWrite } from '../../db/write-batch';
import { likePattern } from '../../shared/fields';
import type { FollowedAthleteRow, FollowedAthleteRowUpdate, NewFollowedAthleteRow } from './followed.table';

// Repository functions take `db` first so they also work inside a transaction. A miss is undefined.

/** Active athletes in display order: rank, then oldest first. */
export function listActiveFollowed(db: Kysely<DB>): Promise<FollowedAthleteRow[]> {
  return db.selectFrom('followed_athlete').selectAll().where('active', '=', 1).orderBy('rank').orderBy('id').execute();
}

/** One page of every athlete (active or not) whose name or school contains `q`, and the match count. */
export async function searchFollowed(db: Kysely<DB>, opts: { q?: string; page: number; take: number }): Promise<{ rows: FollowedAthleteRow[]; total: number }> {
  let query = db.selectFrom('followed_athlete');
  if (opts.q) {
    const p = likePattern(opts.q);
    query = query.where(sql<boolean>`(name like ${p} escape '\\' or school like ${p} escape '\\' or coalesce(school_short, '') like ${p} escape '\\')`);
  }
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('rank').orderBy('id').limit(opts.take).offset((opts.page - 1) * opts.take).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One athlete by id, active or not. */
export function findFollowedById(db: Kysely<DB>, id: number): Promise<FollowedAthleteRow | undefined> {
  return db.selectFrom('followed_athlete').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts an athlete and returns the stored row. */
export function insertFollowed(db: Kysely<DB>, row: NewFollowedAthleteRow): Promise<FollowedAthleteRow> {
  return db.insertInto('followed_athlete').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Updates an athlete; undefined when there is no such id. */
export function updateFollowed(db: Kysely<DB>, id: number, patch: FollowedAthleteRowUpdate): Promise<FollowedAthleteRow | undefined> {
  return db.updateTable('followed_athlete').set({ ...patch, updated_at: new Date().toISOString() }).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Deletes an athlete and its likes; true when a row was deleted. */
export async function deleteFollowed(db: Kysely<DB>, id: number): Promise<boolean> {
  const r = await db.deleteFrom('followed_athlete').where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

// A like's queries, compiled once (src/db/compile-once.ts), like a cheer's.
const activeLikeCount = compileOnce(1, (db, athleteId: number) => db.selectFrom('followed_athlete').select(['like_count']).where('id', '=', athleteId).where('active', '=', 1));
const addLike = compileOnce(2, (db, athleteId: number, visitorId: string) =>
  db
    .insertInto('followed_like')
    .values({ athlete_id: athleteId, visitor_id: visitorId })
    .onConflict((oc) => oc.doNothing()),
);
const countLike = compileOnce(1, (db, athleteId: number) =>
  db
    .updateTable('followed_athlete')
    .set((eb) => ({ like_count: eb('like_count', '+', 1) }))
    .where('id', '=', athleteId)
    .returning('like_count'),
);

/**
 * Records a visitor's like of an active athlete, once: the like row and the counter change in one
 * transaction (group-committed with concurrent writes), and the (athlete, visitor) primary key
 * makes a repeat a no-op. Undefined when the athlete does not exist or is hidden; `counted` is
 * false for a repeat. The like is a tally, set aside from the data version as a cheer's like is
 * (cheers.repository.ts, likeCheer).
 */
export function likeFollowed(tenant: Pick<TenantDatabase, 'db' | 'tallied'>, athleteId: number, visitorId: string): Promise<({ counted: boolean; likeCount: number } & Tallied) | undefined> {
  return batchedWrite(tenant.db, async (trx) => {
    const athlete = (await activeLikeCount(trx, athleteId)).rows[0];
    if (!athlete) return undefined;
    const inserted = await runTally(tenant, trx, addLike.query(trx, athleteId, visitorId));
    if (!inserted.result.numAffectedRows) return { counted: false, likeCount: athlete.like_count, tallied: inserted.tallied };
    const row = (await runTally(tenant, trx, countLike.query(trx, athleteId))).result.rows[0];
    if (!row) throw new Error(`followed athlete ${athleteId} vanished while being liked`);
    return { counted: true, likeCount: row.like_count, tallied: inserted.tallied };
  });
}
