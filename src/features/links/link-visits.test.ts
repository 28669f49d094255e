import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDb } from '../../test/rows';
import { utcDay } from './links.mapper';
import { createTestApp, makeTempDir, type TestApp } from '../../test/test-app';

// A visit is counted where the page is served: every way a page can go out must count once, and
// nothing else may.
const pub = makeTempDir('athlete-public-');
let t: TestApp;
const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

beforeAll(async () => {
  fs.writeFileSync(path.join(pub.dir, 'index.html'), '<!doctype html><html lang="en"><head><!--head-meta--><title>x</title><!--/head-meta--></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ tenants: ['default', 'other', 'busy'], config: { publicDir: pub.dir } });
});
afterAll(async () => {
  await t?.close();
  pub.cleanup();
});

/** Makes a link directly in the tenant's database and answers its id. */
const makeLink = (code: string, tenant = 'default') => withDb(t, async (db) => (await db.insertInto('tracked_link').values({ code, label: code }).returning('id').executeTakeFirstOrThrow()).id, tenant);
/** The link's visits over every day (a run may cross midnight UTC), and every visit row of the tenant. */
const countOf = (id: number, tenant = 'default') =>
  t.app.ctx.pool.with(tenant, async (h) => (await h.db.selectFrom('tracked_link_visit').select('count').where('link_id', '=', id).execute()).reduce((n, r) => n + r.count, 0));
const visitRows = (tenant = 'default') => t.app.ctx.pool.with(tenant, (h) => h.db.selectFrom('tracked_link_visit').selectAll().execute());
/** The test app's port on loopback, listening from the first call on (tests may run in any order). */
const listening = async (): Promise<number> => {
  if (!t.app.server.listening) expect(await t.app.listen({ host: '127.0.0.1', port: 0 })).toContain('127.0.0.1');
  return (t.app.server.address() as AddressInfo).port;
};
const page = (url: string, headers: Record<string, string> = {}, tenant = 'default', remoteAddress?: string) => t.call({ method: 'GET', url, tenant, headers: { 'user-agent': BROWSER, accept: 'text/html', ...headers }, ...(remoteAddress ? { remoteAddress } : {}) });
/** A GET over a real connection from a loopback address of its own (127.0.0.0/8 all reach the server), answering the status. */
const fromAddress = (port: number, localAddress: string, url: string, headers: Record<string, string>) =>
  new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, localAddress, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });

