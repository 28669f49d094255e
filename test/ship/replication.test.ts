// Replication end to end, with the real parts: the built server (dist/cli.js), the Litestream
// binary of @flydotio/litestream-linux-x64, and for sftp:// Debian's OpenSSH server on loopback.
// Writes are acknowledged, the replica catches up (seen in /healthz), the server and Litestream are
// killed with SIGKILL, the data folder is wiped and rebuilt from the replica: every acknowledged
// write must be there, counted exactly.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, api, login } from './exe-harness';

const cli = path.join(ROOT, 'dist/cli.js');
let tmp: string;
const children: ChildProcess[] = [];

beforeAll(() => {
  if (!fs.existsSync(cli)) throw new Error('dist/cli.js is missing: run `npm run build` first');
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-replica-'));
});
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Runs a CLI command to its end (asynchronously: the S3 test server answers from this process). */
function cliRun(args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

interface Server {
  url: string;
  child: ChildProcess;
  log: () => string;
}

/** Starts `serve --replicate URL` on a free loopback port. */
function serve(dataDir: string, replicate: string): Promise<Server> {
  const child = spawn(process.execPath, [cli, 'serve', '--data', dataDir, '--port', '0', '--host', '127.0.0.1', '--replicate', replicate], {
    env: { ...process.env, TRUST_PROXY: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let log = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${log}`)), 20_000);
    child.stdout!.on('data', (d) => {
      log += d;
      const m = /running at http:\/\/[^:/]+:(\d+)\//.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${m[1]}`, child, log: () => log });
      }
    });
    child.stderr!.on('data', (d) => (log += d));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited ${code}: ${log}`));
    });
  });
}

interface Health {
  replication?: { running: boolean; tenants: Record<string, { caughtUp: boolean; behindBytes: number | null }> };
}

/** Polls /healthz until every listed tenant's replica has caught up; answers the milliseconds it took. */
async function waitCaughtUp(url: string, ids: string[], timeoutMs = 20_000): Promise<number> {
  const started = Date.now();
  let last: Health | undefined;
  while (Date.now() - started < timeoutMs) {
    last = (await api<Health>(`${url}/healthz`)).json;
    if (ids.every((id) => last?.replication?.tenants[id]?.caughtUp)) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`replica did not catch up in ${timeoutMs} ms: ${JSON.stringify(last?.replication)}`);
}

/** Pids of running Litestream processes whose command line names this data folder. */
function litestreamPids(dataDir: string): number[] {
  const pids: number[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8');
      if (cmd.includes('litestream') && cmd.includes(dataDir)) pids.push(Number(name));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}

/** Waits until a process is gone (SIGKILL is delivered asynchronously). */
async function gone(pids: number[], timeoutMs = 5000): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (pids.every((p) => !fs.existsSync(`/proc/${p}`) || /State:\s+Z/.test(fs.readFileSync(`/proc/${p}/status`, 'utf8')))) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

/** The demo admin's e-mail and password, as `demo` printed them. */
function demoLogin(dataDir: string): [string, string] {
  const demoOut = fs.readFileSync(path.join(dataDir, '.demo-login'), 'utf8');
  return [/e-mail:\s+(\S+)/.exec(demoOut)![1]!, /password:\s+(\S+)/.exec(demoOut)![1]!];
}

/** Demo content, an admin token, then acknowledged writes: races, cheers and one photo (`batch` keeps each call's names and visitors apart). */
async function writeThings(dataDir: string, server: Server, batch = 0) {
  const token = await login(server.url, 'default', ...demoLogin(dataDir));
  let races = 0;
  for (let i = 0; i < 40; i++) {
    const r = await api(`${server.url}/content/admin/races`, { method: 'POST', token, body: { name: `Replicated ${batch}-${i}`, distance: '5K', date: '2026-10-01', location: 'Loopback Park', timeMs: 900_000 + i } });
    expect(r.status).toBe(201);
    races++;
  }
  let cheers = 0;
  for (let i = 0; i < 25; i++) {
    const r = await api(`${server.url}/content/public/cheers`, { method: 'POST', headers: { 'x-forwarded-for': `10.9.${batch}.${i + 1}` }, body: { name: `Fan ${batch}-${i}`, message: `Cheer ${batch}-${i} from the replica test.`, emoji: '🔥' } });
    expect(r.status).toBe(201);
    cheers++;
  }
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: batch ? '#33c' : '#c33' } }).png().toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  const up = await fetch(`${server.url}/admin/media/upload-image`, { method: 'POST', headers: { 'x-tenant-id': 'default', authorization: `Bearer ${token}` }, body: form });
  expect(up.status).toBe(200);
  return { races, cheers, photos: 1 };
}

/** Counts rows in a restored tenant database. */
function count(dataDir: string, id: string, table: string, where = '1 = 1'): number {
  const db = new Database(path.join(dataDir, 'tenants', id, 'site.db'), { readonly: true });
  try {
    return (db.prepare(`select count(*) as n from ${table} where ${where}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/** The checkpoint sequence number in a tenant's WAL header (bytes 12–15): SQLite adds one each time the WAL starts over. */
