import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeTempDir, type TestApp } from '../test/test-app';

// The memory a server keeps for its tenants is bounded in bytes (config `caches`), and a tenant
// idle a while gives it back: its database closes and its kept pages go; its next visitor notices nothing.
const pub = makeTempDir('athlete-public-');
let t: TestApp;
/** Room for a few answers and pages of an empty site, not for all of them. */
const PER_TENANT_MIB = 0.1;
/**
 * Real pages of an empty site, more than the budget holds: two (`/` and `/courses`) weighed 45 KB
 * with their answers, and 41 KB once the server's pages link only to parts with content, under half
 * the budget, so it was never reached.
 */
const PAGES = ['/', '/courses', '/support', '/contact', '/resume', '/prs'];

beforeAll(async () => {
  fs.writeFileSync(path.join(pub.dir, 'index.html'), '<!doctype html><html lang="en"><head><!--head-meta--><title>x</title><!--/head-meta--></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ tenants: ['default', 'other'], config: { publicDir: pub.dir, caches: { answersMiB: 0.15, answersPerTenantMiB: PER_TENANT_MIB, idleMinutes: 1 } } });
});
afterAll(async () => {
  await t?.close();
  pub.cleanup();
});

const page = (url: string, tenant = 'default') => t.call({ method: 'GET', url, tenant, headers: { host: 'site.example.com', 'accept-encoding': 'br' } });

describe('memory bounds', () => {
  it('keeps a tenant’s pages and answers within its byte budget however many are asked for', async () => {
    // Made-up race ids and query strings are not kept; real pages and answers are, up to the budget.
    for (let i = 0; i < 40; i++) {
      expect((await page(`/content/public/press?take=${i + 1}&page=1`)).statusCode).toBe(200);
      expect((await page(PAGES[i % PAGES.length]!)).statusCode).toBe(200);
      expect(t.app.ctx.publicCache.bytes('default')).toBeLessThanOrEqual(PER_TENANT_MIB * 1024 * 1024);
    }
    // Full: the budget was reached, and held.
    expect(t.app.ctx.publicCache.bytes('default')).toBeGreaterThan(PER_TENANT_MIB * 1024 * 1024 * 0.5);
    expect(t.app.ctx.publicCache.bytes()).toBeLessThanOrEqual(0.15 * 1024 * 1024);
  });

  it('closes an idle tenant’s database, drops its kept pages, and reopens it on its next request', async () => {
    const before = await page('/content/public/settings', 'other');
    expect(before.statusCode).toBe(200);
    await page('/', 'other');
    expect(t.app.ctx.pool.isOpen('other')).toBe(true);
    expect(t.app.ctx.publicCache.bytes('other')).toBeGreaterThan(0);
    // The sweep's cut-off, as its timer computes it once the tenant has been idle past `idleMinutes`.
    const busy = await t.app.ctx.pool.acquire('default');
    const closed = t.app.ctx.pool.closeIdle(Date.now() + 1);
    busy.release();
    expect(closed).toContain('other');
    // A database a request holds is never closed under it.
    expect(closed).not.toContain('default');
    expect(t.app.ctx.pool.isOpen('other')).toBe(false);
    expect(t.app.ctx.publicCache.bytes('other')).toBe(0);
    const after = await page('/content/public/settings', 'other');
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe(before.body);
    expect(t.app.ctx.pool.isOpen('other')).toBe(true);
    expect((await page('/', 'other')).statusCode).toBe(200);
  });
});
