import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import { migrations } from '../../migrations/index';
import type { DB } from './schema';
import { withStatementCache } from './statement-cache';

/** A tenant's open database: the Kysely handle and the raw driver handle (for backup and pragmas). */
export interface TenantDatabase {
  db: Kysely<DB>;
  raw: Database.Database;
  /** SQLite's data_version: changes when another connection (another process) commits. */
  dataVersion(): number;
  close(): Promise<void>;
}

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
  }
  // A home server loses power: FULL syncs the WAL on every commit; still thousands of commits a second.
  raw.pragma('synchronous = FULL');
  raw.pragma('foreign_keys = ON');
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

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
export function assertQuickCheck(raw: Database.Database, file: string): void {
  let problems: string[];
  try {
    problems = (raw.pragma('quick_check') as Array<{ quick_check: string }>).map((r) => r.quick_check);
  } catch (err) {
    // Damage bad enough that the check itself cannot run (SQLITE_CORRUPT, SQLITE_NOTADB).
    problems = [(err as Error).message];
  }
  if (problems.length !== 1 || problems[0] !== 'ok') throw new CorruptDatabaseError(file, problems);
}

/** Runs every pending migration; refuses (without touching anything) a database from a newer version. */
export async function migrateToLatest(db: Kysely<DB>, raw: Database.Database, file: string): Promise<void> {
  const hasTable = raw.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
  if (hasTable) {
    const applied = (raw.prepare('select name from kysely_migration').all() as Array<{ name: string }>).map((r) => r.name);
    const unknown = applied.filter((n) => !(n in migrations));
    if (unknown.length) throw new NewerDatabaseError(file, unknown);
    if (applied.length === Object.keys(migrations).length) return;
  }
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '?'} of ${file} failed: ${String((error as Error).message ?? error)}`);
  }
}

/** Opens (and, when asked, creates) a tenant database, then migrates it. */
export async function openTenantDatabase(file: string, options: { create: boolean }): Promise<TenantDatabase> {
  let raw: Database.Database;
  try {
    raw = openRaw(file, options);
  } catch (err) {
    // A header overwritten: the pragmas of openRaw already fail with "file is not a database".
    if ((err as { code?: string }).code === 'SQLITE_NOTADB' || (err as { code?: string }).code === 'SQLITE_CORRUPT') throw new CorruptDatabaseError(file, [(err as Error).message]);
    throw err;
  }
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(raw) }) });
  try {
    assertQuickCheck(raw, file);
    await migrateToLatest(db, raw, file);
  } catch (err) {
    await db.destroy();
    throw err;
  }
  // Prepared once: preparing the pragma on every call costs more than running it.
  const dataVersion = raw.prepare('PRAGMA data_version').pluck();
  return {
    db,
    raw,
    dataVersion: () => dataVersion.get() as number,
    close: async () => {
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
