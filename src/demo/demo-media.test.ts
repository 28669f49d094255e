import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { mediaRoot, relativeOfMediaUrl } from '../media/paths';
import { setTenantHosts } from '../tenants/tenant-admin';
import { makeTempDir } from '../test/test-app';
import { runDemo, type DemoResult } from './demo';

// The demo's pictures and hero clip, drawn by the program and stored like uploads.

const tmp = makeTempDir('athlete-demo-media-');
const pub = makeTempDir('athlete-demo-public-');
let app: FastifyInstance;
let first: DemoResult;

beforeAll(async () => {
  first = await runDemo(tmp.dir, new Date('2026-11-20T12:00:00Z'));
  // Printed, not asserted: the budget is 10 s on the project's two-core machine, and a loaded test
  // runner must not fail on timing.
  console.log(`demo media: ${first.media?.images} pictures, video ${first.media?.video}, ${first.media?.ms} ms`);
  fs.writeFileSync(path.join(pub.dir, 'index.html'), '<!doctype html><html lang="en"><head><!--head-meta--><title>x</title><!--/head-meta--></head><body><div id="root"></div></body></html>');
  // The site's name: its page preview's address is made from it.
  setTenantHosts(tmp.dir, 'default', { add: ['owen.example.com'] });
  app = await buildApp({ dataDir: tmp.dir, logLevel: 'silent', publicDir: pub.dir });
}, 180_000);
afterAll(async () => {
  await app.close();
  tmp.cleanup();
  pub.cleanup();
});

const get = async (url: string) => (await app.inject({ url })).json();
const root = () => mediaRoot(tmp.dir, 'default');
/** The file behind a `/media/…` URL. */
const fileOf = (url: string) => path.join(root(), relativeOfMediaUrl(url) ?? '(not a media url)');

describe('demo pictures and hero clip', () => {
  it('gives every published race, press item, team member and coach a stored picture', async () => {
    const races = await get('/content/public/races');
    expect(races.length).toBeGreaterThanOrEqual(5);
    for (const r of races) expect(r.photoUrl, r.title).toMatch(/^\/media\/img\/[0-9a-f]+-(orig\.jpg|master\.jpg)$/);
    for (const p of await get('/content/public/press')) expect(p.thumb_url).toMatch(/^\/media\/img\//);
    for (const m of await get('/content/public/team-members')) expect(m.portraitUrl).toMatch(/^\/media\/img\//);
    const urls = [...races.map((r: { photoUrl: string }) => r.photoUrl), ...(await get('/content/public/team-members')).map((m: { portraitUrl: string }) => m.portraitUrl)];
    for (const url of urls) expect(fs.existsSync(fileOf(url)), url).toBe(true);
  });

  it('stores each picture with its WebP and AVIF variants and no metadata', async () => {
    const rows = await app.ctx.pool.with('default', (h) => h.db.selectFrom('media_asset').selectAll().where('kind', '=', 'image').execute());
    expect(rows.length).toBe(first.media?.images);
    for (const row of rows) {
      const files = JSON.parse(row.files) as string[];
      expect(files.filter((f) => f.endsWith('.webp'))).toHaveLength(3);
      expect(files.filter((f) => f.endsWith('.avif'))).toHaveLength(3);
      expect(files.every((f) => f.startsWith(`img/${row.sha256!.slice(0, 16)}`)), row.label ?? '').toBe(true);
      for (const f of files) {
        const meta = await sharp(path.join(root(), f)).metadata();
        expect([meta.exif, meta.xmp, meta.iptc], f).toEqual([undefined, undefined, undefined]);
      }
    }
  });

  it('sets a generated hero clip and its poster, without metadata', async () => {
    const s = await get('/content/public/settings');
    expect(first.media?.video).toBe(true);
    expect(s.heroVideoUrl).toMatch(/^\/media\/video\/[0-9a-f]+\.mp4$/);
    expect(s.heroVideoPosterUrl).toMatch(/^\/media\/video\/[0-9a-f]+-poster\.webp$/);
    const poster = await sharp(fileOf(s.heroVideoPosterUrl)).metadata();
    expect([poster.width, poster.height, poster.exif]).toEqual([1280, 720, undefined]);
    const mp4 = fs.statSync(fileOf(s.heroVideoUrl)).size;
    // A few seconds of flat art: small enough for a phone on a slow connection.
    expect(mp4).toBeLessThan(1_500_000);
    const res = await app.inject({ url: s.heroVideoUrl, headers: { range: 'bytes=0-99' } });
    expect(res.statusCode).toBe(206);
  });

  it('publishes the demo, whose page preview is its share card', async () => {
    const res = await app.inject({ url: '/', headers: { host: 'owen.example.com' } });
    expect(res.headers['x-robots-tag']).toBeUndefined();
    expect(res.body).toMatch(/<meta property="og:image" content="http:\/\/owen\.example\.com\/share\/home-[0-9a-f]+\.jpg">/);
  });

  it('draws nothing again when run a second time', async () => {
    const again = await runDemo(tmp.dir, new Date('2026-11-21T12:00:00Z'));
    expect(again.media).toBeUndefined();
    const n = await app.ctx.pool.with('default', (h) => h.db.selectFrom('media_asset').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow());
    expect(Number(n.n)).toBe(first.media!.images + 1);
  });
});
