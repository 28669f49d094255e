import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTenant, removeTenant, setTenantHosts } from './tenant-admin';

// A running server follows what the command line does to the tenants (another process, so only
// the files on disk tell): host names given and taken back, a tenant removed, a tenant removed and
// created again under the same id. Real HTTP on loopback, so the fast answers are in the way too.

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ tenants: ['default', 'alice'] });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t.close());

/** The public settings as answered for a host name (or `x-tenant-id`): over node:http, which sends the Host given (fetch would not). */
function settingsFor(headers: Record<string, string>): Promise<{ status: number; body: { tenantId?: string; heroTitle?: string; error?: string } }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}/content/public/settings`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }));
      })
      .on('error', reject);
  });
}

/** The tenant that answers a public read for a host name (or `x-tenant-id`), or the status and error code. */
async function answeredBy(headers: Record<string, string>): Promise<string> {
  const { status, body } = await settingsFor(headers);
  return body.tenantId ?? `${status} ${body.error}`;
}

/** Waits for the server to see the change on disk (it looks every second). */
const settles = (read: () => Promise<string>, expected: string) => expect.poll(read, { timeout: 5000, interval: 50 }).toBe(expected);

describe('a running server and the tenants on disk', () => {
  it('follows host names given to a tenant and taken back, the fast answers too', async () => {
    setTenantHosts(t.dataDir, 'alice', { add: ['alice.test'] });
    await settles(() => answeredBy({ host: 'alice.test' }), 'alice');
    // Answered twice: the second from the fast answers.
    expect(await answeredBy({ host: 'alice.test' })).toBe('alice');
    setTenantHosts(t.dataDir, 'alice', { add: ['alice.run'], remove: ['alice.test'] });
    await settles(() => answeredBy({ host: 'alice.test' }), 'default');
    expect(await answeredBy({ host: 'alice.run' })).toBe('alice');
  });

  it('stops serving a removed tenant, and serves one created again under its id from its new database', async () => {
    await createTenant(t.dataDir, 'bob', ['bob.test']);
    await settles(() => answeredBy({ host: 'bob.test' }), 'bob');
    // Something only the first bob has.
    await t.app.ctx.pool.with('bob', (h) => h.db.updateTable('site_settings').set({ hero_title: 'The first Bob' }).execute());
    t.app.ctx.publicCache.bump('bob');
    const title = async () => (await settingsFor({ host: 'bob.test' })).body.heroTitle;
    expect(await title()).toBe('The first Bob');
    removeTenant(t.dataDir, 'bob');
    await settles(() => answeredBy({ 'x-tenant-id': 'bob' }), '404 tenant_not_found');
    expect(await answeredBy({ host: 'bob.test' })).toBe('default');
    expect(t.app.ctx.pool.isOpen('bob')).toBe(false);
    await createTenant(t.dataDir, 'bob', ['bob.test']);
    await settles(() => answeredBy({ host: 'bob.test' }), 'bob');
    expect(await title()).not.toBe('The first Bob');
  });
});
