import fsp from 'node:fs/promises';
import type Database from 'better-sqlite3';
import { CompiledQuery, type Kysely, type SqliteDatabase } from 'kysely';
import { lendDirectHandle, runDirect, runOn } from './direct';
import type { DB } from './schema';
import { withStatementCache } from './statement-cache';

// Group commit for small public writes (likes, votes, cheers). With synchronous=FULL every commit
// waits for an fsync of the WAL, and on a busy disk an fsync takes from 0.1 ms to several ms: one
// commit per write caps a tenant at a few hundred writes a second. Writes that arrive together
// (in the same turn of the event loop) run instead in ONE transaction, each inside its own
// savepoint, and are answered after that transaction commits: every answer is still durable, a
// failing write is rolled back alone, and one fsync covers the whole batch.
//
// The fsync itself leaves the event loop. better-sqlite3 commits on the main thread, and a FULL
// commit blocked it for the whole fsync (1–3 ms on a shared disk, most of the time of a busy
// server). A batch of a database opened by openTenantDatabase commits with synchronous=NORMAL
// (SQLite writes the WAL frames and returns), then the WAL file is fdatasync'ed on libuv's thread
// pool, and the batch is answered after that: as durable as FULL (the same sync of the same file
// before the answer), while the event loop reads and checks the next writes. The connection is
// back to FULL before anyone else uses it, so every other write keeps FULL's commit. Until the sync
// ends, a reader may see a write not yet on disk; its writer has no answer yet.

