import type { Kysely } from 'kysely';
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
export type VoteOutcome = { kind: 'counted' | 'already'; voteCount: number } | { kind: 'not_found' } | { kind: 'limit' };

/**
 * Records one browser's vote: at most one per university and `maxPerVisitor` in all. The checks,
 * the vote row and the counter change run in one transaction (group-committed with concurrent
 * writes), so counts and the limit hold under concurrent requests.
 */
export function voteForUniversity(db: Kysely<DB>, universityId: number, visitorId: string, maxPerVisitor: number): Promise<VoteOutcome> {
  return batchedWrite(db, async (trx): Promise<VoteOutcome> => {
    const university = await trx.selectFrom('university').select('vote_count').where('id', '=', universityId).executeTakeFirst();
    if (!university) return { kind: 'not_found' };
    const votes = await trx.selectFrom('university_vote').select('university_id').where('visitor_id', '=', visitorId).execute();
    if (votes.some((v) => v.university_id === universityId)) return { kind: 'already', voteCount: university.vote_count };
    if (votes.length >= maxPerVisitor) return { kind: 'limit' };
    await trx.insertInto('university_vote').values({ university_id: universityId, visitor_id: visitorId }).execute();
    const row = await trx
      .updateTable('university')
      .set((eb) => ({ vote_count: eb('vote_count', '+', 1) }))
      .where('id', '=', universityId)
      .returning('vote_count')
      .executeTakeFirstOrThrow();
    return { kind: 'counted', voteCount: row.vote_count };
  });
}
