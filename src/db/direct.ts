import type { CompiledQuery, Kysely, QueryResult, SqliteDatabase } from 'kysely';
import type { DB } from './schema';

// A write batch holds its tenant's one connection for itself while its writes run (write-batch.ts):
// no other query can use the connection meanwhile, so the batch's own statements may go to the
// SQLite handle directly. Kysely's connection machinery (its lock, the promise of every step) costs
// about 2 µs a statement, twice SQLite's own work for a savepoint; a like runs four statements.

const lent = new WeakMap<Kysely<DB>, SqliteDatabase>();

/** Lends `handle` to the queries made through `db` (a connection held exclusively) until the returned function is called. */
export function lendDirectHandle(db: Kysely<DB>, handle: SqliteDatabase): () => void {
  lent.set(db, handle);
  return () => {
    lent.delete(db);
  };
}

/** The SQLite handle lent to `db`, if its queries may go there directly. */
export function directHandleOf(db: Kysely<DB>): SqliteDatabase | undefined {
  return lent.get(db);
}

/** Runs a compiled query on `db`: on the handle lent to it when there is one, else through Kysely. */
export function runOn<Row>(db: Kysely<DB>, query: CompiledQuery<Row>): Promise<QueryResult<Row>> {
  const handle = lent.get(db);
  if (!handle) return db.executeQuery(query);
  try {
    return Promise.resolve(runDirect<Row>(handle, query));
  } catch (error) {
    return Promise.reject(error);
  }
}

/** Runs a compiled query on the handle, with the result Kysely's SQLite driver gives. */
export function runDirect<Row>(handle: SqliteDatabase, query: Pick<CompiledQuery<Row>, 'sql' | 'parameters'>): QueryResult<Row> {
  const stmt = handle.prepare(query.sql);
  if (stmt.reader) return { rows: stmt.all(query.parameters) as Row[] };
  const { changes, lastInsertRowid } = stmt.run(query.parameters);
  return {
    insertId: lastInsertRowid != null ? BigInt(lastInsertRowid) : undefined,
    numAffectedRows: changes != null ? BigInt(changes) : undefined,
    rows: [],
  };
}

/**
 * Runs a write no public answer shows on the handle lent to `db`, and leaves the rows it changed
 * out of the tenant's data version (TenantDatabase.uncounted) in the same synchronous step: no
 * reading of the version can fall between them and see a version that later comes back. Undefined
 * when `db` has no lent handle (a database not opened by openTenantDatabase): the caller then runs
 * the write as any other, and it is counted.
 */
export function runUncounted<Row>(tenant: { uncounted(rows: number): void }, db: Kysely<DB>, query: Pick<CompiledQuery<Row>, 'sql' | 'parameters'>): QueryResult<Row> | undefined {
  const handle = directHandleOf(db);
  if (!handle) return undefined;
  const result = runDirect<Row>(handle, query);
  // A statement with RETURNING answers its rows, one a changed row; any other, its change count.
  tenant.uncounted(result.numAffectedRows !== undefined ? Number(result.numAffectedRows) : result.rows.length);
  return result;
}
