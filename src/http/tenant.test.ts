import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTenant } from '../tenants/tenant-admin';
import { dataPaths } from '../tenants/tenant-store';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ tenants: ['default'] });
});
afterAll(() => t.close());

describe('tenant resolution', () => {
  it.each(['../default', 'UPPER/..', 'a b', '-leading', 'x'.repeat(64), '%2e%2e', 'default/../other'])('an invalid id %j is a 404 and touches nothing', async (id) => {
    const before = fs.readdirSync(dataPaths(t.dataDir).tenantsDir).sort();
    const res = await t.call({ method: 'GET', url: '/content/public/races', headers: { 'x-tenant-id': id } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'tenant_not_found', message: 'Unknown tenant.' });
    expect(fs.readdirSync(dataPaths(t.dataDir).tenantsDir).sort()).toEqual(before);
  });

  it('an unknown valid id is a 404 and creates no file', async () => {
    const res = await t.call({ method: 'GET', url: '/content/public/races', tenant: 'ghost' });
    expect(res.statusCode).toBe(404);
    expect(fs.existsSync(dataPaths(t.dataDir).tenantDir('ghost'))).toBe(false);
  });

  it('falls back to default without a header', async () => {
    expect((await t.call({ method: 'GET', url: '/content/public/races' })).statusCode).toBe(200);
  });

  it('serves a tenant added while running, and finds it by its host name', async () => {
    await createTenant(t.dataDir, 'late', ['late.example.org']);
    // The server rescans the tenant records at most once a second: move its clock past that.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 1_100);
      expect((await t.call({ method: 'GET', url: '/content/public/races', tenant: 'late' })).statusCode).toBe(200);
      const byHost = await t.call({ method: 'GET', url: '/content/public/races', headers: { host: 'late.example.org:8080' } });
      expect(byHost.statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});
