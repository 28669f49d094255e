import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { migrations } from '../../migrations/index';
import type { DB } from './schema';
import { withStatementCache } from './statement-cache';
import { BEGIN_IMMEDIATE, closeWalSync, syncWalOffTheLoop } from './write-batch';

/** How stale another process's commit may look to the public caches, at most (milliseconds). */
export const DATA_VERSION_RECHECK_MS = 250;

/** A tenant's open database: the Kysely handle and the raw driver handle (for backup and pragmas). */
export interface TenantDatabase {
  db: Kysely<DB>;
  raw: Database.Database;
  /** A number that changes when the data does, through this connection or another (process); re-read at most every DATA_VERSION_RECHECK_MS, or now when `recheck` is true. */
  dataVersion(recheck?: boolean): number;
  /** Says this connection just wrote: the next `dataVersion()` re-reads it (once, however many writes came before). */
  changed(): void;
  /**
   * Says `rows` rows this connection just changed are bookkeeping no public answer shows (a tracked
   * link's visit count): `dataVersion()` leaves them out, so counting a visit keeps every cached
   * page and answer of the tenant. Only for rows no public read depends on.
   */
  uncounted(rows: number): void;
  /**
   * Says `rows` rows this connection just changed moved nothing but a public tally (a like, a vote):
   * `dataVersion()` leaves them out and `tallies()` counts them, so the answers that show no tally
   * stay current and those that do (tenant's kept pages, the cheers, followed athletes and
   * universities) can tell a tally's change from any other (public-cache.ts).
   */
  tallied(rows: number): void;
  /** How many rows tallies (`tallied`) have changed through this connection: moves with every like and vote. */
  tallies(): number;
  /** Different for every database opened by this process: a version read from one is never taken for another's. */
  readonly epoch: number;
  close(): Promise<void>;
}

/** Databases opened by this process so far (each one's `epoch`). */
let opened = 0;

/** Pages of WAL after which a commit copies them back into the database file (SQLite's default: 1,000). */
export const WAL_CHECKPOINT_PAGES = 10_000;

/** Opens the raw SQLite handle with the pragmas in the order STYLE.md gives, and the reasons. */
export function openRaw(file: string, options: { create: boolean; readonly?: boolean }): Database.Database {
  const raw = new Database(file, {
    fileMustExist: !options.create,
    readonly: options.readonly ?? false,
  });
  try {
    applyPragmas(raw, options.readonly ?? false);
  } catch (err) {
    raw.close();
    throw err;
  }
  return raw;
}

function applyPragmas(raw: Database.Database, readonly: boolean): void {
  // Wait for a lock instead of failing at once: the CLI and the server may write at the same time.
  raw.pragma('busy_timeout = 5000');
  if (!readonly) {
    // Readers never block the writer, and a crash never leaves a half-applied transaction.
    raw.pragma('journal_mode = WAL');
    // The WAL is copied back into the database every 10,000 pages (about 40 MB) rather than
    // SQLite's 1,000. A checkpoint copies each page once however many times the WAL holds it, and
    // likes rewrite the same few pages: under a stream of likes a write cost 11 % less CPU
    // (bench:writes, 5 alternated pairs, docs/benchmarks.md). Never checkpointing was no better
    // (a long WAL slows every read); a close still empties the WAL (wal_checkpoint(TRUNCATE)).
    raw.pragma(`wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}`);
  }
  // A home server loses power: FULL syncs the WAL on every commit; still thousands of commits a second.
  raw.pragma('synchronous = FULL');
  raw.pragma('foreign_keys = ON');
}

/** The error raised when a database was migrated by a newer version of the program. */
export class NewerDatabaseError extends Error {
  constructor(file: string, unknown: string[]) {
    super(
      `The database ${file} was written by a newer version of Athlete.Site (migrations ${unknown.join(', ')} are unknown to this one). ` +
        'Upgrade the program; the file was left untouched.',
    );
    this.name = 'NewerDatabaseError';
  }
}

/** The error raised when a database fails SQLite's quick_check (pages overwritten, a torn copy…). */
export class CorruptDatabaseError extends Error {
  constructor(
    file: string,
    readonly problems: string[],
  ) {
    super(`The database ${file} is damaged (quick_check: ${problems.slice(0, 3).join('; ')}). Restore it from a backup; the file was left untouched.`);
    this.name = 'CorruptDatabaseError';
  }
}

/**
 * Runs SQLite's quick_check (the structure of every page, without the slower index cross-checks of
 * integrity_check): a damaged file is refused when it opens rather than taking writes it may lose.
 */
