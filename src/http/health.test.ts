import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../tenants/tenant-admin';
import { createTestApp, type TestApp } from '../test/test-app';

// /healthz answers everyone (a load balancer needs no token), but what it says about the machine
// (the data folder's path, the ffmpeg build, the replica, the tenants' ids) is for the operator:
// a request from this machine, or a signed-in admin.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ tenants: ['default', 'kim-runs'] });
});
afterAll(() => t?.close());

const health = (opts: { remoteAddress?: string; headers?: Record<string, string>; token?: string; tenant?: string } = {}) =>
  t.call({ method: 'GET', url: '/healthz', ...opts });

const SUMMARY = ['degraded', 'latestMigration', 'ok', 'schemaVersion', 'tenants', 'version'];

describe('/healthz', () => {
  it('tells an anonymous visitor only that the server is up, its version and how many tenants it serves', async () => {
    const res = await health({ remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(SUMMARY);
    expect(res.json()).toMatchObject({ ok: true, degraded: false, tenants: 2 });
    for (const secret of [t.dataDir, 'ffmpeg', 'kim-runs', 'file://']) expect(res.body).not.toContain(secret);
  });

  it('gives the details to a request from this machine, and to a signed-in admin', async () => {
    const local = await health();
    expect(local.json()).toMatchObject({ ffmpeg: { source: expect.any(String) }, media: { kind: 'local', location: expect.stringContaining(t.dataDir) }, tenantSchemas: { 'kim-runs': expect.any(Number) } });
    const admin = await health({ remoteAddress: '203.0.113.9', tenant: 'default', token: await t.login('default') });
    expect(admin.json()).toMatchObject({ ffmpeg: expect.any(Object), media: { location: expect.stringContaining(t.dataDir) } });
  });

  it('keeps them from a request through a proxy on this machine, and from a token that does not check out', async () => {
    expect(Object.keys((await health({ headers: { 'x-forwarded-for': '203.0.113.9' } })).json()).sort()).toEqual(SUMMARY);
    expect(Object.keys((await health({ remoteAddress: '203.0.113.9', tenant: 'default', token: 'not-a-token' })).json()).sort()).toEqual(SUMMARY);
    // A token of one tenant is no token for another.
    expect(Object.keys((await health({ remoteAddress: '203.0.113.9', tenant: 'default', token: await t.login('kim-runs') })).json()).sort()).toEqual(SUMMARY);
  });

  it('answers polls as JSON written once, and says a change of the tenants at once', async () => {
    // A server of its own: this test adds a tenant.
    const own = await createTestApp({ tenants: ['default', 'kim-runs'] });
    try {
      const poll = (remoteAddress?: string) => own.call({ method: 'GET', url: '/healthz', remoteAddress });
      const first = await poll();
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect((await poll()).body).toBe(first.body);
      // A tenant opened since: its schema is the server's, said at once.
      await own.call({ method: 'GET', url: '/content/public/settings', tenant: 'kim-runs' });
      expect(own.app.ctx.pool.isOpen('kim-runs')).toBe(true);
      expect((await poll()).json().tenantSchemas['kim-runs']).toBe(first.json().schemaVersion);
      // A tenant added: counted as soon as the server serves it.
      await createTenant(own.dataDir, 'third');
      await expect.poll(async () => (await poll('203.0.113.9')).json().tenants, { timeout: 5000 }).toBe(3);
      expect(Object.keys((await poll()).json().tenantSchemas).sort()).toEqual(['default', 'kim-runs', 'third']);
    } finally {
      await own.close();
    }
  });
});
