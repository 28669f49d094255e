import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { NewPrRow, PrRow, PrRowUpdate } from './prs.table';

/** Every PR: featured first, then by distance order of entry. */
export function listPrs(db: Kysely<DB>): Promise<PrRow[]> {
  return db.selectFrom('pr').selectAll().orderBy('featured', 'desc').orderBy('id').execute();
}

/** One PR by id. */
export function findPrById(db: Kysely<DB>, id: number): Promise<PrRow | undefined> {
  return db.selectFrom('pr').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts a PR. */
export function insertPr(db: Kysely<DB>, row: NewPrRow): Promise<PrRow> {
  return db.insertInto('pr').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Updates a PR; undefined when there is no such id. */
export function updatePr(db: Kysely<DB>, id: number, patch: PrRowUpdate): Promise<PrRow | undefined> {
  return db.updateTable('pr').set({ ...patch, updated_at: new Date().toISOString() }).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Deletes a PR; true when a row was deleted. */
export async function deletePr(db: Kysely<DB>, id: number): Promise<boolean> {
  const r = await db.deleteFrom('pr').where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/** True when at least one PR was entered by hand. */
export async function hasPr(db: Kysely<DB>): Promise<boolean> {
  return !!(await db.selectFrom('pr').select('id').limit(1).executeTakeFirst());
}
