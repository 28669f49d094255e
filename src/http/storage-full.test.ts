import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRaw } from '../db/database';
import { addAdmin } from '../features/auth';
import { makeJpeg, multipart } from '../test/media-fixtures';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { TEST_PASSWORD } from '../test/test-app';
import { createTenant } from '../tenants/tenant-admin';
import { dataPaths } from '../tenants/tenant-store';
import { STORAGE_FULL_MESSAGE } from './storage-full';

// A real full disk: the data folder is a 2 MB tmpfs (the tests run as root in CI and here), filled
// to the last byte, and a real server process answers every write route on it.

const mountDir = fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-full-'));
let mountError = '';
try {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', mountDir], { stdio: 'pipe' });
} catch (err) {
  mountError = String((err as { stderr?: Buffer }).stderr ?? (err as Error).message).trim();
  console.warn(`storage-full tests skipped: mounting a tmpfs is not permitted here (${mountError}); run them as root.`);
}

const dataDir = path.join(mountDir, 'data');
const filler = path.join(mountDir, 'filler');
let server: ServerProcess;
let token = '';

beforeAll(async () => {
  if (mountError) return;
  await createTenant(dataDir, 'default');
  await addAdmin(dataDir, 'default', 'admin@default.test', TEST_PASSWORD);
  const raw = openRaw(dataPaths(dataDir).databaseFile('default'), { create: false });
  raw.prepare("insert into cheer (id, name, emoji, message, approved) values (1, 'Ann', '👏', 'Go!', 1)").run();
  raw.prepare("insert into university (id, name, logo_url, color_a, color_b) values (1, 'Uni', '/logo.svg', '#000000', '#ffffff')").run();
  raw.close();
  server = await startServerProcess(dataDir);
  const login = await call('POST', '/auth/login', { email: 'admin@default.test', password: TEST_PASSWORD });
  token = ((await login.json()) as { token: string }).token;
});

afterAll(async () => {
  if (server) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  if (!mountError) execFileSync('umount', [mountDir]);
  fs.rmSync(mountDir, { recursive: true, force: true });
});

function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const isForm = body instanceof Blob;
  return fetch(`http://127.0.0.1:${server.port}${url}`, {
    method,
    headers: { 'x-tenant-id': 'default', 'x-visitor-id': 'visitor-0001', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body && !isForm ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
}

/** Writes zeros until the file system refuses: nothing is left, not even for SQLite's WAL. */
function fillDisk(): void {
  const fd = fs.openSync(filler, 'w');
  const chunk = Buffer.alloc(64 * 1024);
  try {
    for (;;) fs.writeSync(fd, chunk);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
    // The last partial block.
    try {
      for (;;) fs.writeSync(fd, Buffer.alloc(512));
    } catch {
      // Full.
    }
  } finally {
    fs.closeSync(fd);
  }
}

function rows(query: string): unknown {
  const raw = openRaw(dataPaths(dataDir).databaseFile('default'), { create: false, readonly: true });
  try {
    return raw.prepare(query).get();
  } finally {
    raw.close();
  }
}

describe.skipIf(!!mountError)('a full disk', () => {
  it('answers 507 storage_full on every write route, writes nothing, logs the cause, and recovers when space returns', async () => {
    const small = await makeJpeg({ width: 64, height: 48 });
    const large = Buffer.concat([await makeJpeg({ width: 64, height: 48 }), Buffer.alloc(3 * 1024 * 1024, 7)]);
    const writes = [
      { name: 'cheer', send: () => call('POST', '/content/public/cheers', { name: 'Bo', emoji: '🔥', message: 'Run!' }) },
      { name: 'like', send: () => call('POST', '/content/public/cheers/1/like') },
      { name: 'vote', send: () => call('POST', '/content/public/universities/1/vote') },
      { name: 'settings', send: () => call('PUT', '/content/admin/settings', { heroTitle: 'A new title' }) },
      { name: 'small image', send: () => upload(small) },
      { name: 'large image', send: () => upload(large) },
    ];
    function upload(data: Buffer): Promise<Response> {
      const form = multipart({ filename: 'x.jpg', contentType: 'image/jpeg', data });
      return call('POST', '/admin/media/upload-image', new Blob([new Uint8Array(form.payload)]), form.headers);
    }

    // The WAL emptied, so the next commit must grow a file on the full disk.
    const raw = openRaw(dataPaths(dataDir).databaseFile('default'), { create: false });
    raw.pragma('wal_checkpoint(TRUNCATE)');
    raw.close();
    fillDisk();

    const answers: Record<string, { status: number; body: unknown }> = {};
    for (const w of writes) {
      const res = await w.send();
      answers[w.name] = { status: res.status, body: await res.json() };
    }
    const expected = { status: 507, body: { error: 'storage_full', message: STORAGE_FULL_MESSAGE } };
    expect(answers).toEqual(Object.fromEntries(writes.map((w) => [w.name, expected])));
    // A burst of likes and votes from many browsers runs as one group-committed batch: none answers 200.
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call('POST', i % 2 ? '/content/public/cheers/1/like' : '/content/public/universities/1/vote', undefined, { 'x-visitor-id': `burst-visitor-${i}` })),
    );
    expect(burst.map((r) => r.status)).toEqual(burst.map(() => 507));
    const refused = writes.length + burst.length;

    fs.rmSync(filler);
    expect(rows('select count(*) as n, sum(likes) as likes from cheer')).toEqual({ n: 1, likes: 0 });
    expect(rows('select vote_count from university')).toEqual({ vote_count: 0 });
    expect(rows("select hero_title from site_settings")).not.toEqual({ hero_title: 'A new title' });
    // One line per refused write, with the real cause; never the misleading failed rollback.
    const log = await server.waitForLog(/"status":507/, refused);
    expect(log.match(/"msg":"storage full/g)).toHaveLength(refused);
    expect(log.match(/database or disk is full|ENOSPC/g)?.length).toBeGreaterThanOrEqual(refused);
    expect(log).not.toMatch(/cannot rollback|no such savepoint/);

    // Space is back: the same writes go through at once.
    expect((await writes[1]!.send()).status).toBe(200);
    expect((await writes[0]!.send()).status).toBe(201);
    expect((await writes[4]!.send()).status).toBe(200);
    expect(rows('select sum(likes) as likes from cheer')).toEqual({ likes: 1 });
  });
});
