import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { runDemo } from '../demo/demo';
import { setTenantHosts } from '../tenants/tenant-admin';
import { makeTempDir } from '../test/test-app';
import { DOCUMENT_HEADERS } from './document-headers';

// The server's own render of the public pages, read as a crawler or a link-preview bot reads them:
// one HTTP request, no JavaScript. The demo's data is read back through the public API, so the
// test says "what the API shows is in the HTML" rather than repeating the demo's texts.

const tmp = makeTempDir();
const pub = makeTempDir('athlete-public-');
let app: Awaited<ReturnType<typeof buildApp>>;
let admin: { email: string; password: string };
const HOST = 'owen.example.com';

beforeAll(async () => {
  fs.writeFileSync(path.join(pub.dir, 'index.html'), '<!doctype html><html lang="en"><head><!--head-meta--><title>x</title><!--/head-meta--></head><body><div id="root"></div></body></html>');
  const demo = await runDemo(tmp.dir, new Date(), { media: false });
  admin = demo.admin!;
  // The site's names: its pages' addresses are made from them (and 24 more for the test of many renders at once).
  setTenantHosts(tmp.dir, 'default', { add: [HOST, ...Array.from({ length: 24 }, (_, i) => `many-${i}.example.com`)] });
  app = await buildApp({ dataDir: tmp.dir, publicDir: pub.dir, logLevel: 'silent' });
});
afterAll(async () => {
  await app.close();
  tmp.cleanup();
  pub.cleanup();
});

