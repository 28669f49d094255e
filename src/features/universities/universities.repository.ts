import type { Kysely } from 'kysely';
import { compileOnce } from '../../db/compile-once';
import type { TenantDatabase } from '../../db/database';
import { runTally, type Tallied } from '../../db/direct';
import type { DB } from '../../db/schema';
import { batchedWrite } from '../../db/write-batch';
import type { NewUniversityRow, UniversityRow, UniversityRowUpdate } from './universities.table';

// Repository functions take `db` first so they also work inside a transaction. A miss is undefined.

/** Every university: rank, then name. */
export function listUniversities(db: Kysely<DB>): Promise<UniversityRow[]> {
  return db.selectFrom('university').selectAll().orderBy('rank').orderBy('name').orderBy('id').execute();
}

/** Inserts a university and returns the stored row. */
export function insertUniversity(db: Kysely<DB>, row: NewUniversityRow): Promise<UniversityRow> {
  return db.insertInto('university').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Updates a university; undefined when there is no such id. */
export function updateUniversity(db: Kysely<DB>, id: number, patch: UniversityRowUpdate): Promise<UniversityRow | undefined> {
  return db.updateTable('university').set({ ...patch, updated_at: new Date().toISOString() }).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Deletes a university and its votes (which frees those browsers' picks); true when a row was deleted. */
export async function deleteUniversity(db: Kysely<DB>, id: number): Promise<boolean> {
  const r = await db.deleteFrom('university').where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/** What a vote did. */
export type VoteOutcome = ({ kind: 'counted'; voteCount: number } & Tallied) | { kind: 'already'; voteCount: number } | { kind: 'not_found' } | { kind: 'limit' };

// A vote's queries, compiled once (src/db/compile-once.ts), like a like's.
const voteCountOf = compileOnce(1, (db, universityId: number) => db.selectFrom('university').select('vote_count').where('id', '=', universityId));
const votesOf = compileOnce(1, (db, visitorId: string) => db.selectFrom('university_vote').select('university_id').where('visitor_id', '=', visitorId));
const addVote = compileOnce(2, (db, universityId: number, visitorId: string) => db.insertInto('university_vote').values({ university_id: universityId, visitor_id: visitorId }));
const countVote = compileOnce(1, (db, universityId: number) =>
  db
    .updateTable('university')
    .set((eb) => ({ vote_count: eb('vote_count', '+', 1) }))
    .where('id', '=', universityId)
    .returning('vote_count'),
);

/**
 * Records one browser's vote: at most one per university and `maxPerVisitor` in all. The checks,
 * the vote row and the counter change run in one transaction (group-committed with concurrent
 * writes), so counts and the limit hold under concurrent requests. A vote is a tally, set aside
 * from the data version as a like is (cheers.repository.ts, likeCheer); `tallied` says it was.
 */
export function voteForUniversity(tenant: Pick<TenantDatabase, 'db' | 'tallied'>, universityId: number, visitorId: string, maxPerVisitor: number): Promise<VoteOutcome> {
  return batchedWrite(tenant.db, async (trx): Promise<VoteOutcome> => {
    const university = (await voteCountOf(trx, universityId)).rows[0];
    if (!university) return { kind: 'not_found' };
    const votes = (await votesOf(trx, visitorId)).rows;
    if (votes.some((v) => v.university_id === universityId)) return { kind: 'already', voteCount: university.vote_count };
    if (votes.length >= maxPerVisitor) return { kind: 'limit' };
    const { tallied } = await runTally(tenant, trx, addVote.query(trx, universityId, visitorId));
    const row = (await runTally(tenant, trx, countVote.query(trx, universityId))).result.rows[0];
    if (!row) throw new Error(`university ${universityId} vanished while being voted for`);
    return { kind: 'counted', voteCount: row.vote_count, tallied };
  });
}
