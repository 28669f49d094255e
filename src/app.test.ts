import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createTenant } from './tenants/tenant-admin';
import { makeTempDir } from './test/test-app';

const tmp = makeTempDir();
const publicDir = path.join(tmp.dir, 'public');
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  fs.mkdirSync(path.join(publicDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><html lang="en"><head><!--head-meta--><title>x</title><!--/head-meta--></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(publicDir, 'assets', 'main-ABC.js'), 'console.log(1)');
  fs.writeFileSync(path.join(publicDir, 'assets', 'main-ABC.js.br'), zlib.brotliCompressSync('console.log(1)'));
  fs.writeFileSync(path.join(publicDir, 'assets', '.hidden'), 'HIDDEN-FILE-BYTES');
  fs.writeFileSync(path.join(tmp.dir, 'secret.key'), 'OUTSIDE-FILE-BYTES');
  fs.writeFileSync(path.join(publicDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(publicDir, 'favicon.svg.br'), zlib.brotliCompressSync('<svg xmlns="http://www.w3.org/2000/svg"/>'));
  fs.mkdirSync(path.join(publicDir, 'demo', 'photos'), { recursive: true });
  fs.writeFileSync(path.join(publicDir, 'demo', 'photos', 'a.jpg'), 'jpeg bytes');
  await createTenant(path.join(tmp.dir, 'data'), 'default');
  app = await buildApp({ dataDir: path.join(tmp.dir, 'data'), publicDir, logLevel: 'silent' });
});
afterAll(async () => {
  await app.close();
  tmp.cleanup();
});

describe('request conventions', () => {
  it('echoes a sane x-request-id and generates one otherwise', async () => {
    const echoed = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(echoed.headers['x-request-id']).toBe('abc-123');
    const generated = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id\nwith newline' } });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const url of ['/content/public/nope', '/auth/nope', '/admin/media/nope', '/api/nope', '/media/x.jpg']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error, url).toBe('not_found');
    }
  });

  it('serves the React app for every other GET, with the tenant and meta tags (404 status for a path no page answers)', async () => {
    for (const url of ['/', '/courses/12', '/admin/settings', '/no/such/page']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(url === '/no/such/page' ? 404 : 200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<meta name="tenant-id" content="default">');
      expect(res.body).toContain('og:title');
    }
  });

  it('serves hashed assets with an immutable cache', async () => {
    const res = await app.inject({ url: '/assets/main-ABC.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    const head = await app.inject({ method: 'HEAD', url: '/assets/main-ABC.js' });
    expect(head.statusCode).toBe(200);
    // The brotli copy beside the file, for a browser that takes it.
    const br = await app.inject({ url: '/assets/main-ABC.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
  });

  it('serves the files at the top and in every folder, and nothing else', async () => {
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=300');
    const iconBr = await app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'br' } });
    expect(iconBr.headers['content-encoding']).toBe('br');
    expect((await app.inject({ method: 'HEAD', url: '/favicon.svg' })).statusCode).toBe(200);
    const photo = await app.inject({ url: '/demo/photos/a.jpg' });
    expect(photo.statusCode).toBe(200);
    expect(photo.body).toBe('jpeg bytes');
    // A name no file has, a hidden file, a way out of the folder: never a file, never a 5xx.
    for (const url of ['/assets/nope.js', '/assets/.hidden', '/assets/../index.html', '/assets/%2e%2e/index.html', '/demo/../../secret.key', '/index.html/x']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toMatch(/HIDDEN-FILE-BYTES|OUTSIDE-FILE-BYTES/);
      // A 200 is the app's page for an unknown address, never a file.
      expect(res.statusCode !== 200 || String(res.headers['content-type']).includes('text/html'), url).toBe(true);
    }
  });

  it('refuses a non-JSON body on a JSON route with 415', async () => {
    const res = await app.inject({ method: 'POST', url: '/auth/login', headers: { 'content-type': 'text/plain' }, payload: 'email=a&password=b' });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBeTypeOf('string');
  });

  it('refuses malformed JSON with 400 in the error shape', async () => {
    const res = await app.inject({ method: 'POST', url: '/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it('sends security headers', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('documents the routes in OpenAPI at /api/docs', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    for (const p of ['/auth/login', '/content/public/races', '/content/public/races/{id}', '/content/public/prs', '/content/admin/races', '/content/admin/races/{id}', '/content/admin/prs', '/content/admin/prs/{id}']) {
      expect(doc.paths, p).toHaveProperty([p]);
    }
    expect(doc.paths['/content/admin/races'].post.requestBody).toBeDefined();
  });
});