describe('tracked link visits', () => {
  it('counts each page load through a link, cached, revalidated (304) or on another page', async () => {
    const id = await makeLink('stanford-xc');
    // The link was written behind the server's back: have its data version seen at once.
    await t.app.ctx.pool.with('default', (h) => h.dataVersion(true));
    // Four visitors (one address each): a visitor counts once a day, however many pages it loads.
    const first = await page('/?via=stanford-xc', {}, 'default', '198.51.100.1');
    expect(first.statusCode).toBe(200);
    // A visit leaves the page's cache alone: the same page, revalidated at once.
    const cached = await page('/?via=stanford-xc', {}, 'default', '198.51.100.2');
    expect(cached.statusCode).toBe(200);
    expect(cached.headers.etag).toBe(first.headers.etag);
    const reload = await page('/?via=stanford-xc', { 'if-none-match': String(cached.headers.etag) }, 'default', '198.51.100.3');
    const loads = 3;
    expect(reload.statusCode).toBe(304);
    expect((await page('/courses?via=Stanford-XC', {}, 'default', '198.51.100.4')).statusCode).toBe(200);
    expect(await countOf(id)).toBe(loads + 1);
    expect((await visitRows()).filter((r) => r.link_id === id).map((r) => r.day)).toContain(utcDay(new Date()));
    // The page never sets a cookie for it.
    expect(first.headers['set-cookie']).toBeUndefined();
  });

  it('ignores unknown and malformed codes: the page answers as usual and no row is written', async () => {
    const before = await visitRows();
    for (const url of ['/?via=nobody-here', '/?via=', '/?via=%E0%A4%A', `/?via=${'x'.repeat(200)}`, '/?via=a;drop']) {
      expect((await page(url)).statusCode, url).toBe(200);
    }
    expect(await visitRows()).toEqual(before);
  });

  it('does not count bots, link previews, prefetches, HEAD, embedded fetches, API paths or missing pages', async () => {
    const id = await makeLink('bots-xc');
    await page('/?via=bots-xc', { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' });
    await page('/?via=bots-xc', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await page('/?via=bots-xc', { 'user-agent': '' });
    await page('/?via=bots-xc', { 'sec-purpose': 'prefetch' });
    await page('/?via=bots-xc', { 'sec-fetch-dest': 'image' });
    await t.call({ method: 'HEAD', url: '/?via=bots-xc', tenant: 'default', headers: { 'user-agent': BROWSER } });
    await page('/content/public/races?via=bots-xc');
    expect((await page('/no/such/page?via=bots-xc')).statusCode).toBe(404);
    expect(await countOf(id)).toBe(0);
    await page('/?via=bots-xc', { 'sec-fetch-dest': 'document' });
    expect(await countOf(id)).toBe(1);
  });

  it('counts in the tenant whose site was opened, and only for its own links', async () => {
    const mine = await makeLink('own-code', 'other');
    await page('/?via=own-code');
    expect(await visitRows('other')).toEqual([]);
    await page('/?via=own-code', {}, 'other');
    expect(await countOf(mine, 'other')).toBe(1);
  });

  it('counts exactly under 200 concurrent page loads over real connections', async () => {
    const id = await makeLink('rush-xc', 'busy');
    const port = await listening();
    const N = 200;
    // 200 visitors, each from a loopback address of its own.
    const statuses = await Promise.all(
      Array.from({ length: N }, (_, i) => fromAddress(port, `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`, '/?via=rush-xc', { 'x-tenant-id': 'busy', 'user-agent': BROWSER, accept: 'text/html' })),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(N);
    expect(await countOf(id, 'busy')).toBe(N);
  });

  it('leaves the cached pages and answers in place: a visit is not a change of the site, a real write still is', async () => {
    await makeLink('cache-xc');
    const port = await listening();
    const version = () => t.app.ctx.pool.with('default', (h) => h.dataVersion(true));
    const races = async () => {
      const r = await fetch(`http://127.0.0.1:${port}/content/public/races`, { headers: { 'x-tenant-id': 'default' } });
      await r.text();
      expect(r.status).toBe(200);
    };
    // The link was written behind the server's back: have its data version seen at once.
    await version();
    await races();
    await races();
    const before = await version();
    for (let i = 0; i < 5; i++) expect((await page('/?via=cache-xc')).statusCode).toBe(200);
    expect(await version()).toBe(before);
    // The answer kept before the visits is still current: the fast answers replay it.
    const served = t.app.fastAnswers.served;
    await races();
    expect(t.app.fastAnswers.served).toBe(served + 1);
    // Any other write of this connection still moves the version (and so renews the answers).
    await withDb(t, (db) => db.insertInto('cheer').values({ name: 'Fan', emoji: '🔥', message: 'Go!', approved: 1 }).execute());
    expect(await version()).not.toBe(before);
    await races();
    expect(t.app.fastAnswers.served).toBe(served + 1);
  });

  it('counts one visit per visitor (address and browser) per link and day, whatever it reloads', async () => {
    const id = await makeLink('repeat-xc');
    const other = await makeLink('other-xc');
    for (let i = 0; i < 100; i++) expect((await page('/?via=repeat-xc', {}, 'default', '203.0.113.7')).statusCode).toBe(200);
    expect(await countOf(id)).toBe(1);
    // Another browser at that address, the same browser at another, or another link: new visits.
    await page('/?via=repeat-xc', { 'user-agent': `${BROWSER} Edg/131.0` }, 'default', '203.0.113.7');
    await page('/?via=repeat-xc', {}, 'default', '203.0.113.8');
    await page('/?via=other-xc', {}, 'default', '203.0.113.7');
    expect(await countOf(id)).toBe(3);
    expect(await countOf(other)).toBe(1);
    // One IPv6 /64 is one address (a home or a phone holds a whole /64).
    await page('/?via=other-xc', {}, 'default', '2001:db8:1:2::1');
    await page('/?via=other-xc', {}, 'default', '2001:db8:1:2:ffff:eeee:dddd:cccc');
    expect(await countOf(other)).toBe(2);
  });

  it('counts at most 10 new visitors an hour from one address to one site: a changing user agent does not inflate the count', async () => {
    const id = await makeLink('inflate-xc');
    for (let i = 0; i < 50; i++) expect((await page('/?via=inflate-xc', { 'user-agent': `${BROWSER} build/${i}` }, 'default', '192.0.2.50')).statusCode).toBe(200);
    expect(await countOf(id)).toBe(10);
    // The limit is the address's alone: another address still counts.
    await page('/?via=inflate-xc', {}, 'default', '192.0.2.51');
    expect(await countOf(id)).toBe(11);
  });
});