function walSequence(dataDir: string, id: string): number {
  const fd = fs.openSync(path.join(dataDir, 'tenants', id, 'site.db-wal'), 'r');
  try {
    const header = Buffer.alloc(32);
    fs.readSync(fd, header, 0, 32, 0);
    return header.readUInt32BE(12);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Races until Litestream checkpoints the WAL and SQLite starts it over, then the usual writes into
 * the new WAL. Litestream checkpoints once the WAL holds 1,000 pages (checked at each sync, every
 * second; else once a minute).
 */
async function writeThroughCheckpoint(dataDir: string, server: Server) {
  const sequence = walSequence(dataDir, 'default');
  const token = await login(server.url, 'default', ...demoLogin(dataDir));
  const started = Date.now();
  let races = 0;
  while (walSequence(dataDir, 'default') === sequence && Date.now() - started < 60_000) {
    const r = await api(`${server.url}/content/admin/races`, { method: 'POST', token, body: { name: `Replicated until a checkpoint ${races}`, distance: '10K', date: '2026-10-02', location: 'Loopback Park', timeMs: 1_900_000 + races } });
    expect(r.status).toBe(201);
    races++;
  }
  expect(walSequence(dataDir, 'default')).toBeGreaterThan(sequence);
  const more = await writeThings(dataDir, server, 1);
  return { ...more, races: more.races + races };
}

/** The whole round: write, catch up, kill -9, wipe, restore, count. With `checkpoint`, writes go on until Litestream checkpoints the WAL and it starts over, then more. */
async function roundTrip(replicaUrl: string, label: string, opts: { checkpoint?: boolean } = {}) {
  const dataDir = path.join(tmp, `${label}-data`);
  const demo = await cliRun(['demo', '--no-media', '--data', dataDir]);
  expect(demo.code, demo.out).toBe(0);
  fs.writeFileSync(path.join(dataDir, '.demo-login'), demo.out);
  const baseline = { races: count(dataDir, 'default', 'race'), cheers: count(dataDir, 'default', 'cheer'), media: count(dataDir, 'default', 'media_asset') };

  const server = await serve(dataDir, replicaUrl);
  const written = await writeThings(dataDir, server);
  if (opts.checkpoint) {
    const more = await writeThroughCheckpoint(dataDir, server);
    for (const k of ['races', 'cheers', 'photos'] as const) written[k] += more[k];
  }
  const caughtUpMs = await waitCaughtUp(server.url, ['default']);

  const litestream = litestreamPids(dataDir);
  expect(litestream.length).toBe(1);
  server.child.kill('SIGKILL');
  expect(await gone([server.child.pid!, ...litestream])).toBe(true);

  fs.rmSync(dataDir, { recursive: true, force: true });
  const restored = await cliRun(['restore', '--from-replica', replicaUrl, '--data', dataDir]);
  expect(restored.code, restored.out).toBe(0);
  expect(restored.out).toMatch(/Restored 1 tenant \(default\)/);
  expect(count(dataDir, 'default', 'race')).toBe(baseline.races + written.races);
  expect(count(dataDir, 'default', 'race', "title like 'Replicated %'")).toBe(written.races);
  expect(count(dataDir, 'default', 'cheer')).toBe(baseline.cheers + written.cheers);
  expect(count(dataDir, 'default', 'media_asset')).toBe(baseline.media + written.photos);
  // The photo's files lived on the wiped disk: the restore says so instead of pretending.
  expect(restored.out).toMatch(/media files? named by the databases/);
  // The signing key is not in the replica (whoever reads a replica must not sign admin tokens):
  // the restore says how it travels, and makes none up. The tenant record comes back with its host names.
  expect(fs.existsSync(path.join(dataDir, 'secret.key'))).toBe(false);
  expect(restored.out).toMatch(/Copy secret\.key from a backup/);
  expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'tenants/default/tenant.json'), 'utf8'))).toMatchObject({ id: 'default' });
  return { caughtUpMs };
}

