import { spawn } from 'node:child_process';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../test/test-app';
import { CompiledQuery, Kysely, SqliteDialect } from 'kysely';
import { openTenantDatabase, type TenantDatabase } from './database';
import { runTally } from './direct';
import type { DB } from './schema';
import { batchedWrite, FileSyncer, syncWalOffTheLoop, writeBatchStats } from './write-batch';

const tmp = makeTempDir();
let h: TenantDatabase;
const file = () => `${tmp.dir}/batch.db`;

beforeAll(async () => {
  h = await openTenantDatabase(file(), { create: true });
});
afterAll(async () => {
  await h.close();
  tmp.cleanup();
});

const insert = (message: string) => (trx: typeof h.db) => trx.insertInto('cheer').values({ name: 'n', emoji: '👏', message }).returning('id').executeTakeFirstOrThrow();
const messages = async () => (await h.db.selectFrom('cheer').select('message').orderBy('id').execute()).map((r) => r.message);

describe('batchedWrite', () => {
  it('commits writes that arrive together in one transaction, each visible on disk when it resolves', async () => {
    await h.db.deleteFrom('cheer').execute();
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => batchedWrite(h.db, insert(`m${i}`))));
    expect(new Set(results.map((r) => r.id)).size).toBe(30);
    // Another connection (another process could hold it) sees every write: they were committed.
    const other = new Database(file(), { readonly: true });
    try {
      expect((other.prepare('select count(*) as n from cheer').get() as { n: number }).n).toBe(30);
    } finally {
      other.close();
    }
  });

  it('rolls back a failing write alone and commits the others', async () => {
    await h.db.deleteFrom('cheer').execute();
    const failing = batchedWrite(h.db, async (trx) => {
      await insert('half-written')(trx);
      throw new Error('boom');
    });
    const settled = await Promise.allSettled([batchedWrite(h.db, insert('before')), failing, batchedWrite(h.db, insert('after'))]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((settled[1] as PromiseRejectedResult).reason.message).toBe('boom');
    expect(await messages()).toEqual(['before', 'after']);
  });

  it('rejects a failing write that runs alone and writes nothing', async () => {
    await h.db.deleteFrom('cheer').execute();
    await expect(
      batchedWrite(h.db, async (trx) => {
        await insert('alone')(trx);
        throw new Error('alone failed');
      }),
    ).rejects.toThrow('alone failed');
    expect(await messages()).toEqual([]);
  });

  it('runs inline inside a transaction that is already open', async () => {
    await h.db.deleteFrom('cheer').execute();
    await expect(
      h.db.transaction().execute(async (trx) => {
        await batchedWrite(trx, insert('inside'));
        throw new Error('outer rollback');
      }),
    ).rejects.toThrow('outer rollback');
    expect(await messages()).toEqual([]);
  });

  it('splits a large burst into several transactions and answers every write', async () => {
    await h.db.deleteFrom('cheer').execute();
    await Promise.all(Array.from({ length: 450 }, (_, i) => batchedWrite(h.db, insert(`b${i}`))));
    expect(await messages()).toHaveLength(450);
  });

  it('lets the writers of a large batch that arrive a little later share one commit; a lone writer never waits', async () => {
    await h.db.deleteFrom('cheer').execute();
    await Promise.all(Array.from({ length: 30 }, (_, i) => batchedWrite(h.db, insert(`first${i}`))));
    const before = writeBatchStats.batches;
    // One write arrives, then (after the turn of the event loop that would have committed it alone) the other 29.
    const early = batchedWrite(h.db, insert('early'));
    await new Promise((resolve) => setImmediate(resolve));
    const late = Array.from({ length: 29 }, (_, i) => batchedWrite(h.db, insert(`late${i}`)));
    await Promise.all([early, ...late]);
    expect(writeBatchStats.batches).toBe(before + 1);
    // The batch just committed had 30 writes; once load is gone a lone write still commits in its own turn.
    await batchedWrite(h.db, insert('alone 1'));
    const batchesBefore = writeBatchStats.batches;
    const alone = batchedWrite(h.db, insert('alone 2'));
    // Committed in the next turn (its answer then waits for the WAL's sync on the thread pool).
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(writeBatchStats.batches).toBe(batchesBefore + 1);
    await alone;
    expect(await messages()).toHaveLength(62);
  });

  it('answers a batch only after its WAL is synced off the event loop, and leaves the connection at FULL', async () => {
    await h.db.deleteFrom('cheer').execute();
    let open: () => void = () => undefined;
    let gated = true;
    const syncer = syncWalOffTheLoop(h.db, h.raw, {
      datasync: async (handle) => {
        await handle.datasync();
        if (gated) await new Promise<void>((resolve) => (open = resolve));
      },
    });
    try {
      const before = writeBatchStats.batches;
      let answered = 0;
      const writes = Array.from({ length: 5 }, (_, i) => batchedWrite(h.db, insert(`w${i}`)).then(() => answered++));
      await expect.poll(() => writeBatchStats.batches).toBe(before + 1);
      // Committed (another connection sees it) but not answered while the sync is held.
      const other = new Database(file(), { readonly: true });
      try {
        expect((other.prepare('select count(*) as n from cheer').get() as { n: number }).n).toBe(5);
      } finally {
        other.close();
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(answered).toBe(0);
      // The connection is at FULL for every other write while the batch waits (2 = FULL).
      expect(h.raw.pragma('synchronous', { simple: true })).toBe(2);
      gated = false;
      open();
      await Promise.all(writes);
      expect(answered).toBe(5);
      expect(syncer.syncs).toBe(1);
    } finally {
      gated = false;
      open();
      syncWalOffTheLoop(h.db, h.raw);
    }
  });
});