function assertQuickCheck(raw: Database.Database, file: string): void {
  let problems: string[];
  try {
    problems = (raw.pragma('quick_check') as Array<{ quick_check: string }>).map((r) => r.quick_check);
  } catch (err) {
    // Damage bad enough that the check itself cannot run (SQLITE_CORRUPT, SQLITE_NOTADB).
    problems = [(err as Error).message];
  }
  if (problems.length !== 1 || problems[0] !== 'ok') throw new CorruptDatabaseError(file, problems);
}

/** The schema version this program migrates to: the number of migrations it knows. */
export const SCHEMA_VERSION = Object.keys(migrations).length;
/** The newest migration's name, shown beside the schema version. */
export const LATEST_MIGRATION = Object.keys(migrations).sort().at(-1) ?? '';
/** How many pre-migration copies are kept beside a tenant's database. */
const PRE_MIGRATION_COPIES_KEPT = 3;
const PRE_MIGRATION_NAME = /^pre-migration-(\d+)\.db$/;

/** "Tenant "kim"" for a tenant's site.db, else the file itself: errors say whose database it is. */
function ownerOf(file: string): string {
  return path.basename(file) === 'site.db' ? `Tenant "${path.basename(path.dirname(file))}"` : file;
}

/** The migrations recorded in a database (none for a new file). */
export function appliedMigrations(raw: Database.Database): string[] {
  const hasTable = raw.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
  return hasTable ? (raw.prepare('select name from kysely_migration order by name').all() as Array<{ name: string }>).map((r) => r.name) : [];
}

/**
 * Keeps a consistent copy of a database about to be migrated, `pre-migration-<schema>.db` beside
 * it (written under a temp name, then renamed), and deletes the oldest past the last few.
 */
function keepPreMigrationCopy(raw: Database.Database, file: string, schema: number): string {
  const dir = path.dirname(file);
  const copy = path.join(dir, `pre-migration-${schema}.db`);
  const tmp = `${copy}.${process.pid}.tmp`;
  fs.rmSync(tmp, { force: true });
  raw.prepare('vacuum into ?').run(tmp);
  fs.renameSync(tmp, copy);
  const old = fs
    .readdirSync(dir)
    .map((n) => ({ n, v: Number(PRE_MIGRATION_NAME.exec(n)?.[1] ?? NaN) }))
    .filter((e) => !Number.isNaN(e.v))
    .sort((a, b) => b.v - a.v)
    .slice(PRE_MIGRATION_COPIES_KEPT);
  for (const e of old) fs.rmSync(path.join(dir, e.n), { force: true });
  return copy;
}

/**
 * Runs every pending migration; refuses (without touching anything) a database from a newer version.
 * An existing database is first copied (`pre-migration-<schema>.db`, unless `keepCopy` is false,
 * as for scratch copies). All pending migrations run in one transaction: a failure rolls every one
 * back, so the database is left exactly as it was, and the error names the tenant and the cause.
 */
async function migrateToLatest(db: Kysely<DB>, raw: Database.Database, file: string, options: { keepCopy?: boolean; migrations?: Record<string, Migration> } = {}): Promise<void> {
  const set = options.migrations ?? migrations;
  const applied = appliedMigrations(raw);
  const unknown = applied.filter((n) => !(n in set));
  if (unknown.length) throw new NewerDatabaseError(file, unknown);
  const pending = Object.keys(set).filter((n) => !applied.includes(n));
  if (!pending.length) return;
  const copy = applied.length && options.keepCopy !== false ? keepPreMigrationCopy(raw, file, applied.length) : undefined;
  // Unordered: a database that already has 0050 still gets a later-landed 0040 (numbers are shared
  // out between branches that land in any order); Kysely otherwise calls that a corrupted history.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => set }, allowUnorderedMigrations: true });
  // Kysely runs SQLite migrations outside a transaction (it assumes no transactional DDL), on this
  // one connection; SQLite's DDL is transactional, so one transaction around them all makes the
  // upgrade all or nothing.
  raw.exec('begin immediate');
  let outcome: Awaited<ReturnType<Migrator['migrateToLatest']>>;
  try {
    outcome = await migrator.migrateToLatest();
  } catch (err) {
    outcome = { error: err };
  }
  const { error, results } = outcome;
  if (!error) {
    raw.exec('commit');
    return;
  }
  if (raw.inTransaction) raw.exec('rollback');
  const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? '?';
  const kept = copy ? ` A copy from before the upgrade is in ${copy}.` : '';
  throw new MigrationError(
    `${ownerOf(file)}: migration ${failed} failed: ${String((error as Error).message ?? error)}. The database was left as it was (schema ${applied.length} of ${Object.keys(set).length}).${kept}`,
  );
}

