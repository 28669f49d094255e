import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../test/media-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

// A client that reuses a keep-alive connection (Node's fetch, browsers) must not wait on a
// connection the server answered before reading the request's body.

let t: TestApp;
let port: number;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ tenants: ['default'] });
  token = await t.login();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

function send(agent: http.Agent, method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers: { 'x-tenant-id': 'default', ...headers } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, ms: Date.now() - started }));
    });
    // The server may answer and close before the whole body is sent: that is the point.
    req.on('error', (err) => ((err as NodeJS.ErrnoException).code === 'EPIPE' || (err as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(err)));
    req.setTimeout(5_000, () => req.destroy(new Error(`${method} ${path} took more than 5 s`)));
    req.end(body);
  });
}

describe('an answer given before the body was read', () => {
  const upload = (mb: number) => () => {
    const form = multipart({ filename: 'x.jpg', contentType: 'image/jpeg', data: Buffer.alloc(mb * 1024 * 1024, 0x61) });
    return { body: form.payload, headers: { authorization: `Bearer ${token}`, ...form.headers } };
  };
  const cases = [
    {
      name: 'a JSON route given 4 MB of text (415 from the content-type check)',
      path: '/content/public/cheers',
      request: () => ({ body: Buffer.alloc(4 * 1024 * 1024, 0x61), headers: { 'content-type': 'text/plain' } }),
      connection: 'keep-alive',
    },
    { name: 'an image upload of 8 MB that is not an image (415 from its first bytes)', path: '/admin/media/upload-image', request: upload(8), connection: 'keep-alive' },
    { name: 'an upload of 40 MB that is not an image (too much to drain)', path: '/admin/media/upload-image', request: upload(40), connection: 'close' },
  ];
  for (const c of cases) {
    it(`${c.name}: the next request on the client's keep-alive pool answers within a second`, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const { body, headers } = c.request();
        const refused = await send(agent, 'POST', c.path, headers, body);
        expect(refused.status).toBe(415);
        expect(refused.headers.connection).toBe(c.connection);
        const next = await send(agent, 'GET', '/content/public/settings', {});
        expect(next.status).toBe(200);
        expect(next.ms).toBeLessThan(1000);
      } finally {
        agent.destroy();
      }
    });
  }
});