describe('FileSyncer', () => {
  it('covers the calls made while a sync runs with one more sync, and rejects the calls a failed sync was to cover', async () => {
    const dir = makeTempDir();
    try {
      const file = `${dir.dir}/f`;
      await import('node:fs/promises').then((fsp) => fsp.writeFile(file, 'x'));
      const releases: Array<(error?: Error) => void> = [];
      const syncer = new FileSyncer(file, () => new Promise<void>((resolve, reject) => releases.push((error) => (error ? reject(error) : resolve()))));
      const first = syncer.sync();
      await expect.poll(() => releases.length).toBe(1);
      // Three calls during the first sync: its start may predate their writes, so they wait for a second one.
      const during = [syncer.sync(), syncer.sync(), syncer.sync()];
      releases[0]!();
      await first;
      await expect.poll(() => releases.length).toBe(2);
      expect(syncer.syncs).toBe(2);
      releases[1]!(new Error('EIO'));
      const settled = await Promise.allSettled(during);
      expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected', 'rejected']);
      // A later call gets a sync of its own.
      const later = syncer.sync();
      await expect.poll(() => releases.length).toBe(3);
      releases[2]!();
      await later;
      expect(syncer.syncs).toBe(3);
      await syncer.close();
    } finally {
      dir.cleanup();
    }
  });
});