describe('serve --replicate, then restore --from-replica', () => {
  it('file://: every acknowledged write survives kill -9 of the server and Litestream and a wiped data folder', async () => {
    const { caughtUpMs } = await roundTrip(`file://${path.join(tmp, 'replica')}`, 'file');
    console.log(`file:// replica caught up ${caughtUpMs} ms after the last acknowledged write`);
  }, 90_000);

  it('file://: the same across a checkpoint of Litestream’s, the WAL starting over between writes', async () => {
    const { caughtUpMs } = await roundTrip(`file://${path.join(tmp, 'replica-checkpointed')}`, 'checkpointed', { checkpoint: true });
    console.log(`file:// replica caught up ${caughtUpMs} ms after the last acknowledged write, past a checkpoint`);
  }, 120_000);

  it('replicates a tenant added while running within a few seconds, and restores it alone with --tenant', async () => {
    const dataDir = path.join(tmp, 'late-data');
    const replica = `file://${path.join(tmp, 'late-replica')}`;
    expect((await cliRun(['tenant', 'add', 'first', '--data', dataDir])).code).toBe(0);
    const server = await serve(dataDir, replica);
    await waitCaughtUp(server.url, ['first']);
    const added = Date.now();
    expect((await cliRun(['tenant', 'add', 'late', '--host', 'late.example.org', '--data', dataDir])).code).toBe(0);
    const r = await api(`${server.url}/content/public/cheers`, { method: 'POST', tenant: 'late', headers: { 'x-forwarded-for': '10.8.0.1' }, body: { name: 'Early bird', message: 'First cheer on a new site.', emoji: '👏' } });
    expect(r.status).toBe(201);
    await waitCaughtUp(server.url, ['first', 'late'], 15_000);
    const ms = Date.now() - added;
    console.log(`a tenant added at run time was replicated ${ms} ms after \`tenant add\``);
    expect(ms).toBeLessThan(10_000);
    const litestream = litestreamPids(dataDir);
    server.child.kill('SIGKILL');
    expect(await gone([server.child.pid!, ...litestream])).toBe(true);

    // Only that tenant, into the live folder: the other tenant is not touched.
    fs.rmSync(path.join(dataDir, 'tenants', 'late'), { recursive: true, force: true });
    const restored = await cliRun(['restore', '--from-replica', replica, '--tenant', 'late', '--data', dataDir]);
    expect(restored.code, restored.out).toBe(0);
    expect(count(dataDir, 'late', 'cheer')).toBe(1);
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'tenants/late/tenant.json'), 'utf8')).hosts).toEqual(['late.example.org']);
    // An existing tenant is not overwritten without --force.
    const again = await cliRun(['restore', '--from-replica', replica, '--tenant', 'first', '--data', dataDir]);
    expect(again.code).toBe(2);
    expect(again.out).toMatch(/Tenant "first" exists/);
  }, 60_000);

  it('restarts Litestream when it dies, says why in /healthz, and replication goes on', async () => {
    const dataDir = path.join(tmp, 'restart-data');
    expect((await cliRun(['tenant', 'add', 'solo', '--data', dataDir])).code).toBe(0);
    const server = await serve(dataDir, `file://${path.join(tmp, 'restart-replica')}`);
    await waitCaughtUp(server.url, ['solo']);
    const [pid] = litestreamPids(dataDir);
    process.kill(pid!, 'SIGKILL');
    await expect
      .poll(async () => (await api<{ replication: { restarts: number; running: boolean; lastExit: string | null } }>(`${server.url}/healthz`)).json.replication, { timeout: 10_000 })
      .toMatchObject({ restarts: 1, running: true, lastExit: expect.stringMatching(/SIGKILL/) });
    expect(litestreamPids(dataDir)).not.toContain(pid);
    const r = await api(`${server.url}/content/public/cheers`, { method: 'POST', tenant: 'solo', headers: { 'x-forwarded-for': '10.7.0.1' }, body: { name: 'Still here', message: 'Replication came back by itself.', emoji: '💪' } });
    expect(r.status).toBe(201);
    await waitCaughtUp(server.url, ['solo']);
    expect(server.log()).toMatch(/litestream died; restarting it/);
    // A restore into the folder of a running server is refused, and changes nothing.
    const refused = await cliRun(['restore', '--from-replica', `file://${path.join(tmp, 'restart-replica')}`, '--tenant', 'solo', '--force', '--data', dataDir]);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/Stop it first/);
    expect(fs.readdirSync(dataDir).filter((n) => n.startsWith('.before-restore') || n.startsWith('.restore-'))).toEqual([]);
    server.child.kill('SIGKILL');
  }, 60_000);

  it('refuses a bad replica URL at start with a clear message, and an unknown tenant at restore', async () => {
    const dataDir = path.join(tmp, 'bad-data');
    const r = await cliRun(['serve', '--data', dataDir, '--port', '0', '--replicate', 'ftp://nas/backup']);
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/Unsupported replica URL scheme "ftp:"/);
    const restore = await cliRun(['restore', '--from-replica', `file://${path.join(tmp, 'late-replica')}`, '--tenant', 'nobody', '--data', path.join(tmp, 'empty-data')]);
    expect(restore.code).toBe(2);
    expect(restore.out).toMatch(/The replica has no tenant "nobody" \(it has: first, late\)/);
    // Nothing but the data folder's lock file (left in place by design) was written.
    expect(fs.readdirSync(path.join(tmp, 'empty-data')).filter((n) => !n.startsWith('.lock'))).toEqual([]);
  }, 30_000);
});

