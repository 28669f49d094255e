import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { runDemo } from '../../demo/demo';
import { setTenantHosts } from '../../tenants/tenant-admin';
import { makeTempDir } from '../../test/test-app';
import { mediaRoot } from '../../media/paths';
import { clipText, renderShareCardSvg, shareCardHash } from './share-card';
import { ensureShareCard } from './share-card.source';

const tmp = makeTempDir();
const pub = makeTempDir('athlete-public-');
let app: Awaited<ReturnType<typeof buildApp>>;
let admin: { email: string; password: string };
const HOST = 'owen.example.com';

beforeAll(async () => {
  fs.writeFileSync(path.join(pub.dir, 'index.html'), '<!doctype html><html lang="en"><head><!--head-meta--><title>x</title><!--/head-meta--></head><body><div id="root"></div></body></html>');
  const demo = await runDemo(tmp.dir, new Date('2026-11-20T12:00:00Z'));
  admin = demo.admin!;
  // The site's name: the cards print it, and the pages' addresses are made from it.
  setTenantHosts(tmp.dir, 'default', { add: [HOST] });
  app = await buildApp({ dataDir: tmp.dir, publicDir: pub.dir, logLevel: 'silent' });
});
afterAll(async () => {
  await app.close();
  tmp.cleanup();
  pub.cleanup();
});

const get = (url: string) => app.inject({ url, headers: { host: HOST } });
const metaOf = (html: string, prop: string) => new RegExp(`<meta (?:property|name)="${prop.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];

/** The og:image of a page, fetched: its status, type and pixel size. */
async function cardOfPage(page: string) {
  const html = (await get(page)).body;
  const image = metaOf(html, 'og:image')!;
  expect(image).toMatch(new RegExp(`^http://${HOST}/share/(home|race-\\d+)-[0-9a-f]{20}\\.jpg$`));
  expect(metaOf(html, 'twitter:image')).toBe(image);
  expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
  expect([metaOf(html, 'og:image:width'), metaOf(html, 'og:image:height')]).toEqual(['1200', '630']);
  const res = await get(new URL(image).pathname);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const { width, height, format } = await sharp(res.rawPayload).metadata();
  return { image, width, height, format, bytes: res.rawPayload };
}

describe('share cards', () => {
  it('gives the home page and every race a 1200×630 card of its own', async () => {
    const home = await cardOfPage('/');
    expect(home).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
    const races = (await get('/content/public/races')).json() as Array<{ id: number; photoUrl?: string }>;
    const withPhoto = races.find((r) => r.photoUrl) ?? races[0]!;
    const race = await cardOfPage(`/courses/${withPhoto.id}`);
    expect(race).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
    expect(race.image).toContain(`/share/race-${withPhoto.id}-`);
  });

  it('renames the card when its content changes, and sends an old name to the new card', async () => {
    const before = await cardOfPage('/');
    const login = await app.inject({ method: 'POST', url: '/auth/login', headers: { host: HOST }, payload: admin });
    const token = (login.json() as { token: string }).token;
    const put = await app.inject({ method: 'PUT', url: '/content/admin/settings', headers: { host: HOST, authorization: `Bearer ${token}` }, payload: { heroTitle: 'Owen <Hartley> & Co' } });
    expect(put.statusCode).toBe(200);
    const after = await cardOfPage('/');
    expect(after.image).not.toBe(before.image);
    expect(after).toMatchObject({ width: 1200, height: 630 });
    const stale = await get(`/share/home-${'0'.repeat(20)}.jpg`);
    expect(stale.statusCode).toBe(302);
    expect(stale.headers.location).toMatch(/^\/share\/home-[0-9a-f]{20}\.jpg$/);
    expect((await get(`/share/race-999999-${'0'.repeat(20)}.jpg`)).statusCode).toBe(404);
    expect((await get('/share/../../etc/passwd')).statusCode).not.toBe(200);
  });

  it('draws the race photo under the text when the race has one', async () => {
    const root = mediaRoot(tmp.dir, 'default');
    fs.mkdirSync(path.join(root, 'img'), { recursive: true });
    await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#d97706' } }).jpeg().toFile(path.join(root, 'img', 'card-photo.jpg'));
    const input = { kind: 'race' as const, name: 'Owen Hartley', eyebrow: 'Class of 2027', event: 'Photo Invitational', mark: '15:51', details: '5K · Park', host: HOST, colors: { from: '#7c3aed', via: '#2563eb', to: '#10b981' }, photoUrl: '/media/img/card-photo.jpg' };
    const file = await ensureShareCard(tmp.dir, 'default', input);
    expect(path.basename(file)).toBe(`${shareCardHash(input)}.jpg`);
    const { width, height } = await sharp(file).metadata();
    expect([width, height]).toEqual([1200, 630]);
    // The right edge is the photo (orange), barely shaded; without a photo it would be the theme.
    const { data } = await sharp(file).extract({ left: 1190, top: 300, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150);
  });

  it('crops a photo around its focal point, as the page does, and names the card anew when the point moves', async () => {
    const root = mediaRoot(tmp.dir, 'default');
    fs.mkdirSync(path.join(root, 'img'), { recursive: true });
    // A portrait: red at the top (the face), blue at the bottom; a 1200×630 card shows a third of it.
    const red = await sharp({ create: { width: 800, height: 300, channels: 3, background: '#dc2626' } }).png().toBuffer();
    await sharp({ create: { width: 800, height: 1200, channels: 3, background: '#1d4ed8' } })
      .composite([{ input: red, left: 0, top: 0 }])
      .jpeg()
      .toFile(path.join(root, 'img', 'portrait.jpg'));
    const input = { kind: 'race' as const, name: 'Owen Hartley', eyebrow: '', event: 'Focus Invitational', mark: '15:51', details: '5K', host: HOST, colors: { from: '#7c3aed', via: '#2563eb', to: '#10b981' } };
    const rightEdge = async (photoUrl: string) => {
      const file = await ensureShareCard(tmp.dir, 'default', { ...input, photoUrl });
      const { data } = await sharp(file).extract({ left: 1190, top: 315, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      return { file, red: data[0]!, blue: data[2]! };
    };
    const face = await rightEdge('/media/img/portrait.jpg#focus=50,5');
    expect(face.red).toBeGreaterThan(150);
    expect(face.blue).toBeLessThan(100);
    const feet = await rightEdge('/media/img/portrait.jpg#focus=50,95');
    expect(feet.blue).toBeGreaterThan(150);
    expect(feet.red).toBeLessThan(100);
    expect(feet.file).not.toBe(face.file);
  });

  it('escapes and clips the texts it draws', () => {
    const svg = renderShareCardSvg({ kind: 'race', name: 'A <b>&"\u0007', eyebrow: 'x', event: 'y'.repeat(200), mark: '17:42.3', details: 'd', host: 'h', colors: { from: 'red;}', via: '#111', to: '#222' } }, false);
    expect(svg).toContain('A &lt;b&gt;&amp;&quot;');
    expect(svg).not.toContain('\u0007');
    expect(svg).not.toContain('red;}');
    expect(clipText('y'.repeat(200), 38, 1056)).toHaveLength(46);
  });
});