describe('the data version', () => {
  it('moves at the next read after a write is marked, without waiting for the periodic re-read', async () => {
    const before = h.dataVersion(true);
    await h.db.insertInto('cheer').values({ name: 'n', emoji: '👏', message: 'versioned' }).execute();
    // The write is marked: the next read, whichever comes first, re-reads the number once.
    h.changed();
    const after = h.dataVersion();
    expect(after).not.toBe(before);
    expect(h.dataVersion()).toBe(after);
    // Many writes marked before a read cost that read one query and give the latest number.
    for (let i = 0; i < 3; i++) {
      await h.db.insertInto('cheer').values({ name: 'n', emoji: '👏', message: `burst ${i}` }).execute();
      h.changed();
    }
    expect(h.dataVersion()).toBe(h.dataVersion(true));
    expect(h.dataVersion()).not.toBe(after);
  });

  it('leaves a tally’s rows out and counts them in tallies(), in the same step as each statement', async () => {
    const id = (await h.db.insertInto('cheer').values({ name: 'n', emoji: '👏', message: 'liked', approved: 1 }).returning('id').executeTakeFirstOrThrow()).id;
    h.changed();
    const version = h.dataVersion(true);
    const tallies = h.tallies();
    const seen: Array<[number, number]> = [];
    const like = (visitor: string) =>
      batchedWrite(h.db, async (trx) => {
        const inserted = await runTally(h, trx, CompiledQuery.raw('insert into cheer_like (cheer_id, visitor_id) values (?, ?) on conflict do nothing', [id, visitor]));
        // Read between the statements, as another request could: the version never moved.
        seen.push([h.dataVersion(true), h.tallies()]);
        const counted = await runTally(h, trx, CompiledQuery.raw('update cheer set likes = likes + 1 where id = ? returning likes', [id]));
        return { tallied: inserted.tallied && counted.tallied, rows: counted.result.rows.length };
      });
    const results = await Promise.all([like('a'), like('b'), like('a')]);
    expect(results).toEqual(Array.from({ length: 3 }, () => ({ tallied: true, rows: 1 })));
    expect(seen.every(([v]) => v === version)).toBe(true);
    h.changed();
    expect(h.dataVersion(true)).toBe(version);
    // Two like rows and three counter changes (the repeat inserted nothing, and this raw update counts anyway).
    expect(h.tallies()).toBe(tallies + 5);
  });

  it('counts a tally as any write on a database without a lent handle', async () => {
    const raw = new Database(file());
    const plain = new Kysely<DB>({ dialect: new SqliteDialect({ database: raw }) });
    try {
      const tallies = h.tallies();
      const counted = await plain.transaction().execute((trx) => runTally(h, trx, CompiledQuery.raw("insert into cheer (name, emoji, message) values ('n', '👏', 'plain')")));
      expect(counted.tallied).toBe(false);
      expect(h.tallies()).toBe(tallies);
    } finally {
      await plain.destroy();
    }
  });

  it('refuses to set a read’s rows aside', async () => {
    await expect(batchedWrite(h.db, (trx) => runTally(h, trx, CompiledQuery.raw('select 1')))).rejects.toThrow(/Only a write/);
  });
});

/**
 * Another process (Litestream, the CLI) takes the write lock for `ms` milliseconds: resolves once it
 * holds it. Litestream does so when it bumps its `_litestream_seq` row and when it checkpoints.
 */
async function otherProcessHoldsWriteLock(dbFile: string, ms: number): Promise<{ released: Promise<void> }> {
  const script = `
    const db = new (require('better-sqlite3'))(process.argv[1]);
    db.exec('begin immediate');
    db.exec("insert into cheer (name, emoji, message) values ('other', '👏', 'other process')");
    process.stdout.write('locked\\n');
    setTimeout(() => { db.exec('commit'); db.close(); }, Number(process.argv[2]));`;
  const child = spawn(process.execPath, ['-e', script, dbFile, String(ms)], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] });
  const released = new Promise<void>((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lock holder exited ${code}`)))));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('locked') && resolve());
    child.on('exit', (code) => reject(new Error(`lock holder exited ${code} before locking`)));
  });
  return { released };
}

describe('another process holding the write lock', () => {
  // A transaction that reads before it writes (a rate check, then the insert) used to begin
  // deferred: its read took a snapshot, and SQLite does not wait for the lock to upgrade a reader
  // to a writer (it would risk a deadlock), so the insert failed at once with SQLITE_BUSY: a 500
  // for a visitor's cheer while Litestream replicated. Transactions begin IMMEDIATE now and wait
  // (busy_timeout) like a single statement does.
  const readThenWrite = (message: string) => async (trx: typeof h.db) => {
    await trx.selectFrom('cheer').select('id').limit(1).execute();
    return insert(message)(trx);
  };

  it('a batched write that reads first waits for the lock instead of failing', async () => {
    await h.db.deleteFrom('cheer').execute();
    const lock = await otherProcessHoldsWriteLock(file(), 300);
    await expect(batchedWrite(h.db, readThenWrite('batched'))).resolves.toMatchObject({ id: expect.any(Number) });
    await lock.released;
    expect(await messages()).toEqual(['other process', 'batched']);
  });

  it('a Kysely transaction that reads first waits for the lock instead of failing', async () => {
    await h.db.deleteFrom('cheer').execute();
    const lock = await otherProcessHoldsWriteLock(file(), 300);
    await expect(h.db.transaction().execute(readThenWrite('in a transaction'))).resolves.toMatchObject({ id: expect.any(Number) });
    await lock.released;
    expect(await messages()).toEqual(['other process', 'in a transaction']);
  });
});
