import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATA_VERSION_RECHECK_MS } from '../db/database';
import { dataPaths } from '../tenants/tenant-store';
import { createTestApp, makeTempDir, type TestApp } from '../test/test-app';

// Rendered pages are kept until the tenant's data changes: these are the ways it changes.
const pub = makeTempDir('athlete-public-');
let t: TestApp;

beforeAll(async () => {
  fs.writeFileSync(path.join(pub.dir, 'index.html'), '<!doctype html><html lang="en"><head><!--head-meta--><title>x</title><!--/head-meta--></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ config: { publicDir: pub.dir } });
});
afterAll(async () => {
  await t?.close();
  pub.cleanup();
});

const page = (url = '/', tenant = 'default', headers: Record<string, string> = {}) => t.call({ method: 'GET', url, tenant, headers: { host: 'site.example.com', ...headers } });
const title = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];
const saveTitle = async (heroTitle: string, tenant = 'default') => {
  const res = await t.call({ method: 'PUT', url: '/content/admin/settings', tenant, token: await t.login(tenant), payload: { heroTitle } });
  expect(res.statusCode).toBe(200);
};

describe('page cache', () => {
  it('answers the same page with the same ETag, and 304 to a client that has it', async () => {
    await saveTitle('Mia Torres');
    const first = await page();
    const again = await page();
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    const notModified = await page('/', 'default', { 'if-none-match': String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('shows an admin write on the very next request', async () => {
    await page();
    await saveTitle('Mia Torres-Lee');
    expect(title((await page()).body)).toContain('Mia Torres-Lee');
    // And on another page of the same tenant.
    expect(title((await page('/courses')).body)).toContain('Mia Torres-Lee');
  });

  it('shows a write made by another process (the CLI) on the next request', async () => {
    await page();
    const raw = new Database(dataPaths(t.dataDir).databaseFile('default'));
    raw.prepare("update site_settings set hero_title = 'Written elsewhere'").run();
    raw.close();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + DATA_VERSION_RECHECK_MS);
      expect(title((await page()).body)).toContain('Written elsewhere');
    } finally {
      vi.useRealTimers();
    }
  });

  it('never answers one tenant with another tenant’s page', async () => {
    await saveTitle('Default runner');
    await saveTitle('Other runner', 'other');
    for (let i = 0; i < 2; i++) {
      expect(title((await page('/', 'default')).body)).toContain('Default runner');
      expect(title((await page('/', 'other')).body)).toContain('Other runner');
    }
    // Nor with its page's data file: the file of one tenant's page is not found for another.
    const href = /id="page-data" href="([^"]+)"/.exec((await page('/', 'default')).body)?.[1];
    expect(href).toMatch(/^\/_page-data\//);
    expect((await page(href!, 'default')).statusCode).toBe(200);
    expect((await page(href!, 'other')).statusCode).toBe(404);
  });

  it('keeps no 404 page', async () => {
    const missing = await page('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });

  it('keeps the first page after a start, whose render opened the tenant’s database', async () => {
    const fresh = await createTestApp({ tenants: ['default'], config: { publicDir: pub.dir } });
    try {
      expect(fresh.app.ctx.pool.tryAcquireOpen('default')).toBeUndefined();
      const get = () => fresh.call({ method: 'GET', url: '/', tenant: 'default', headers: { host: 'site.example.com' } });
      const first = await get();
      expect(first.statusCode).toBe(200);
      // The second request is the first one's bytes: its data file (named by the render's clock) too.
      const second = await get();
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBe(first.headers.etag);
    } finally {
      await fresh.close();
    }
  });

  it('renders a page once for the visitors who arrive together after a write', async () => {
    await page();
    await saveTitle('Mia Torres, together');
    const stored = vi.spyOn(t.app.ctx.publicCache, 'set');
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => page()));
      for (const a of answers) expect(a.statusCode).toBe(200);
      // One page kept (the JSON answers the render read are kept too: those have no compressed
      // bodies), its data file named by that render's clock, and every visitor got its bytes.
      expect(stored.mock.calls.filter(([, , entry]) => entry.encoded !== undefined)).toHaveLength(1);
      expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
      expect(title(answers[0]!.body)).toContain('Mia Torres, together');
    } finally {
      stored.mockRestore();
    }
  });
});
