import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg } from '../../test/media-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MEDIA_MESSAGES } from './media.schema';

// Followed athletes' remote photos: fetched server-side from a loopback test server (test-only
// allowance), optimised and stored as local media.

let t: TestApp;
let token: string;
let server: http.Server;
let base: string;
let hits: string[] = [];
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false, allowLoopbackFetch: true } });
  token = await t.login();
  photo = await makeJpeg({ width: 3000, height: 2000, gps: true });
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/photo.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    if (req.url === '/script.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end('#!/bin/sh\necho hi\n');
    if (req.url === '/page') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await t.close();
});

const athlete = { name: 'Ava Lindqvist', school: 'North Ridge High, OR' };
const count = async () => Number((await t.app.ctx.pool.with('default', (h) => h.db.selectFrom('followed_athlete').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow())).n);

describe("followed athletes' remote photos", () => {
  it('are fetched, optimised, stripped of EXIF/GPS and stored locally', async () => {
    const res = await t.call({ method: 'POST', url: '/content/admin/followed', token, payload: { ...athlete, photosRemote: [`${base}/photo.jpg`] } });
    expect(res.statusCode).toBe(201);
    const [url] = res.json().photos;
    expect(url).toMatch(/^\/media\/img\/[a-f0-9]{24}-master\.jpg$/);
    const file = path.join(t.dataDir, 'tenants', 'default', 'media', url.replace('/media/', ''));
    const meta = await sharp(fs.readFileSync(file)).metadata();
    // Optimised: within the master's 2560 px box, far lighter than the original, no EXIF.
    expect([meta.width, meta.height]).toEqual([2560, 1707]);
    expect(meta.exif).toBeUndefined();
    expect(fs.statSync(file).size).toBeLessThan(photo.length);
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(200);
  });

  it.each([
    ['a missing image', '/missing.jpg', /answered 404/],
    ['a page, not an image', '/page', /content type/],
    ['a script served as image/jpeg', '/script.jpg', /not an image/],
  ])('refuse %s with 400, creating nothing', async (_name, p, reason) => {
    const before = await count();
    const res = await t.call({ method: 'POST', url: '/content/admin/followed', token, payload: { ...athlete, photosRemote: [`${base}/photo.jpg`, `${base}${p}`] } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ error: 'remote_image_failed', message: MEDIA_MESSAGES.remoteImage });
    expect(body.issues).toHaveLength(1);
    expect(body.issues[0].path).toBe('photosRemote.1');
    expect(body.issues[0].message).toMatch(reason);
    expect(await count()).toBe(before);
  });

  it('are refused on loopback without the test allowance, before any request', async () => {
    const strict = await createTestApp({ tenants: ['default'] });
    try {
      hits = [];
      const res = await strict.call({ method: 'POST', url: '/content/admin/followed', token: await strict.login(), payload: { ...athlete, photosRemote: [`${base}/photo.jpg`, 'http://localhost/x.jpg', 'http://[::1]/x.jpg', 'http://0.0.0.0/x.jpg'] } });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual(['photosRemote.0', 'photosRemote.1', 'photosRemote.2', 'photosRemote.3']);
      expect(hits).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});
