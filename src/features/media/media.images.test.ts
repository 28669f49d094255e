import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg, makePng, multipart } from '../../test/media-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MEDIA_MESSAGES } from './media.schema';

let t: TestApp;
let token: string;
let gpsJpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  // 2400×1600 stored sideways: EXIF orientation 6 says "rotate 90° clockwise to show".
  gpsJpeg = await makeJpeg({ width: 2400, height: 1600, gps: true, orientation: 6 });
});
afterAll(() => t.close());

const mediaDir = (tenant = 'default') => path.join(t.dataDir, 'tenants', tenant, 'media');
/** Every file under the tenant's media folder, relative, sorted. */
const listFiles = (tenant = 'default'): string[] => {
  const root = mediaDir(tenant);
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile()).sort();
};
const fileOfUrl = (url: string, tenant = 'default') => path.join(mediaDir(tenant), url.replace(/^\/media\//, ''));
const upload = (url: string, file: Parameters<typeof multipart>[0], opts: { token?: string; tenant?: string } = {}) => {
  const { payload, headers } = multipart(file);
  return t.call({ method: 'POST', url, payload, headers, token: opts.token ?? token, tenant: opts.tenant });
};
const countImages = async () => Number((await t.app.ctx.pool.with('default', (h) => h.db.selectFrom('media_asset').where('kind', '=', 'image').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow())).n);

describe('POST /upload/image', () => {
  it('stores thumb/md/xl in WebP and AVIF, upright, with every metadata block (GPS) stripped', async () => {
    const input = await sharp(gpsJpeg).metadata();
    expect(input.orientation).toBe(6);
    // The fixture really carries a GPS IFD (tag 0x8825) before the upload.
    expect(input.exif?.includes(Buffer.from([0x88, 0x25])) || input.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const res = await upload('/upload/image', { filename: 'IMG_0001.JPG', contentType: 'image/jpeg', data: gpsJpeg });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ok).toBe(true);
    // Upright: the 2400×1600 sideways picture is 1600 wide, 2400 high; 1600 < 1920, so xl is not upscaled.
    const expected = { thumb: [320, 480], md: [960, 1440], xl: [1600, 2400] } as const;
    for (const [name, [w, h]] of Object.entries(expected)) {
      const v = body.variants[name];
      expect(v).toMatchObject({ width: w, height: h });
      expect(v.webp).toMatch(/^\/media\/img\/[a-f0-9]{24}-[a-z]+\.webp$/);
      expect(v.avif).toMatch(/^\/media\/img\/[a-f0-9]{24}-[a-z]+\.avif$/);
      for (const [url, format] of [[v.webp, 'webp'], [v.avif, 'heif']] as const) {
        const meta = await sharp(fileOfUrl(url)).metadata();
        expect(meta.format).toBe(format);
        expect([meta.width, meta.height]).toEqual([w, h]);
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.orientation ?? 1).toBe(1);
      }
    }
    // The left half was red: after a 90° clockwise turn it is the top of the picture.
    const { data } = await sharp(fileOfUrl(body.variants.thumb.webp)).extract({ left: 150, top: 20, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150);
    expect(data[2]).toBeLessThan(100);

    // The original carried EXIF, so an optimised master replaces it: upright, no EXIF, no GPS.
    expect(body.src).toMatch(/^\/media\/img\/[a-f0-9]{24}-master\.jpg$/);
    const master = fs.readFileSync(fileOfUrl(body.src));
    const masterMeta = await sharp(master).metadata();
    expect([masterMeta.width, masterMeta.height]).toEqual([1600, 2400]);
    expect(masterMeta.exif).toBeUndefined();
    expect(master.includes(Buffer.from('FixtureCam'))).toBe(false);
    expect(master.includes(Buffer.from('Secret Phone'))).toBe(false);
    expect(listFiles().filter((f) => f.startsWith('.tmp'))).toEqual([]);
  });

  it('keeps a small, clean original as is', async () => {
    const png = await makePng();
    const res = await upload('/upload/image', { filename: 'logo.png', contentType: 'image/png', data: png });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.src).toMatch(/-orig\.png$/);
    expect(fs.readFileSync(fileOfUrl(body.src)).equals(png)).toBe(true);
    // Never upscaled: a 200 px picture gives 200 px variants.
    expect(body.variants.xl).toMatchObject({ width: 200, height: 120 });
    expect(body.variants.thumb).toMatchObject({ width: 200, height: 120 });
  });

  it('reuses the stored files when the same picture is uploaded again', async () => {
    const a = (await upload('/upload/image', { filename: 'a.jpg', contentType: 'image/jpeg', data: gpsJpeg })).json();
    // Counted after the first upload: whether an earlier test stored this picture does not matter.
    const stored = await countImages();
    const b = (await upload('/upload/image', { filename: 'b.jpg', contentType: 'image/jpeg', data: gpsJpeg })).json();
    expect(b.src).toBe(a.src);
    expect(b.id).toBe(a.id);
    expect(await countImages()).toBe(stored);
  });

  it.each([
    ['a shell script renamed photo.jpg', 'photo.jpg', 'image/jpeg', Buffer.from('#!/bin/sh\nrm -rf / --no-preserve-root\n'.repeat(50))],
    ['an SVG (scripts could run from our origin)', 'x.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a PDF', 'doc.jpg', 'image/jpeg', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5000, 32)])],
  ])('refuses %s with 415 and leaves no file', async (_name, filename, contentType, data) => {
    const files = listFiles();
    const images = await countImages();
    const res = await upload('/upload/image', { filename, contentType, data });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'not_an_image', message: MEDIA_MESSAGES.notAnImage });
    expect(listFiles()).toEqual(files);
    expect(await countImages()).toBe(images);
  });

  it('refuses a truncated JPEG (valid header, missing pixels) and leaves no file', async () => {
    const whole = await makeJpeg({ width: 1200, height: 800, quality: 95 });
    const truncated = whole.subarray(0, Math.floor(whole.length * 0.6));
    const files = listFiles();
    const res = await upload('/upload/image', { filename: 'cut.jpg', contentType: 'image/jpeg', data: truncated });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(MEDIA_MESSAGES.notAnImage);
    expect(listFiles()).toEqual(files);
  });

  it('refuses an image over 20 MB while streaming (413) and leaves no partial file', async () => {
    const head = await makeJpeg({ width: 64, height: 64 });
    const big = Buffer.concat([head, Buffer.alloc(20 * 1024 * 1024 + 10, 7)]);
    const files = listFiles();
    const res = await upload('/upload/image', { filename: 'huge.jpg', contentType: 'image/jpeg', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'image_too_large', message: MEDIA_MESSAGES.imageTooLarge });
    expect(listFiles()).toEqual(files);
  });

  it('answers 400 for a body cut off in the middle of the file, and keeps nothing', async () => {
    const files = listFiles();
    const { payload, headers } = multipart({ filename: 'cut.jpg', contentType: 'image/jpeg', data: gpsJpeg });
    const res = await t.call({ method: 'POST', url: '/upload/image', payload: payload.subarray(0, Math.floor(payload.length / 2)), headers, token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'upload_interrupted', message: MEDIA_MESSAGES.interrupted });
    expect(listFiles()).toEqual(files);
  });

  it('refuses over a real socket as well (the request stream ends differently than with inject)', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as import('node:net').AddressInfo;
    const files = listFiles();
    const send = async (data: Buffer, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), name);
      const res = await fetch(`http://127.0.0.1:${port}/upload/image`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, 'x-tenant-id': 'default' } });
      return { status: res.status, body: await res.json() };
    };
    expect(await send(Buffer.from('#!/bin/sh\necho not an image\n'.repeat(400)), 'x.jpg')).toEqual({ status: 415, body: { error: 'not_an_image', message: MEDIA_MESSAGES.notAnImage } });
    const head = await makeJpeg({ width: 32, height: 32 });
    expect(await send(Buffer.concat([head, Buffer.alloc(21 * 1024 * 1024, 1)]), 'big.jpg')).toEqual({ status: 413, body: { error: 'image_too_large', message: MEDIA_MESSAGES.imageTooLarge } });
    expect(listFiles()).toEqual(files);
  });

  it.each([
    ['a multipart body without a file', () => multipart(null, { note: 'hi' })],
    ['a file under another field name', () => multipart({ field: 'photo', filename: 'a.png', contentType: 'image/png', data: Buffer.from('x') })],
    ['an empty file', () => multipart({ filename: 'a.png', contentType: 'image/png', data: Buffer.alloc(0) })],
    ['a JSON body', () => ({ payload: Buffer.from('{}'), headers: { 'content-type': 'application/json' } })],
  ])('answers 400 for %s', async (_name, make) => {
    const { payload, headers } = make();
    const res = await t.call({ method: 'POST', url: '/upload/image', payload, headers, token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'file_required', message: MEDIA_MESSAGES.noFile });
  });
});

