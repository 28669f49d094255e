import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';
import { SERVER_OPTIONS } from './server-options';

// The app's HTTP server gives a request without body headers a body stream that has already ended
// (SERVER_OPTIONS, server-options.ts). Real HTTP on loopback: app.inject never reaches the server.
let t: TestApp;
let base: string;
/** Whether each request's body stream had ended when the server received it, by method and path. */
const seen: Array<[string, boolean]> = [];
let borrowed = 0;
let released = 0;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  t.app.server.on('request', (req: IncomingMessage) => seen.push([`${req.method} ${req.url}`, req.readableEnded]));
  // Every database a request borrows goes back when its response closes (tenant.ts).
  const pool = t.app.ctx.pool;
  const tryAcquireOpen = pool.tryAcquireOpen.bind(pool);
  vi.spyOn(pool, 'tryAcquireOpen').mockImplementation((tenantId) => {
    const open = tryAcquireOpen(tenantId);
    if (!open) return open;
    borrowed++;
    return { handle: open.handle, release: () => (released++, open.release()) };
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t?.close();
});

const login = (init: RequestInit) => fetch(`${base}/auth/login`, { method: 'POST', ...init, headers: { 'x-tenant-id': 'default', ...init.headers } });

describe('the HTTP server', () => {
  it('asks Node for ended body streams on requests without a body', () => {
    expect(SERVER_OPTIONS).toEqual({ optimizeEmptyRequests: true });
  });

  it('hands a GET without a body an ended body stream, and gives the tenant database back once answered', async () => {
    const token = await t.login();
    seen.length = 0;
    const before = { borrowed, released };
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${base}/content/admin/races`, { headers: { 'x-tenant-id': 'default', authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect(Array.isArray(await res.json())).toBe(true);
    }
    expect(seen).toEqual(Array.from({ length: 5 }, () => ['GET /content/admin/races', true]));
    expect(borrowed - before.borrowed).toBe(5);
    await vi.waitFor(() => expect(released - before.released).toBe(5));
  });

  it('does the same for the server’s requests to itself', async () => {
    seen.length = 0;
    const res = await t.app.internalRequests.get('/content/public/settings', { 'x-tenant-id': 'default' });
    expect(res.status).toBe(200);
    expect(seen).toEqual([['GET /content/public/settings', true]]);
  });

  it('reads a body sent with a POST as before', async () => {
    seen.length = 0;
    const ok = await login({ headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@default.test', password: TEST_PASSWORD }) });
    expect(ok.status).toBe(200);
    expect((await ok.json()).tenantId).toBe('default');
    const chunked = await login({
      headers: { 'content-type': 'application/json' },
      // A stream is sent chunked (Transfer-Encoding), with no Content-Length.
      body: new Blob([JSON.stringify({ email: 'admin@default.test' })]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(400);
    expect(await chunked.json()).toMatchObject({ error: 'validation_failed' });
    expect(seen).toEqual([
      ['POST /auth/login', false],
      ['POST /auth/login', false],
    ]);
  });

  // Requests with a method that may carry a body but no body headers, written by hand (fetch and
  // http.request add `content-length: 0`): each is answered as before the option (the same status
  // and error, checked with it off), none waits for a body's end that never comes.
  it.each([
    ['a JSON sign-in', 'POST', '/auth/login', { 'content-type': 'application/json' }, 400, 'ctp_empty_json_body'],
    ['a sign-in naming no content type', 'POST', '/auth/login', {}, 400, 'validation_failed'],
    ['settings saved with a JSON content type', 'PUT', '/content/admin/settings', { 'content-type': 'application/json' }, 400, 'ctp_empty_json_body'],
    ['a race deleted with a JSON content type', 'DELETE', '/content/admin/races/1', { 'content-type': 'application/json' }, 400, 'ctp_empty_json_body'],
    ['an upload', 'POST', '/admin/media/upload-image', { 'content-type': 'multipart/form-data; boundary=x' }, 400, 'file_required'],
    ['a compressed JSON body', 'POST', '/auth/login', { 'content-type': 'application/json', 'content-encoding': 'gzip' }, 400, 'fst_cp_err_invalid_content'],
  ])('answers %s without a body as before, nothing read', async (_name, method, url, headers, status, error) => {
    const token = await t.login();
    seen.length = 0;
    const before = { borrowed, released };
    const res = await rawRequest(method, url, { 'x-tenant-id': 'default', authorization: `Bearer ${token}`, ...headers });
    expect(seen).toEqual([[`${method} ${url}`, true]]);
    expect({ status: res.status, error: (JSON.parse(res.body) as { error: string }).error }).toEqual({ status, error });
    await vi.waitFor(() => expect(released - before.released).toBe(borrowed - before.borrowed));
  });
});

/** One request written by hand on a new connection, with exactly these headers and no body. */
async function rawRequest(method: string, url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const { port } = t.app.server.address() as { port: number };
  const head = [`${method} ${url} HTTP/1.1`, 'Host: localhost', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), 'Connection: close', '', ''].join('\r\n');
  const raw = await new Promise<string>((resolve, reject) => {
    let text = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    socket.setEncoding('utf8');
    socket.on('data', (c: string) => (text += c));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
  return { status: Number(raw.split(' ')[1]), body: raw.slice(raw.indexOf('\r\n\r\n') + 4) };
}
