import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg } from '../../test/media-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { decodeHtml, extractArticlePreview, toIsoDay } from './press-import.extract';
import { PRESS_IMPORT_MESSAGES } from './press-import.routes';

// Pages are served by a test server on 127.0.0.1 and imported through the test-only loopback
// allowance; no request ever leaves this machine.

const OG_PAGE = `<!doctype html><html><head>
  <meta charset="utf-8"><title>Site title | Daily</title>
  <meta property="og:title" content="Freshman Runs 15:38 at State &amp; Wins">
  <meta property="og:site_name" content="Valley Daily">
  <meta property="og:description" content="A breakthrough race at Hillcrest Park.">
  <meta property="og:image" content="/img/photo.jpg">
  <meta property="og:url" content="/sports/state-xc">
  <meta property="article:published_time" content="2026-11-08T18:30:00Z">
  <meta name="description" content="Not this one.">
</head><body><p>Body text that should not be the excerpt because OG gives one.</p></body></html>`;

const META_PAGE = `<html><head><title>Relay record falls</title>
  <meta name="description" content="The 4x800 team broke a 20-year-old record.">
  <meta name="twitter:image" content="https://cdn.example.org/relay.jpg">
  <script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"NewsArticle","headline":"Relay record falls at Metro","datePublished":"2026-05-02T09:00:00-07:00","publisher":{"@type":"Organization","name":"Metro Sports"}}]}</script>
</head><body><h1>Ignored</h1></body></html>`;

const BARE_PAGE = `<html><head><title>  Cross-country:   a season recap </title></head><body>
  <header><p>Subscribe to our newsletter and never miss a story from the region again today.</p></header>
  <nav><p>Home · Sports · Schools · Contact us and more links that are not the article</p></nav>
  <article><p>Short.</p><p>The team closed its season with a third place at the regional championship, led by a freshman.</p>
  <time datetime="2026-10-30">Oct 30</time></article></body></html>`;

let t: TestApp;
let token: string;
let server: http.Server;
let base: string;
let hits: string[] = [];
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false, allowLoopbackFetch: true } });
  token = await t.login();
  photo = await makeJpeg({ width: 1200, height: 630, gps: true });
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    const html = (body: string, type = 'text/html; charset=utf-8') => res.writeHead(200, { 'content-type': type }).end(body);
    if (req.url === '/og') return html(OG_PAGE);
    if (req.url === '/meta') return html(META_PAGE);
    if (req.url === '/bare') return html(BARE_PAGE);
    if (req.url === '/latin1') return res.writeHead(200, { 'content-type': 'text/html' }).end(Buffer.from('<html><head><meta charset="windows-1252"><title>Caf\xe9 run \x96 5K</title></head></html>', 'latin1'));
    if (req.url === '/notitle') return html('<html><body><div>nothing here</div></body></html>');
    if (req.url === '/json') return html('{"title":"x"}', 'application/json');
    if (req.url === '/moved') return res.writeHead(301, { location: '/og' }).end();
    if (req.url === '/img/photo.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await t.close();
});

const importUrl = (payload: object, as = token) => t.call({ method: 'POST', url: '/content/admin/press/import-url', token: as, payload });
const pressCount = async () => Number((await t.app.ctx.pool.with('default', (h) => h.db.selectFrom('press').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow())).n);