describe('s3:// to an S3-compatible server on loopback (s3rver)', () => {
  let s3: { close(): Promise<void> } | undefined;
  let endpoint = '';

  beforeAll(async () => {
    // @ts-expect-error s3rver ships no types; the shape used is the one below.
    const { default: S3rver } = (await import('s3rver')) as unknown as { default: new (o: object) => { run(): Promise<{ port: number }>; close(): Promise<void> } };
    const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(tmp, 's3'), configureBuckets: [{ name: 'athlete' }] });
    const { port } = await server.run();
    s3 = server;
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => s3?.close());

  it('s3://: the same round trip through object storage, keys from the environment', async () => {
    // s3rver's fixed test credentials, passed the way an operator passes real ones.
    process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
    process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
    try {
      const { caughtUpMs } = await roundTrip(`s3://athlete/club?endpoint=${endpoint}&region=us-east-1`, 's3');
      console.log(`s3:// replica caught up ${caughtUpMs} ms after the last acknowledged write`);
    } finally {
      delete process.env.AWS_ACCESS_KEY_ID;
      delete process.env.AWS_SECRET_ACCESS_KEY;
    }
    expect(fs.readdirSync(path.join(tmp, 's3', 'athlete', 'club', 'tenants'))).toEqual(['default']);
  }, 90_000);
});

describe('sftp:// to OpenSSH on loopback', () => {
  const sshd = '/usr/sbin/sshd';
  let server: ChildProcess | undefined;
  let port = 0;
  let key = '';

  beforeAll(async () => {
    if (!fs.existsSync(sshd)) return;
    const dir = path.join(tmp, 'sshd');
    fs.mkdirSync(dir, { mode: 0o700 });
    spawnSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', path.join(dir, 'host_key')]);
    key = path.join(dir, 'client_key');
    spawnSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', key]);
    fs.copyFileSync(`${key}.pub`, path.join(dir, 'authorized_keys'));
    port = 20_000 + (process.pid % 20_000);
    fs.writeFileSync(
      path.join(dir, 'sshd_config'),
      [
        `Port ${port}`,
        'ListenAddress 127.0.0.1',
        `HostKey ${path.join(dir, 'host_key')}`,
        `AuthorizedKeysFile ${path.join(dir, 'authorized_keys')}`,
        `PidFile ${path.join(dir, 'sshd.pid')}`,
        'PasswordAuthentication no',
        'KbdInteractiveAuthentication no',
        'PermitRootLogin prohibit-password',
        'UsePAM no',
        'StrictModes no',
        'Subsystem sftp internal-sftp',
      ].join('\n') + '\n',
    );
    fs.mkdirSync('/run/sshd', { recursive: true });
    server = spawn(sshd, ['-D', '-e', '-f', path.join(dir, 'sshd_config')], { stdio: ['ignore', 'ignore', 'pipe'] });
    children.push(server);
    let log = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`sshd did not start: ${log}`)), 10_000);
      server!.stderr!.on('data', (d) => {
        log += d;
        if (/Server listening/.test(log)) {
          clearTimeout(timer);
          resolve();
        }
      });
      server!.on('exit', (code) => reject(new Error(`sshd exited ${code}: ${log}`)));
    });
  });
  afterAll(() => {
    if (server?.exitCode === null) server.kill('SIGTERM');
  });

  it('sftp://: the same round trip through an SSH server', async (ctx) => {
    if (!server) ctx.skip(`${sshd} is missing: scripts/run test installs Debian's openssh-server`);
    const user = os.userInfo().username;
    const remote = path.join(tmp, 'sftp-replica');
    const { caughtUpMs } = await roundTrip(`sftp://${user}@127.0.0.1:${port}${remote}?key=${key}`, 'sftp');
    console.log(`sftp:// replica caught up ${caughtUpMs} ms after the last acknowledged write`);
    expect(fs.readdirSync(path.join(remote, 'tenants'))).toEqual(['default']);
  }, 90_000);
});
