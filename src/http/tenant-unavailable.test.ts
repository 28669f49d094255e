import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRaw } from '../db/database';
import { MANIFEST_FILE } from '../ops/backup-format';
import { runCliProcess, startServerProcess, type ServerProcess } from '../test/server-process';
import { createTestApp, makeTempDir } from '../test/test-app';
import { createTenant } from '../tenants/tenant-admin';
import { dataPaths } from '../tenants/tenant-store';
import { TENANT_UNAVAILABLE_MESSAGES } from './unavailable';

// One damaged tenant database (pages overwritten on disk) and one written by a newer version,
// beside a healthy tenant, behind a real server process.

let tmp: ReturnType<typeof makeTempDir>;
let dataDir: string;
let server: ServerProcess;

/** Overwrites pages 2–4 of a database file with garbage, as a failing disk or a bad copy would. */
function overwritePages(file: string): void {
  const pageSize = 4096;
  expect(fs.statSync(file).size).toBeGreaterThan(5 * pageSize);
  const fd = fs.openSync(file, 'r+');
  fs.writeSync(fd, Buffer.alloc(3 * pageSize, 0xa5), 0, 3 * pageSize, pageSize);
  fs.closeSync(fd);
}

beforeAll(async () => {
  tmp = makeTempDir('athlete-unavailable-');
  dataDir = tmp.dir;
  for (const id of ['default', 'broken', 'newer']) await createTenant(dataDir, id);
  overwritePages(dataPaths(dataDir).databaseFile('broken'));
  const raw = openRaw(dataPaths(dataDir).databaseFile('newer'), { create: false });
  raw.prepare("insert into kysely_migration (name, timestamp) values ('9999_from_the_future', '2030-01-01T00:00:00.000Z')").run();
  raw.close();
  server = await startServerProcess(dataDir);
});

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  tmp.cleanup();
});

async function call(tenant: string, method: string, url: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`http://127.0.0.1:${server.port}${url}`, {
    method,
    headers: { 'x-tenant-id': tenant, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json() };
}

describe('a damaged or newer tenant database', () => {
  it('answers 503 tenant_unavailable on every route of that tenant (reads and writes), logged once with its id, while the others work', async () => {
    const corrupt = { status: 503, body: { error: 'tenant_unavailable', message: TENANT_UNAVAILABLE_MESSAGES.corrupt } };
    expect(await call('broken', 'GET', '/content/public/races')).toEqual(corrupt);
    expect(await call('broken', 'POST', '/content/public/cheers', { name: 'Ann', emoji: '👏', message: 'Go!' })).toEqual(corrupt);
    expect(await call('broken', 'GET', '/content/public/settings')).toEqual(corrupt);
    expect(await call('newer', 'GET', '/content/public/races')).toEqual({ status: 503, body: { error: 'tenant_unavailable', message: TENANT_UNAVAILABLE_MESSAGES.newer_schema } });
    expect((await call('default', 'GET', '/content/public/races')).status).toBe(200);
    expect((await call('default', 'POST', '/content/public/cheers', { name: 'Ann', emoji: '👏', message: 'Go!' })).status).toBe(201);

    const log = await server.waitForLog(/tenant \\"newer\\" is unavailable/);
    expect(log.match(/tenant \\"broken\\" is unavailable \(corrupt\)/g)).toHaveLength(1);
    expect(log).toMatch(/"tenant":"broken","reason":"corrupt","detail":"The database [^"]*broken\/site.db is damaged \(quick_check: /);
  });

  it('is reported by /healthz, which stays 200 for the healthy tenants and says degraded', async () => {
    // A tenant is checked when it is first opened: open both, whatever ran before.
    expect((await call('broken', 'GET', '/content/public/races')).status).toBe(503);
    expect((await call('newer', 'GET', '/content/public/races')).status).toBe(503);
    const health = await call('default', 'GET', '/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({
      ok: true,
      degraded: true,
      tenants: 3,
      unavailableTenants: [
        { id: 'broken', reason: 'corrupt', since: expect.any(String) },
        { id: 'newer', reason: 'newer_schema', since: expect.any(String) },
      ],
    });
  });

  it('backup saves every healthy tenant, names the ones it could not, and exits non-zero', async () => {
    const out = path.join(tmp.dir, '..', `${path.basename(tmp.dir)}-backup`);
    try {
      const r = await runCliProcess(['backup', '--out', out, '--data', dataDir]);
      expect(r.code).toBe(1);
      expect(r.out).toContain('Backed up 1 tenant (default)');
      expect(r.out).toMatch(/Could not back up 2 tenants: "broken" \(.*\); "newer" \(.*newer version.*\)\. .* holds every other tenant/);
      expect(r.out).not.toContain('.partial-');
      const manifest = JSON.parse(fs.readFileSync(path.join(out, MANIFEST_FILE), 'utf8')) as { tenants: Array<{ id: string }> };
      expect(manifest.tenants.map((t) => t.id)).toEqual(['default']);
      expect(fs.readdirSync(path.join(out, 'tenants'))).toEqual(['default']);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('damage found after the tenant opened', () => {
  it('takes the tenant out of service at the first failing request: 503 from then on, reads and writes, and /healthz names it', async () => {
    const t = await createTestApp({ tenants: ['default', 'late'] });
    try {
      expect((await t.call({ method: 'GET', url: '/content/public/races', tenant: 'late' })).statusCode).toBe(200);
      // A one-page cache: the next request reads the overwritten pages from the disk, as it would
      // for pages not read since the open.
      await t.app.ctx.pool.with('late', (h) => h.raw.pragma('cache_size = 1'));
      const file = dataPaths(t.dataDir).databaseFile('late');
      const pages = Math.floor(fs.statSync(file).size / 4096);
      const fd = fs.openSync(file, 'r+');
      fs.writeSync(fd, Buffer.alloc((pages - 1) * 4096, 0xa5), 0, (pages - 1) * 4096, 4096);
      fs.closeSync(fd);

      const corrupt = { error: 'tenant_unavailable', message: TENANT_UNAVAILABLE_MESSAGES.corrupt };
      // The write reads the settings and the cheers' pages: the damage is found, nothing is acknowledged.
      const write = await t.call({ method: 'POST', url: '/content/public/cheers', tenant: 'late', payload: { name: 'Ann', emoji: '👏', message: 'Go!' } });
      expect([write.statusCode, write.json()]).toEqual([503, corrupt]);
      const read = await t.call({ method: 'GET', url: '/content/public/cheers', tenant: 'late' });
      expect([read.statusCode, read.json()]).toEqual([503, corrupt]);
      expect((await t.call({ method: 'GET', url: '/content/public/races', tenant: 'default' })).statusCode).toBe(200);
      expect((await t.call({ method: 'GET', url: '/healthz' })).json()).toMatchObject({ degraded: true, unavailableTenants: [{ id: 'late', reason: 'corrupt' }] });
    } finally {
      await t.close();
    }
  });
});
