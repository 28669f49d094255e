import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCliProcess, startServerProcess, type ServerProcess } from '../../test/server-process';
import { makeTempDir } from '../../test/test-app';

// With --replicate, the databases, their WAL and shared memory, Litestream's shadow copies and the
// replica are as private as the signing key: 0600 files in 0700 folders, whatever the umask the
// server was started with; and the key itself is in none of them (a real server process and the
// real Litestream binary, on loopback and local folders).

const tmp = makeTempDir('athlete-replica-privacy-');
let server: ServerProcess | undefined;
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  tmp.cleanup();
});

/** Runs `spawn` with the most permissive umask, so whatever stays private is made so by the program. */
async function withOpenUmask<T>(spawn: () => Promise<T>): Promise<T> {
  const before = process.umask(0);
  try {
    return await spawn();
  } finally {
    process.umask(before);
  }
}

/** Every file and folder under `root`, but what `skip` leaves out, with its permission bits. */
function entries(root: string, skip: (rel: string) => boolean = () => false): Array<{ rel: string; dir: boolean; mode: number }> {
  const out: Array<{ rel: string; dir: boolean; mode: number }> = [];
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (skip(child)) continue;
      out.push({ rel: child, dir: e.isDirectory(), mode: fs.statSync(path.join(root, child)).mode & 0o777 });
      if (e.isDirectory()) walk(child);
    }
  };
  walk('');
  return out;
}

/** The entries other users of the machine can reach into: any group or other permission bit. */
const open = (list: ReturnType<typeof entries>) => list.filter((e) => (e.mode & 0o077) !== 0).map((e) => `${e.rel} ${e.mode.toString(8)}`);

/** Polls /healthz (from this machine: it has the details) until every tenant's replica has caught up. */
async function caughtUp(port: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const h = (await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()) as { replication?: { tenants: Record<string, { caughtUp: boolean }> } };
        const tenants = Object.values(h.replication?.tenants ?? {});
        return tenants.length > 0 && tenants.every((t) => t.caughtUp);
      },
      { timeout: 20_000, interval: 200 },
    )
    .toBe(true);
}

describe('serve --replicate file://…', () => {
  it('leaves no file of the data folder (but public media) or of the replica readable by others, and the key in no replicated file', async () => {
    const dataDir = path.join(tmp.dir, 'data');
    const replica = path.join(tmp.dir, 'replica');
    const demo = await withOpenUmask(() => runCliProcess(['demo', '--no-media', '--data', dataDir]));
    expect(demo.code, demo.out).toBe(0);
    // As an earlier version (or another umask) left them: every folder 0755, every file 0644; and
    // the operator's replica folder 0755.
    for (const e of entries(dataDir)) fs.chmodSync(path.join(dataDir, e.rel), e.dir ? 0o755 : 0o644);
    fs.chmodSync(dataDir, 0o755);
    fs.mkdirSync(replica, { mode: 0o755 });
    fs.chmodSync(replica, 0o755);
    server = await withOpenUmask(() => startServerProcess(dataDir, { ...process.env, REPLICATE_URL: `file://${replica}` }));
    // A write, so that every database has a WAL and Litestream shadow copies of it.
    const cheer = await fetch(`http://127.0.0.1:${server.port}/content/public/cheers`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-tenant-id': 'default' }, body: JSON.stringify({ name: 'Fan', message: 'Go!' }) });
    expect(cheer.status).toBe(201);
    await caughtUp(server.port);

    const data = entries(dataDir, (rel) => /^tenants\/[^/]+\/media(\/|$)/.test(rel));
    expect((fs.statSync(dataDir).mode & 0o777).toString(8)).toBe('700');
    expect((fs.statSync(replica).mode & 0o777).toString(8)).toBe('700');
    // What must be there for this to mean anything: the databases, their WAL, Litestream's shadow copies.
    for (const name of ['secret.key', 'registry.db', 'registry.db-wal', '.registry.db-litestream', 'tenants/default/site.db', 'tenants/default/site.db-wal', 'tenants/default/site.db-shm', 'tenants/default/.site.db-litestream']) {
      expect(data.map((e) => e.rel), name).toContain(name);
    }
    expect(open(data)).toEqual([]);
    const copies = entries(replica);
    expect(copies.some((e) => e.rel.startsWith('registry/')) && copies.some((e) => e.rel.startsWith('tenants/default/'))).toBe(true);
    expect(open(copies)).toEqual([]);

    // The signing key is in no replicated database, nor in Litestream's copies of them.
    const key = fs.readFileSync(path.join(dataDir, 'secret.key'), 'utf8').trim();
    expect(key.length).toBeGreaterThan(20);
    const replicated = [
      ...copies.filter((e) => !e.dir).map((e) => path.join(replica, e.rel)),
      ...data.filter((e) => !e.dir && /^(registry\.db|\.registry\.db-litestream\/)/.test(e.rel)).map((e) => path.join(dataDir, e.rel)),
    ];
    expect(replicated.length).toBeGreaterThan(3);
    for (const file of replicated) expect(fs.readFileSync(file).includes(key), file).toBe(false);

    // A restore from the replica brings the sites back, and says how the key travels.
    const restoredDir = path.join(tmp.dir, 'restored');
    const restored = await runCliProcess(['restore', '--from-replica', `file://${replica}`, '--data', restoredDir]);
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toMatch(/Restored 1 tenant \(default\)/);
    expect(restored.out).toContain('secret.key');
    expect(fs.existsSync(path.join(restoredDir, 'secret.key'))).toBe(false);
  }, 60_000);
});
