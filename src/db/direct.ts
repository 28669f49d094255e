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

/** The part of a tenant database that takes a direct write's rows out of its data version (TenantDatabase). */
type SetAside = { uncounted(rows: number): void; tallied(rows: number): void };

/**
 * Runs a write on the handle lent to `db` and says how many rows it changed to `setAside`, in the
 * same synchronous step: no reading of the version can fall between them and see a version that
 * later comes back. Undefined when `db` has no lent handle (a database not opened by
 * openTenantDatabase): the caller then runs the write as any other, and it is counted.
 */
function runSetAside<Row>(setAside: (rows: number) => void, db: Kysely<DB>, query: Pick<CompiledQuery<Row>, 'sql' | 'parameters'>): QueryResult<Row> | undefined {
  const handle = directHandleOf(db);
  if (!handle) return undefined;
  if (!WRITE.test(query.sql)) throw new Error(`Only a write's rows can be set aside from the data version, not "${query.sql}".`);
  const result = runDirect<Row>(handle, query);
  // A statement with RETURNING answers its rows, one a changed row; any other, its change count.
  setAside(result.numAffectedRows !== undefined ? Number(result.numAffectedRows) : result.rows.length);
  return result;
}

/** A statement that changes rows (its RETURNING rows, if any, are the rows it changed). */
const WRITE = /^\s*(insert|update|delete)\b/i;

/**
 * Runs a write no public answer shows (TenantDatabase.uncounted): the tenant's kept pages and
 * answers stay current. See runSetAside.
 */
export function runUncounted<Row>(tenant: Pick<SetAside, 'uncounted'>, db: Kysely<DB>, query: Pick<CompiledQuery<Row>, 'sql' | 'parameters'>): QueryResult<Row> | undefined {
  return runSetAside((rows) => tenant.uncounted(rows), db, query);
}

/**
 * Runs a write that moves nothing but a public tally, a like or a vote (TenantDatabase.tallied):
 * the answers that show no tally stay current. See runSetAside.
 */
function runTallied<Row>(tenant: Pick<SetAside, 'tallied'>, db: Kysely<DB>, query: Pick<CompiledQuery<Row>, 'sql' | 'parameters'>): QueryResult<Row> | undefined {
  return runSetAside((rows) => tenant.tallied(rows), db, query);
}

/** Whether a tally's rows were set aside from the tenant's data version (false: counted as any write). */
export interface Tallied {
  tallied: boolean;
}

/**
 * Runs one write of a tally: on the handle lent to `db`, set aside from the data version
 * (runTallied), else through Kysely and counted as any write. A tally's writes all run in one
 * batch, so they all take the same path.
 */
export async function runTally<Row>(tenant: Pick<SetAside, 'tallied'>, db: Kysely<DB>, query: CompiledQuery<Row>): Promise<{ result: QueryResult<Row> } & Tallied> {
  const direct = runTallied<Row>(tenant, db, query);
  return direct ? { result: direct, tallied: true } : { result: await db.executeQuery<Row>(query), tallied: false };
}