const get = (url: string) => app.inject({ url, headers: { host: HOST } });
const api = async <T>(url: string): Promise<T> => (await get(url)).json<T>();
const decode = (s: string) => s.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const metaOf = (html: string, prop: string) => {
  const v = new RegExp(`<meta (?:property|name)="${prop.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];
  return v === undefined ? undefined : decode(v);
};
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
/** The visible text of some HTML (tags dropped, spaces folded). */
const textOf = (html: string) => decode(html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
/** The text of #root, as a reader without JavaScript gets it. */
const rootText = (html: string) => textOf(html.slice(html.indexOf('<div id="root">')).split('<script id="initial-settings"')[0]!);
/** The text of the dialog the page opens. */
const dialogText = (html: string) => textOf(/role="dialog"[\s\S]*$/.exec(html)?.[0] ?? '');

interface Pr {
  id: number;
  distance: string;
  timeStr: string;
  raceId?: number;
}
interface Race {
  id: number;
  title: string;
  timeStr: string;
}

describe('public pages without JavaScript', () => {
  it('/ holds the hero, profile, every PR mark, the next race, recent races and the coach note', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    const text = rootText(res.body);
    const settings = await api<{ heroTitle: string }>('/content/public/settings');
    expect(text).toContain(settings.heroTitle);
    expect(text).toContain('Athlete profile');
    const prs = await api<Pr[]>('/content/public/prs');
    expect(prs.length).toBeGreaterThan(0);
    for (const pr of prs) expect(text).toContain(`${pr.distance} in ${pr.timeStr}`);
    const [next] = await api<Array<{ title: string }>>('/content/public/upcoming?take=1');
    expect(text).toContain(next!.title);
    const races = await api<Race[]>('/content/public/races');
    for (const race of races.slice(0, 3)) expect(text).toContain(race.title);
    const [note] = await api<Array<{ author: string }>>('/content/public/coach-notes');
    expect(text).toContain(note!.author);
  });

  it('/ keeps the hidden copy of each marquee out of the Tab order, and marks the parts hydrated later', async () => {
    const html = (await get('/')).body;
    // The looping rows repeat their items in a copy hidden from screen readers: its controls must not
    // take the focus either, before the app runs (the far sections hydrate late) or without it.
    const copies = [...html.matchAll(/<ul class="marquee__group" role="list" aria-hidden="true">([\s\S]*?)<\/ul>/g)].map((m) => m[1]!);
    expect(copies.length).toBe(2);
    for (const copy of copies) {
      const controls = [...copy.matchAll(/<(button|a|input|select|textarea)\b[^>]*>/g)].map((m) => m[0]);
      expect(controls.length).toBeGreaterThan(0);
      for (const c of controls) expect(c).toMatch(/tabindex="-1"/);
    }
    // The groups of sections the app hydrates as they come near the screen (ui/components/HydrateNear.tsx).
    expect([...html.matchAll(/data-hydrate-near="([a-z]+)"/g)].map((m) => m[1])).toEqual(['records', 'training', 'support', 'coach']);
  });

  it('renders many pages at once, each with all its reads (they share the server’s connections to itself)', async () => {
    const prs = await api<Pr[]>('/content/public/prs');
    // 24 of the site's names: 24 renders of twelve reads each, more than the connections the server keeps to itself.
    const pages = await Promise.all(Array.from({ length: 24 }, (_, i) => app.inject({ url: '/', headers: { host: `many-${i}.example.com` } })));
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      const text = rootText(page.body);
      for (const pr of prs) expect(text).toContain(`${pr.distance} in ${pr.timeStr}`);
    }
  });

  it('names the answers it rendered with in a data file it preloads, and keeps the page headers and no inline code', async () => {
    const res = await get('/');
    expect(res.body).not.toContain('id="initial-data"');
    const href = /<link rel="preload" id="page-data" href="([^"]+)" as="fetch" crossorigin="anonymous">/.exec(res.body)?.[1];
    expect(href).toMatch(/^\/_page-data\/[A-Za-z0-9_-]{22}\.json$/);
    const file = await get(href!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const data = file.json<{ now: number; resources: Record<string, unknown> }>();
    expect(data.resources.prs).toEqual(await api('/content/public/prs'));
    expect(typeof data.now).toBe('number');
    // Compressed when asked, like the page.
    const br = await app.inject({ url: href!, headers: { host: HOST, 'accept-encoding': 'br' } });
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(file.body);
    // An unknown file is a JSON 404.
    const missing = await get('/_page-data/AAAAAAAAAAAAAAAAAAAAAA.json');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: string }>().error).toBe('not_found');
    // So is any other name under /_page-data/ (never the app's page), and the file asked for an unknown tenant
    // (src/http/page-cache.test.ts asks it for another tenant).
    for (const url of ['/_page-data/x.json', `${href!.slice(0, -5)}.txt`, '/_page-data/']) {
      const bad = await get(url);
      expect(bad.statusCode, url).toBe(404);
      expect(bad.headers['content-type'], url).toMatch(/^application\/json/);
    }
    const otherTenant = await app.inject({ url: href!, headers: { host: HOST, 'x-tenant-id': 'other' } });
    expect(otherTenant.statusCode).toBe(404);
    // The settings follow the page's HTML, so a browser paints the page before it reads them.
    expect(res.body.indexOf('id="initial-settings"')).toBeGreaterThan(res.body.indexOf('id="socials"'));
    expect(res.headers['content-security-policy']).toBe(DOCUMENT_HEADERS['content-security-policy']);
    // Every script element is data (JSON, JSON-LD): the CSP allows no inline code and needs none.
    const scripts = [...res.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.every((attrs) => /type="application\/(ld\+)?json"/.test(attrs!))).toBe(true);
    // No event handler attribute anywhere (script-src-attr 'none').
    expect(res.body).not.toMatch(/<[^>]+\son[a-z]+=/i);
  });

  it('is sent compressed to a client that accepts it (brotli first, then gzip), the same bytes once decoded', async () => {
    const plain = await get('/');
    const br = await app.inject({ url: '/', headers: { host: HOST, 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 4);
    const gz = await app.inject({ url: '/', headers: { host: HOST, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('renders the other public pages, and leaves the admin to the app', async () => {
    const races = await api<Race[]>('/content/public/races');
    expect(rootText((await get(`/courses/${races[0]!.id}`)).body)).toContain(races[0]!.timeStr);
    expect(rootText((await get('/prs')).body)).toContain('Personal');
    expect((await get('/admin')).body).not.toContain('id="page-data"');
  });
});

describe('item addresses', () => {
  /** Fetches a page's og:image and answers its size. */
  async function imageSize(html: string) {
    const image = metaOf(html, 'og:image')!;
    expect(image.startsWith(`http://${HOST}/`)).toBe(true);
    const res = await get(image.slice(`http://${HOST}`.length));
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    return [meta.width, meta.height];
  }

  it('each race and PR has its own title, description, og tags, 1200×630 card and open dialog', async () => {
    const prs = await api<Pr[]>('/content/public/prs');
    const races = await api<Race[]>('/content/public/races');
    const home = titleOf((await get('/')).body);
    const pages = [
      ...prs.map((pr) => ({ url: `/?open=pr-${pr.id}`, words: [pr.distance, pr.timeStr] })),
      ...races.map((race) => ({ url: `/?open=race-${race.id}`, words: [race.title, race.timeStr] })),
      { url: `/prs?open=pr-${prs[0]!.id}`, words: [prs[0]!.timeStr] },
    ];
    const titles = new Set<string>();
    for (const page of pages) {
      const html = (await get(page.url)).body;
      const title = titleOf(html);
      for (const w of page.words) expect(`${title} ${metaOf(html, 'description')}`).toContain(w);
      expect(title).not.toBe(home);
      expect(metaOf(html, 'og:title')).toBe(title);
      expect(metaOf(html, 'og:description')).toBe(metaOf(html, 'description'));
      expect(metaOf(html, 'og:url')).toBe(`http://${HOST}${page.url}`);
      expect(await imageSize(html)).toEqual([1200, 630]);
      // The dialog is in the HTML, with the item in it.
      expect(dialogText(html)).toContain(page.words[page.words.length - 1]);
      titles.add(title);
    }
    expect(titles.size).toBe(pages.length - 1);
  });

  it('each press article has its own title and description (its excerpt), the athlete\'s card and open dialog', async () => {
    const items = await api<Array<{ id: number; title: string; excerpt: string }>>('/content/public/press');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const html = (await get(`/?open=press-${item.id}`)).body;
      expect(titleOf(html)).toContain(item.title);
      expect(metaOf(html, 'og:title')).toBe(titleOf(html));
      expect(metaOf(html, 'description')).toBe(item.excerpt);
      expect(metaOf(html, 'og:description')).toBe(item.excerpt);
      expect(await imageSize(html)).toEqual([1200, 630]);
      expect(dialogText(html)).toContain(item.title);
    }
  });

  it('an unknown or malformed item is the home page, served from the home page kept in the cache', async () => {
    const home = await get('/');
    const missing = await get('/?open=race-999999');
    expect(missing.statusCode).toBe(200);
    expect(titleOf(missing.body)).toBe(titleOf(home.body));
    // The same page, not one rendered and kept for each made-up value.
    expect(missing.headers.etag).toBe(home.headers.etag);
    const odd = await get('/?open=%3Cscript%3E');
    expect(odd.statusCode).toBe(200);
    expect(odd.body).not.toContain('<script>');
    expect(odd.headers.etag).toBe(home.headers.etag);
  });
});

describe('the rendered page follows the data', () => {
  it('shows an admin write on the very next request', async () => {
    // A page is kept once its tenant's database is open: the first request of the file may open it.
    await get('/content/public/settings');
    const before = await get('/');
    expect((await get('/')).headers.etag).toBe(before.headers.etag);
    const login = await app.inject({ method: 'POST', url: '/auth/login', headers: { host: HOST }, payload: admin });
    const token = login.json<{ token: string }>().token;
    // The demo's first PR is held by its race: the race's new time is the PR's.
    const [pr] = await api<Pr[]>('/content/public/prs');
    const saved = await app.inject({ method: 'PUT', url: `/content/admin/races/${pr!.raceId}`, headers: { host: HOST, authorization: `Bearer ${token}` }, payload: { timeMs: 899_990 } });
    expect(saved.statusCode).toBe(200);
    const after = await get('/');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(rootText(after.body)).toContain(`${pr!.distance} in 14:59.99`);
    expect(rootText(after.body)).not.toContain(`${pr!.distance} in ${pr!.timeStr}`);
  });
});