describe('POST /admin/media/upload-image', () => {
  it('answers the URL, which the tenant serves and another tenant does not', async () => {
    const png = await makePng(300, 200);
    const res = await upload('/admin/media/upload-image', { filename: 'p.png', contentType: 'image/png', data: png });
    expect(res.statusCode).toBe(200);
    const { ok, url } = res.json();
    expect(ok).toBe(true);
    expect(url).toMatch(/^\/media\/img\/[a-f0-9]{24}-orig\.png$/);
    const served = await t.call({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect((await t.call({ method: 'GET', url, tenant: 'other' })).statusCode).toBe(404);
  });
});

describe('upload permissions', () => {
  it.each([
    { as: 'nobody', url: '/upload/image', status: 401 },
    { as: 'nobody', url: '/admin/media/upload-image', status: 401 },
    { as: 'nobody', url: '/admin/media/upload', status: 401 },
    { as: 'other tenant admin', url: '/upload/image', status: 401 },
  ])('$as → $url answers $status and stores nothing', async ({ as, url, status }) => {
    const files = listFiles();
    const auth = as === 'nobody' ? '' : await t.login('other');
    const { payload, headers } = multipart({ filename: 'a.png', contentType: 'image/png', data: await makePng() });
    const res = await t.call({ method: 'POST', url, payload, headers: { ...headers, ...(auth ? { authorization: `Bearer ${auth}` } : {}) }, tenant: 'default' });
    expect(res.statusCode).toBe(status);
    expect(listFiles()).toEqual(files);
  });

  it('takes the coach photo through a valid invite only', async () => {
    const invite = (await t.call({ method: 'POST', url: '/content/admin/coach-invite', token, payload: { coachName: 'Sam Ortiz', coachEmail: 'sam@example.org' } })).json();
    const ok = await upload(`/content/public/coach-invite/${invite.token}/upload-image`, { filename: 'coach.jpg', contentType: 'image/jpeg', data: await makeJpeg({ width: 800, height: 1000 }) }, { token: '' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().src).toMatch(/^\/media\/img\//);
    expect(ok.json().variants.md).toMatchObject({ width: 800, height: 1000 });
    // The invite belongs to this tenant only.
    const elsewhere = await upload(`/content/public/coach-invite/${invite.token}/upload-image`, { filename: 'coach.jpg', contentType: 'image/jpeg', data: await makePng() }, { token: '', tenant: 'other' });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('refuses the coach photo upload without a valid invite', async () => {
    const res = await upload('/content/public/coach-invite/not-a-real-token/upload-image', { filename: 'c.png', contentType: 'image/png', data: await makePng() }, { token: '' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'invite_not_found', message: MEDIA_MESSAGES.inviteInvalid });
  });
});

describe('POST /admin/media/set-hero-image', () => {
  it('makes an uploaded image the hero poster and drops the video; anything else changes nothing', async () => {
    const up = await upload('/upload/image', { filename: 'portrait.png', contentType: 'image/png', data: await makePng(800, 600) });
    const src: string = up.json().src;
    const publicHero = async () => {
      const s = (await t.call({ method: 'GET', url: '/content/public/settings' })).json();
      return { video: s.heroVideoUrl, poster: s.heroVideoPosterUrl };
    };
    const before = await publicHero();

    const refused = [
      [{ src: '/media/img/000000000000000000000000-none.webp' }, 404, 'asset_not_found'],
      [{ src: 'https://example.org/a.jpg' }, 404, 'asset_not_found'],
      [{}, 400, 'validation_failed'],
    ] as const;
    for (const [payload, status, error] of refused) {
      const res = await t.call({ method: 'POST', url: '/admin/media/set-hero-image', token, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error).toBe(error);
    }
    expect((await t.call({ method: 'POST', url: '/admin/media/set-hero-image', payload: { src } })).statusCode).toBe(401);
    expect(await publicHero()).toEqual(before);

    const res = await t.call({ method: 'POST', url: '/admin/media/set-hero-image', token, payload: { src } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, heroVideoUrl: '', heroVideoPosterUrl: src });
    expect(await publicHero()).toEqual({ video: '', poster: src });

    // The focal point the family tapped travels with the URL; a malformed one is not kept.
    const focused = await t.call({ method: 'POST', url: '/admin/media/set-hero-image', token, payload: { src: `${src}#focus=40,15` } });
    expect(focused.json()).toEqual({ ok: true, heroVideoUrl: '', heroVideoPosterUrl: `${src}#focus=40,15` });
    expect(await publicHero()).toEqual({ video: '', poster: `${src}#focus=40,15` });
    const odd = await t.call({ method: 'POST', url: '/admin/media/set-hero-image', token, payload: { src: `${src}#focus=400,15` } });
    expect(odd.json().heroVideoPosterUrl).toBe(src);
  });
});
