import { CompiledQuery, type Kysely } from 'kysely';
import type { DB } from './schema';

// Group commit for small public writes (likes, votes, cheers). With synchronous=FULL every commit
// waits for an fsync of the WAL, and on a busy disk an fsync takes from 0.1 ms to several ms: one
// commit per write caps a tenant at a few hundred writes a second. Writes that arrive together
// (in the same turn of the event loop) run instead in ONE transaction, each inside its own
// savepoint, and are answered after that transaction commits: every answer is still durable, a
// failing write is rolled back alone, and one fsync covers the whole batch.

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
      let outcomes: Outcome[];
      try {
        outcomes = await this.db.transaction().execute((trx) => runBatch(trx, batch));
        writeBatchStats.batches++;
        writeBatchStats.writes += batch.length;
      } catch (error) {
        // The commit itself failed (disk full, I/O error): nothing of the batch was written.
        for (const job of batch) job.reject(error);
        continue;
      }
      batch.forEach((job, i) => {
        const outcome = outcomes[i]!;
        if (outcome.ok) job.resolve(outcome.value);
        else job.reject(outcome.error);
      });
    }
    this.scheduled = false;
  }
}

async function runBatch(trx: Kysely<DB>, batch: Job[]): Promise<Outcome[]> {
  if (batch.length === 1) {
    // Alone: no savepoint needed; a failure rolls the transaction back and rejects the job.
    return [{ ok: true, value: await batch[0]!.run(trx) }];
  }
  const outcomes: Outcome[] = [];
  for (const job of batch) {
    await trx.executeQuery(SAVEPOINT);
    try {
      const value = await job.run(trx);
      await trx.executeQuery(RELEASE);
      outcomes.push({ ok: true, value });
    } catch (error) {
      try {
        await trx.executeQuery(ROLLBACK_TO);
        await trx.executeQuery(RELEASE);
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
