import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import type { NewPressRow, PressRow, PressRowUpdate } from './press.table';

// Repository functions take `db` first so they also work inside a transaction. A miss is undefined.

/** Approved articles, one page: rank, then newest, then newest entered. */
export function listApprovedPress(db: Kysely<DB>, page: { offset: number; limit: number }): Promise<PressRow[]> {
  return ordered(db.selectFrom('press').selectAll().where('approved', '=', 1)).limit(page.limit).offset(page.offset).execute();
}

/** The admin's filter of the press list. */
export interface PressFilter {
  q?: string;
  approved?: boolean;
}

const SEARCHED = ['title', 'source', 'excerpt', 'tag'] as const;

function filtered(db: Kysely<DB>, filter: PressFilter) {
  let query = db.selectFrom('press');
  if (filter.approved !== undefined) query = query.where('approved', '=', filter.approved ? 1 : 0);
  const q = filter.q?.trim();
  if (q) {
    // LIKE with the wildcards of the user's text escaped; SQLite's LIKE is case-insensitive for ASCII.
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or(SEARCHED.map((col) => sql<boolean>`${sql.ref(col)} like ${pattern} escape '\\'`)));
  }
  return query;
}

function ordered<O>(query: SelectQueryBuilder<DB, 'press', O>) {
  return query.orderBy('rank').orderBy('date', 'desc').orderBy('id', 'desc');
}

/** One page of articles matching the filter, and how many match in all. */
export async function searchPress(db: Kysely<DB>, filter: PressFilter, page: { offset: number; limit: number }): Promise<{ rows: PressRow[]; count: number }> {
  const [rows, total] = await Promise.all([
    ordered(filtered(db, filter).selectAll()).limit(page.limit).offset(page.offset).execute(),
    filtered(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

/** One article by id. */
export function findPressById(db: Kysely<DB>, id: number): Promise<PressRow | undefined> {
  return db.selectFrom('press').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts an article and returns the stored row (the admin's form and the import-from-URL save). */
export function insertPress(db: Kysely<DB>, row: NewPressRow): Promise<PressRow> {
  return db.insertInto('press').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Updates an article; undefined when there is no such id. */
export function updatePress(db: Kysely<DB>, id: number, patch: PressRowUpdate): Promise<PressRow | undefined> {
  return db.updateTable('press').set({ ...patch, updated_at: new Date().toISOString() }).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Deletes an article; true when a row was deleted. */
export async function deletePress(db: Kysely<DB>, id: number): Promise<boolean> {
  const r = await db.deleteFrom('press').where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/** Approves or unapproves many articles in one transaction; answers how many rows changed. */
export async function setPressApproved(db: Kysely<DB>, ids: number[], approved: boolean): Promise<number> {
  // One statement: atomic on its own, and it runs inside the caller's transaction.
  const r = await db
    .updateTable('press')
    .set({ approved: approved ? 1 : 0, updated_at: new Date().toISOString() })
    .where('id', 'in', [...new Set(ids)])
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** The articles of these ids that are not approved yet. */
export function listUnapprovedOf(db: Kysely<DB>, ids: readonly number[]): Promise<PressRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('press').selectAll().where('id', 'in', [...new Set(ids)]).where('approved', '=', 0).execute();
}
