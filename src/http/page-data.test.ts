import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeTempDir, type TestApp } from '../test/test-app';

// A page's data file (src/http/spa.ts) belongs to the tenant whose page named it.
const pub = makeTempDir('athlete-public-');
let t: TestApp;

beforeAll(async () => {
  fs.writeFileSync(path.join(pub.dir, 'index.html'), '<!doctype html><html lang="en"><head><!--head-meta--><title>x</title><!--/head-meta--></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ tenants: ['default', 'other'], config: { publicDir: pub.dir } });
});
afterAll(async () => {
  await t?.close();
  pub.cleanup();
});

const get = (url: string, tenant: string) => t.call({ method: 'GET', url, tenant, headers: { accept: 'text/html' } });
const dataHref = (html: string) => /<link rel="preload" id="page-data" href="([^"]+)"/.exec(html)?.[1];

describe('page data files', () => {
  it('are served to the tenant whose page names them, and to no other', async () => {
    const page = await get('/', 'default');
    const href = dataHref(page.body);
    expect(href).toBeDefined();
    expect((await get(href!, 'default')).statusCode).toBe(200);
    const other = await get(href!, 'other');
    expect(other.statusCode).toBe(404);
    expect(other.json<{ error: string }>().error).toBe('not_found');
  });

  it('are still served when the page comes from the cache', async () => {
    // The first request opens the tenant's database; a page is kept from then on.
    await get('/', 'other');
    const first = dataHref((await get('/', 'other')).body)!;
    const again = dataHref((await get('/', 'other')).body)!;
    expect(again).toBe(first);
    expect((await get(again, 'other')).statusCode).toBe(200);
  });

  it('are never indexed: an unpublished site leaks nothing through them to a search engine', async () => {
    // A new site is unpublished; its pages say noindex, and so do their data files.
    const page = await get('/', 'default');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    const data = await get(dataHref(page.body)!, 'default');
    expect(data.statusCode).toBe(200);
    expect(data.headers['x-robots-tag']).toBe('noindex');
    const missing = await get('/_page-data/AAAAAAAAAAAAAAAAAAAAAA.json', 'default');
    expect(missing.headers['x-robots-tag']).toBe('noindex');
  });
});
