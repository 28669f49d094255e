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
  const cases = [
    {
      name: 'a JSON route given 4 MB of text (415 from the content-type check)',
      method: 'POST',
      path: '/content/public/cheers',
      headers: (): Record<string, string> => ({ 'content-type': 'text/plain' }),
      body: () => Buffer.alloc(4 * 1024 * 1024, 0x61),
      status: 415,
    },
    {
      name: 'an image upload of 8 MB that is not an image (415 from its first bytes)',
      method: 'POST',
      path: '/admin/media/upload-image',
      headers: (): Record<string, string> => ({ authorization: `Bearer ${token}` }),
      body: () => Buffer.alloc(8 * 1024 * 1024, 0x61),
      status: 415,
    },
  ];
  for (const c of cases) {
    it(`${c.name}: closes the connection, so the next request on the client's keep-alive pool answers within a second`, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        let body: Buffer = c.body();
        let headers = c.headers();
        if (c.path.includes('upload')) {
          const form = multipart({ filename: 'x.jpg', contentType: 'image/jpeg', data: body });
          body = form.payload;
          headers = { ...headers, ...form.headers };
        }
        const refused = await send(agent, c.method, c.path, headers, body);
        expect(refused.status).toBe(c.status);
        expect(refused.headers.connection).toBe('close');
        const next = await send(agent, 'GET', '/content/public/settings', {});
        expect(next.status).toBe(200);
        expect(next.ms).toBeLessThan(1000);
      } finally {
        agent.destroy();
      }
    });
  }

  it('keeps the connection of an ordinary answer alive', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const res = await send(agent, 'POST', '/content/public/cheers', { 'content-type': 'application/json' }, Buffer.from('{"name":""}'));
      expect(res.status).toBe(400);
      expect(res.headers.connection).toBe('keep-alive');
    } finally {
      agent.destroy();
    }
  });
});