interface Job {
  run: (trx: Kysely<DB>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Most writes in one transaction, so a burst never holds the connection for long. */
const MAX_BATCH = 200;

/**
 * How long a small batch waits for the rest of the writers of the previous batch (milliseconds).
 * Under steady load their answers went out together and their next writes arrive spread over a
 * few hundred microseconds: without the wait the first few pay a commit (an fsync, 1–3 ms on a
 * busy disk) of their own, and the batches alternate small and large. A lone writer never waits.
 */
const GATHER_MS = 1;

/** Batches committed and writes in them since the process started (`bench:writes` prints the mean batch). */
export const writeBatchStats = { batches: 0, writes: 0 };

// Compiled once: building the same three statements for every write is work for nothing.
const SAVEPOINT = CompiledQuery.raw('savepoint write_batch');
const RELEASE = CompiledQuery.raw('release write_batch');
const ROLLBACK_TO = CompiledQuery.raw('rollback to write_batch');
/**
 * Every transaction of the server begins with this (group commit here, Kysely's through
 * ImmediateSqliteDriver in database.ts): it waits for another process's write lock (Litestream's,
 * the CLI's) instead of failing when its first write follows a read.
 */
export const BEGIN_IMMEDIATE = CompiledQuery.raw('begin immediate');
const COMMIT = CompiledQuery.raw('commit');
const ROLLBACK = CompiledQuery.raw('rollback');
const SYNC_NORMAL = CompiledQuery.raw('pragma synchronous = NORMAL');
const SYNC_FULL = CompiledQuery.raw('pragma synchronous = FULL');

/**
 * Group fsync of one file: `sync()` resolves once everything written to it before the call is on
 * disk. Calls that arrive while a sync runs share the next one (a sync started earlier may not
 * cover their writes); a failed sync rejects the calls it was to cover.
 */
export class FileSyncer {
  private requested = 0;
  private running = false;
  private waiters: Array<{ ticket: number; resolve: () => void; reject: (error: unknown) => void }> = [];
  private handle: Promise<fsp.FileHandle> | undefined;
  /** fdatasync calls made (tests count them). */
  syncs = 0;

  constructor(
    private readonly file: string,
    private readonly datasync: (handle: fsp.FileHandle) => Promise<void> = (handle) => handle.datasync(),
  ) {}

  sync(): Promise<void> {
    const ticket = ++this.requested;
    return new Promise<void>((resolve, reject) => {
      this.waiters.push({ ticket, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    if (this.running || !this.waiters.length) return;
    this.running = true;
    // Every write of the callers so far is already in the file: this sync covers them all.
    const upTo = this.requested;
    this.syncs++;
    void (async () => {
      let failure: { error: unknown } | undefined;
      try {
        await this.datasync(await (this.handle ??= fsp.open(this.file, 'r')));
      } catch (error) {
        failure = { error };
      }
      const covered = this.waiters.filter((w) => w.ticket <= upTo);
      this.waiters = this.waiters.filter((w) => w.ticket > upTo);
      for (const w of covered) {
        if (failure) w.reject(failure.error);
        else w.resolve();
      }
      this.running = false;
      this.pump();
    })();
  }

  /** Closes the file once no sync is running or waiting. */
  async close(): Promise<void> {
    while (this.running || this.waiters.length) await this.sync().catch(() => undefined);
    const handle = this.handle;
    this.handle = undefined;
    if (handle) await (await handle.catch(() => undefined))?.close();
  }
}

/** The databases whose batches commit with NORMAL and sync themselves: their WAL syncer, and their handle for the batch's own statements. */
const walSyncers = new WeakMap<Kysely<DB>, { syncer: FileSyncer; statements: SqliteDatabase }>();

/**
 * Batches of `db` (in WAL mode, FULL by default) commit without the fsync and sync the WAL off the
 * event loop. `statements` is the handle the batches' own statements go to: the statement cache
 * `db` itself runs on (openTenantDatabase passes it), else one of their own.
 */
export function syncWalOffTheLoop(db: Kysely<DB>, raw: Database.Database, options: { statements?: SqliteDatabase; datasync?: (handle: fsp.FileHandle) => Promise<void> } = {}): FileSyncer {
  const syncer = new FileSyncer(`${raw.name}-wal`, options.datasync);
  walSyncers.set(db, { syncer, statements: options.statements ?? withStatementCache(raw) });
  return syncer;
}

/** Closes the WAL syncer of `db`, if it has one, after its last sync. */
export async function closeWalSync(db: Kysely<DB>): Promise<void> {
  const own = walSyncers.get(db);
  walSyncers.delete(db);
  await own?.syncer.close();
}

class WriteBatcher {
  private queue: Job[] = [];
  private scheduled = false;
  /** The size of the last batch committed: how many writers were active. */
  private lastBatch = 0;

  constructor(private readonly db: Kysely<DB>) {}

  enqueue<T>(run: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ run, resolve: resolve as (value: unknown) => void, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        // setImmediate, not a microtask: the requests read in this poll phase join the batch. When
        // fewer than half the writers of the last batch are here yet, the others get GATHER_MS.
        setImmediate(() => {
          if (this.queue.length * 2 < this.lastBatch) setTimeout(() => void this.drain(), GATHER_MS);
          else void this.drain();
        });
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length) {
      const batch = this.queue.splice(0, MAX_BATCH);
      this.lastBatch = batch.length;
      const own = walSyncers.get(this.db);
      const syncer = own?.syncer;
      let outcomes: Outcome[];
      try {
        outcomes = own ? await this.commitWithoutSync(batch, own.statements) : await this.db.transaction().execute((trx) => runBatch(trx, batch));
        writeBatchStats.batches++;
        writeBatchStats.writes += batch.length;
      } catch (error) {
        // The commit itself failed (disk full, I/O error): nothing of the batch was written.
        for (const job of batch) job.reject(error);
        continue;
      }
      const answer = () =>
        batch.forEach((job, i) => {
          const outcome = outcomes[i]!;
          if (outcome.ok) job.resolve(outcome.value);
          else job.reject(outcome.error);
        });
      if (syncer) {
        // The event loop reads and checks the next writes meanwhile; they commit together after it.
        try {
          await syncer.sync();
        } catch (error) {
          for (const job of batch) job.reject(error);
          continue;
        }
      }
      answer();
    }
    this.scheduled = false;
  }

  /**
   * Runs and commits a batch with synchronous=NORMAL, on a connection no other query uses meanwhile,
   * and sets FULL back. Holding the connection, the batch sends its own statements, and its writes'
   * compiled queries, to SQLite directly (src/db/direct.ts).
   */
  private commitWithoutSync(batch: Job[], statements: SqliteDatabase): Promise<Outcome[]> {
    return this.db.connection().execute(async (conn) => {
      const giveBack = lendDirectHandle(conn, statements);
      runDirect(statements, SYNC_NORMAL);
      try {
        runDirect(statements, BEGIN_IMMEDIATE);
        try {
          const outcomes = await runBatch(conn, batch);
          runDirect(statements, COMMIT);
          return outcomes;
        } catch (error) {
          // SQLite may have rolled back already (an I/O error): then this rollback fails, harmlessly.
          try {
            runDirect(statements, ROLLBACK);
          } catch {
            // Nothing left to roll back.
          }
          throw error;
        }
      } finally {
        runDirect(statements, SYNC_FULL);
        giveBack();
      }
    });
  }
}

async function runBatch(trx: Kysely<DB>, batch: Job[]): Promise<Outcome[]> {
  if (batch.length === 1) {
    // Alone: no savepoint needed; a failure rolls the transaction back and rejects the job.
    return [{ ok: true, value: await batch[0]!.run(trx) }];
  }
  const outcomes: Outcome[] = [];
  for (const job of batch) {
    await runOn(trx, SAVEPOINT);
    try {
      const value = await job.run(trx);
      await runOn(trx, RELEASE);
      outcomes.push({ ok: true, value });
    } catch (error) {
      try {
        await runOn(trx, ROLLBACK_TO);
        await runOn(trx, RELEASE);
      } catch {
        // SQLite already rolled the whole transaction back (disk full, I/O error): the savepoint is
        // gone with it and every job of the batch failed; report the cause, not the failed rollback.
        throw error;
      }
      outcomes.push({ ok: false, error });
    }
  }
  return outcomes;
}

const batchers = new WeakMap<Kysely<DB>, WriteBatcher>();

/**
 * Runs `run` in a transaction shared with the other writes that arrive at the same time, and
 * resolves once that transaction has committed (durably). `run`'s writes are atomic on their own:
 * they are rolled back alone if `run` throws. Inside a transaction already, `run` simply runs in it.
 */
export function batchedWrite<T>(db: Kysely<DB>, run: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return run(db);
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new WriteBatcher(db);
    batchers.set(db, batcher);
  }
  return batcher.enqueue(run);
}
