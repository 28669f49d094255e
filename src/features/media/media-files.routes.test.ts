import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSafeRelativePath, relativeOfMediaUrl, resolveExistingInside, resolveInside } from '../../media/paths';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const name = 'video/0123456789abcdef01234567.mp4';
const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

beforeAll(async () => {
  t = await createTestApp();
  const media = path.join(t.dataDir, 'tenants', 'default', 'media');
  fs.mkdirSync(path.join(media, 'video'), { recursive: true });
  fs.writeFileSync(path.join(media, name), bytes);
  fs.writeFileSync(path.join(media, 'video', 'notes.txt'), 'not content-addressed');
  fs.mkdirSync(path.join(media, '.tmp'), { recursive: true });
  fs.writeFileSync(path.join(media, '.tmp', 'video-0123'), 'an upload in progress');
  // A link inside the media folder that points at the tenant's database, outside it.
  fs.symlinkSync(path.join(t.dataDir, 'tenants', 'default', 'site.db'), path.join(media, 'video', 'abcdefabcdefabcdefabcdef.mp4'));
  fs.symlinkSync(path.join(t.dataDir, 'tenants'), path.join(media, 'escape'));
});
afterAll(() => t.close());

/** A GET over a real loopback socket with the path sent byte for byte (inject would normalise `..`). */
async function rawGet(rawPath: string): Promise<{ status: number; body: Buffer }> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method: 'GET', headers: { 'x-tenant-id': 'default' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /media/*', () => {
  it('serves a content-addressed file with a year of immutable cache and an ETag', async () => {
    const res = await t.call({ method: 'GET', url: `/media/${name}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.rawPayload.equals(bytes)).toBe(true);

    const again = await t.call({ method: 'GET', url: `/media/${name}`, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('gives a short cache to a name that is not content-addressed', async () => {
    const res = await t.call({ method: 'GET', url: '/media/video/notes.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers byte ranges with 206 and Content-Range, and 416 for a range past the end', async () => {
    const res = await t.call({ method: 'GET', url: `/media/${name}`, headers: { range: 'bytes=100-199' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 100-199/1000');
    expect(res.headers['content-length']).toBe('100');
    expect(res.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);

    const tail = await t.call({ method: 'GET', url: `/media/${name}`, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(990))).toBe(true);

    const past = await t.call({ method: 'GET', url: `/media/${name}`, headers: { range: 'bytes=5000-6000' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */1000');
  });

  it('answers HEAD without a body', async () => {
    const res = await t.call({ method: 'HEAD', url: `/media/${name}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe('1000');
    expect(res.rawPayload.length).toBe(0);
  });

  it.each([
    ['a parent segment', '/media/../site.db'],
    ['a parent segment, encoded', '/media/..%2Fsite.db'],
    ['dots, encoded', '/media/%2e%2e/%2e%2e/secret.key'],
    ['an encoded absolute path', '/media/%2Fetc%2Fpasswd'],
    ['a double slash', '/media//etc/passwd'],
    ['a backslash', '/media/..%5Csite.db'],
    ['a NUL byte', `/media/${name}%00.txt`],
    ['the temp folder', '/media/.tmp/video-0123'],
    ['a symbolic link to the database', '/media/video/abcdefabcdefabcdefabcdef.mp4'],
    ['a folder link leading outside', '/media/escape/default/site.db'],
    ['a folder', '/media/video'],
    ['a missing file', '/media/video/ffffffffffffffffffffffff.mp4'],
  ])('refuses %s with 404 (raw HTTP path, not normalised by a client)', async (_name, url) => {
    const res = await rawGet(url);
    expect(res.status).toBe(404);
    expect(res.body.includes(Buffer.from('SQLite'))).toBe(false);
    expect(res.body.includes(Buffer.from('upload in progress'))).toBe(false);
  });

  it('serves only the files of the request tenant', async () => {
    expect((await t.call({ method: 'GET', url: `/media/${name}`, tenant: 'other' })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/media/${name}`, tenant: 'nope' })).statusCode).toBe(404);
  });
});

describe('media path checks', () => {
  it.each([
    ['img/abc-thumb.webp', true],
    ['video/a.mp4', true],
    ['a', true],
    ['', false],
    ['..', false],
    ['img/../x', false],
    ['/etc/passwd', false],
    ['img//x', false],
    ['.tmp/x', false],
    ['img/.hidden', false],
    ['img\\x', false],
    ['img/x\u0000', false],
    ['a/b/c/d/e', false],
  ])('isSafeRelativePath(%j) is %s', (rel, ok) => {
    expect(isSafeRelativePath(rel)).toBe(ok);
    expect(resolveInside('/data/media', rel) !== undefined).toBe(ok);
  });

  it('reads the stored path back from a media URL', () => {
    expect(relativeOfMediaUrl('/media/img/a-md.webp?v=1')).toBe('img/a-md.webp');
    expect(relativeOfMediaUrl('/media/../x')).toBeUndefined();
    expect(relativeOfMediaUrl('https://example.com/media/x')).toBeUndefined();
  });

  it('does not follow a link out of the root', async () => {
    const root = path.join(t.dataDir, 'tenants', 'default', 'media');
    expect(await resolveExistingInside(root, name)).toMatchObject({ size: 1000 });
    expect(await resolveExistingInside(root, 'video/abcdefabcdefabcdefabcdef.mp4')).toBeUndefined();
  });
});
