import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeTempDir, type TestApp } from '../../test/test-app';
import { SEO_MESSAGES } from './seo.routes';

// A new site stays out of search engines until the family publishes it; each tenant on its own.
const pub = makeTempDir('athlete-seo-public-');
let t: TestApp;

beforeAll(async () => {
  fs.writeFileSync(path.join(pub.dir, 'index.html'), '<!doctype html><html lang="en"><head><!--head-meta--><title>x</title><!--/head-meta--></head><body><div id="root"></div></body></html>');
  // Each site's name: robots.txt and the sitemap name the site's address, made from it.
  t = await createTestApp({ tenants: ['fresh', 'live', 'other'], hosts: { fresh: ['fresh.example.com'], live: ['live.example.com'], other: ['other.example.com'] }, config: { publicDir: pub.dir } });
  await setPublished('live', true);
});
afterAll(async () => {
  await t?.close();
  pub.cleanup();
});

const get = (url: string, tenant: string) => t.call({ method: 'GET', url, tenant, headers: { host: `${tenant}.example.com` } });
async function setPublished(tenant: string, published: boolean): Promise<void> {
  const res = await t.call({ method: 'PUT', url: '/content/admin/settings', tenant, token: await t.login(tenant), payload: { published } });
  expect(res.statusCode).toBe(200);
  expect(res.json().published).toBe(published);
}
const robotsMeta = (html: string) => /<meta name="robots" content="([^"]*)">/.exec(html)?.[1];

describe('before the site is published', () => {
  it('answers every page noindex, in the header and the HTML', async () => {
    for (const url of ['/', '/courses', '/prs']) {
      const res = await get(url, 'fresh');
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(robotsMeta(res.body), url).toBe('noindex, nofollow');
    }
  });

  it('asks every crawler to stay away and has no sitemap', async () => {
    const robots = await get('/robots.txt', 'fresh');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toMatch(/^User-agent: \*\nDisallow: \/$/m);
    expect(robots.body).not.toContain('Sitemap:');
    const sitemap = await get('/sitemap.xml', 'fresh');
    expect(sitemap.statusCode).toBe(404);
    expect(sitemap.json()).toEqual({ error: 'not_published', message: SEO_MESSAGES.notPublished });
  });

  it('says so in the public settings, for the UI', async () => {
    expect((await get('/content/public/settings', 'fresh')).json().published).toBe(false);
  });
});

describe('once published', () => {
  it('drops noindex from the public pages at once (the cached page is replaced), keeps it on the admin and a coach link', async () => {
    await setPublished('other', false);
    const before = await get('/', 'other');
    expect(before.headers['x-robots-tag']).toBe('noindex, nofollow');
    await setPublished('other', true);
    const after = await get('/', 'other');
    expect(after.headers['x-robots-tag']).toBeUndefined();
    expect(robotsMeta(after.body)).toBeUndefined();
    for (const url of ['/admin', '/admin/courses', '/coach/invite/abc']) {
      const res = await get(url, 'other');
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(robotsMeta(res.body), url).toBe('noindex, nofollow');
    }
    // And back: unpublishing hides it again right away.
    await setPublished('other', false);
    expect((await get('/', 'other')).headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('lets crawlers in except on private paths, and names the sitemap at the request’s own address', async () => {
    const robots = (await get('/robots.txt', 'live')).body;
    expect(robots).not.toMatch(/^Disallow: \/$/m);
    for (const p of ['/admin', '/coach/invite/', '/content/admin/']) expect(robots).toContain(`Disallow: ${p}`);
    expect(robots).toContain('Sitemap: http://live.example.com/sitemap.xml');
  });

  it('lists the home page, the sections with content and every published race, not a draft', async () => {
    const token = await t.login('live');
    const race = (payload: object) => t.call({ method: 'POST', url: '/content/admin/races', tenant: 'live', token, payload: { title: 'County Champs', distance: '5K XC', date: '2026-10-10', place: 'Hill Park', timeMs: 962_000, ...payload } });
    const created = [await race({}), await race({ title: 'Draft race', published: false })];
    expect(created.map((r) => r.statusCode)).toEqual([201, 201]);
    const [shown, draft] = created.map((r) => r.json());
    const res = await get('/sitemap.xml', 'live');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('http://live.example.com/');
    expect(locs).toContain('http://live.example.com/courses');
    expect(locs).toContain(`http://live.example.com/courses/${shown.id}`);
    expect(locs).not.toContain(`http://live.example.com/courses/${draft.id}`);
    // No PR, team or socials yet: those pages are left out.
    expect(locs).not.toContain('http://live.example.com/team');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('keeps each tenant to its own switch', async () => {
    expect((await get('/', 'live')).headers['x-robots-tag']).toBeUndefined();
    expect((await get('/', 'fresh')).headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await get('/sitemap.xml', 'fresh')).statusCode).toBe(404);
  });
});

describe('the API', () => {
  it('answers noindex: its JSON is data for the pages, never a search result', async () => {
    const res = await get('/content/public/races', 'live');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
  });

  it('refuses a published value that is not a boolean, changing nothing', async () => {
    const res = await t.call({ method: 'PUT', url: '/content/admin/settings', tenant: 'live', token: await t.login('live'), payload: { published: 'yes' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toMatchObject({ path: 'published', message: 'Published must be true or false.' });
    expect((await get('/content/public/settings', 'live')).json().published).toBe(true);
  });
});