/** A migration that failed and was rolled back. */
export class MigrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MigrationError';
  }
}

/**
 * Kysely's SQLite driver, with transactions that take the write lock when they begin. Kysely
 * begins them deferred: the first read takes a snapshot, and when another process (Litestream
 * bumping its sequence row or checkpointing, the CLI) holds the write lock at the first write,
 * SQLite refuses to wait (a reader waiting to become a writer could deadlock) and the write fails
 * at once with SQLITE_BUSY. An immediate transaction waits for the lock (busy_timeout) instead.
 * The server has one connection, so taking the lock early costs nothing.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(BEGIN_IMMEDIATE);
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings);
  }
}

/** Opens (and, when asked, creates) a tenant database, checks it (quick_check), then migrates it (keeping a pre-migration copy unless told not to). */
export async function openTenantDatabase(file: string, options: { create: boolean; keepPreMigrationCopy?: boolean; cacheKiB?: number }): Promise<TenantDatabase> {
  let raw: Database.Database;
  try {
    raw = openRaw(file, options);
  } catch (err) {
    // A header overwritten: the pragmas of openRaw already fail with "file is not a database".
    if ((err as { code?: string }).code === 'SQLITE_NOTADB' || (err as { code?: string }).code === 'SQLITE_CORRUPT') throw new CorruptDatabaseError(file, [(err as Error).message]);
    throw err;
  }
  // SQLite's page cache, per open database (its default: 2,000 KiB). A tenant's pages are small and
  // hot, and the server keeps up to one open database per 32 MiB of its memory limit: a smaller cache
  // on a small machine (src/memory-budget.ts).
  if (options.cacheKiB !== undefined) raw.pragma(`cache_size = -${Math.max(64, Math.round(options.cacheKiB))}`);
  const statements = withStatementCache(raw);
  const db = new Kysely<DB>({ dialect: new ImmediateSqliteDialect({ database: statements }) });
  try {
    assertQuickCheck(raw, file);
    await migrateToLatest(db, raw, file, { keepCopy: options.keepPreMigrationCopy });
  } catch (err) {
    await db.destroy();
    throw err;
  }
  // Prepared once: preparing the pragma on every call costs more than running it. Running it opens
  // a read transaction (shared-memory locks): a fifth of the time of a cached public read under
  // load. So it is re-read at most every DATA_VERSION_RECHECK_MS; writes of API requests never wait
  // for it (the public cache counts them itself). `data_version` moves when another connection (the
  // CLI) commits; `total_changes()` when this one writes outside a request (a transcode finishing):
  // their sum moves with either.
  // Its batches of public writes sync the WAL off the event loop (src/db/write-batch.ts).
  syncWalOffTheLoop(db, raw, { statements });
  const dataVersionStatement = raw.prepare('SELECT (SELECT data_version FROM pragma_data_version) + total_changes()').pluck();
  let dataVersion = dataVersionStatement.get() as number;
  let checkedAt = Date.now();
  // A write of this connection was answered since the last read: a burst of writes costs one
  // re-read, by the next reader, rather than one per write (a twentieth of a write's CPU).
  let wrote = false;
  // Rows changed by writes no public answer depends on (uncounted), taken out of total_changes().
  let quiet = 0;
  // Rows changed by tallies (likes, votes), taken out of total_changes() too and counted apart.
  let tallies = 0;
  return {
    db,
    raw,
    // A new connection counts its data_version and total_changes() from the start again.
    epoch: ++opened,
    dataVersion: (recheck = false) => {
      const now = Date.now();
      if (recheck || wrote || now - checkedAt >= DATA_VERSION_RECHECK_MS || now < checkedAt) {
        dataVersion = (dataVersionStatement.get() as number) - quiet - tallies;
        checkedAt = now;
        wrote = false;
      }
      return dataVersion;
    },
    changed: () => {
      wrote = true;
    },
    uncounted: (rows) => {
      quiet += rows;
    },
    tallied: (rows) => {
      tallies += rows;
    },
    tallies: () => tallies,
    close: async () => {
      await closeWalSync(db);
      // Kysely's destroy closes the driver handle; a checkpoint first leaves a tidy file for copies.
      try {
        raw.pragma('wal_checkpoint(TRUNCATE)');
      } catch {
        // A busy checkpoint is harmless: the WAL is replayed at next open.
      }
      await db.destroy();
    },
  };
}
