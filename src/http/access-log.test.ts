import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { AccessLogController, genRequestId } from './conventions';
import { installInternalRequests } from './internal-requests';

// One access line per request a client made: the requests the server makes to itself while
// answering one (a page's reads, page-meta-source.ts) are part of it and write none, unless they fail.
let app: FastifyInstance;
const lines: Array<Record<string, unknown>> = [];

async function build(): Promise<FastifyInstance> {
  lines.length = 0;
  app = Fastify({ logger: { level: 'info', stream: { write: (l: string) => void lines.push(JSON.parse(l) as Record<string, unknown>) } }, logController: new AccessLogController(), genReqId: genRequestId });
  app.get('/data', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  app.get('/page', async () => {
    const [data, broken] = await Promise.all([app.internalRequests.get('/data', {}), app.internalRequests.get('/broken', {})]);
    return { data: data.status, broken: broken.status };
  });
  installInternalRequests(app);
  await app.ready();
  return app;
}

afterEach(async () => {
  await app?.close();
});

const access = () => lines.filter((l) => l.msg === 'request' || l.msg === 'request answered with a server error').map((l) => [l.reqId, l.path, l.status]);

describe('access lines', () => {
  it('writes one line for a page, none for the reads it made in process', async () => {
    await build();
    const res = await app.inject({ url: '/page', headers: { 'x-request-id': 'visit-1' } });
    expect(res.json()).toEqual({ data: 200, broken: 500 });
    const [failed, page] = [access().find((l) => l[1] === '/broken'), access().find((l) => l[1] === '/page')];
    // The page's line, and the failed read's (a server error is always logged); no line for /data.
    expect(page).toEqual(['visit-1', '/page', 200]);
    expect(failed?.[2]).toBe(500);
    expect(access()).toHaveLength(2);
  });

  it('writes a line for each request a client makes, however the server is busy', async () => {
    await build();
    // A client's request arriving while an internal one is answered keeps its line.
    await Promise.all([app.internalRequests.get('/data', {}), app.inject({ url: '/data', headers: { 'x-request-id': 'client-1' } })]);
    expect(access()).toEqual([['client-1', '/data', 200]]);
  });

  it('writes a line for a client that finds the internal listener', async () => {
    await build();
    await app.internalRequests.get('/data', {});
    // The listener's port, which a local process can find (it listens on the loopback interface).
    const port = await app.internalRequests.port();
    expect(port).toBeGreaterThan(0);
    const status = await new Promise<number>((resolve, reject) =>
      http.get({ host: '127.0.0.1', port, path: '/data', headers: { 'x-request-id': 'stranger-1' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      }).on('error', reject),
    );
    expect(status).toBe(200);
    expect(access()).toEqual([['stranger-1', '/data', 200]]);
  });

  it('cannot be told by a header that a request is internal', async () => {
    await build();
    await app.inject({ url: '/data', headers: { 'x-request-id': 'client-2', 'x-internal': '1', 'x-athlete-internal': 'true' } });
    expect(access()).toEqual([['client-2', '/data', 200]]);
  });
});