describe('extractArticlePreview', () => {
  it('prefers Open Graph', () => {
    expect(extractArticlePreview(OG_PAGE, 'https://news.example/x?utm=1')).toEqual({
      url: 'https://news.example/sports/state-xc',
      title: 'Freshman Runs 15:38 at State & Wins',
      source: 'Valley Daily',
      date: '2026-11-08',
      excerpt: 'A breakthrough race at Hillcrest Park.',
      thumb_url: 'https://news.example/img/photo.jpg',
    });
  });

  it('falls back to standard meta and JSON-LD', () => {
    expect(extractArticlePreview(META_PAGE, 'https://www.metro.example/relay')).toEqual({
      url: 'https://www.metro.example/relay',
      title: 'Relay record falls at Metro',
      source: 'Metro Sports',
      date: '2026-05-02',
      excerpt: 'The 4x800 team broke a 20-year-old record.',
      thumb_url: 'https://cdn.example.org/relay.jpg',
    });
  });

  it('falls back to the page: <title>, the first real paragraph of the article, <time>, the host', () => {
    expect(extractArticlePreview(BARE_PAGE, 'https://www.paper.example/a')).toEqual({
      url: 'https://www.paper.example/a',
      title: 'Cross-country: a season recap',
      source: 'paper.example',
      date: '2026-10-30',
      excerpt: 'The team closed its season with a third place at the regional championship, led by a freshman.',
      thumb_url: '',
    });
  });

  it('never takes a non-http thumbnail or page URL', () => {
    const p = extractArticlePreview('<meta property="og:title" content="T"><meta property="og:image" content="javascript:alert(1)"><meta property="og:url" content="data:text/html,x">', 'https://a.example/');
    expect(p.thumb_url).toBe('');
    expect(p.url).toBe('https://a.example/');
  });

  it('reads dates and charsets', () => {
    expect(toIsoDay('Sat, 08 Nov 2026 10:00:00 GMT')).toBe('2026-11-08');
    expect(toIsoDay('2026-02-30')).toBe('');
    expect(toIsoDay('someday')).toBe('');
    expect(decodeHtml(Buffer.from('<meta charset="windows-1252"><title>Caf\xe9</title>', 'latin1'))).toContain('Café');
  });
});

describe('POST /content/admin/press/import-url', () => {
  it('previews without saving', async () => {
    const before = await pressCount();
    const res = await importUrl({ url: `${base}/og` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      preview: { url: `${base}/sports/state-xc`, title: 'Freshman Runs 15:38 at State & Wins', source: 'Valley Daily', date: '2026-11-08', excerpt: 'A breakthrough race at Hillcrest Park.', thumb_url: `${base}/img/photo.jpg` },
      saved: false,
    });
    expect(await pressCount()).toBe(before);
  });

  it('saves the article with its thumbnail stored as local media (metadata stripped), once', async () => {
    const res = await importUrl({ url: `${base}/moved`, save: true });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.saved).toBe(true);
    expect(body.item).toMatchObject({ title: 'Freshman Runs 15:38 at State & Wins', source: 'Valley Daily', date: '2026-11-08', url: `${base}/sports/state-xc`, approved: true });
    expect(body.item.thumb_url).toMatch(/^\/media\/img\/[a-f0-9]{24}-md\.webp$/);
    const stored = path.join(t.dataDir, 'tenants', 'default', 'media', body.item.thumb_url.replace('/media/', ''));
    expect((await sharp(fs.readFileSync(stored)).metadata()).exif).toBeUndefined();
    const list = (await t.call({ method: 'GET', url: '/content/public/press' })).json();
    expect(JSON.stringify(list)).toContain(body.item.thumb_url);

    // The same article again: not saved twice.
    const before = await pressCount();
    const again = (await importUrl({ url: `${base}/og`, save: true })).json();
    expect(again.saved).toBe(false);
    expect(again.item.id).toBe(body.item.id);
    expect(await pressCount()).toBe(before);
  });

  it('decodes a page in its declared charset', async () => {
    expect((await importUrl({ url: `${base}/latin1` })).json().preview.title).toBe('Café run – 5K');
  });

  it.each(['', 'not a url', 'ftp://news.example/a', 'javascript:alert(1)', 'file:///etc/passwd', '/relative/path'])('refuses %j with its message', async (url) => {
    const res = await importUrl({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PRESS_IMPORT_MESSAGES.url);
  });

  it.each([
    ['no title', '/notitle'],
    ['not HTML', '/json'],
    ['a missing page', '/missing'],
  ])('answers 422 for %s', async (_name, p) => {
    const res = await importUrl({ url: `${base}${p}`, save: true });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: 'no_preview', message: PRESS_IMPORT_MESSAGES.noPreview });
  });

  it('refuses loopback without the test allowance, before any request', async () => {
    const strict = await createTestApp({ tenants: ['default'] });
    try {
      hits = [];
      const res = await strict.call({ method: 'POST', url: '/content/admin/press/import-url', token: await strict.login(), payload: { url: `${base}/og`, save: true } });
      expect(res.statusCode).toBe(422);
      expect(hits).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it('needs an admin', async () => {
    expect((await t.call({ method: 'POST', url: '/content/admin/press/import-url', payload: { url: `${base}/og` } })).statusCode).toBe(401);
  });
});
