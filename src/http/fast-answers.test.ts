import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTenant } from '../tenants/tenant-admin';
import { createTestApp, makeTempDir, type TestApp } from '../test/test-app';
import { genRequestId } from './conventions';
import { accessLine, accessLineParts, withoutTs } from './fast-answers';

// The fast answers sit in front of Fastify in the HTTP server, so these tests talk real HTTP on
// loopback (app.inject never reaches them). Each checks that a replayed answer is exactly what the
// routes answer, and that it stops being replayed the moment it would differ.
const pub = makeTempDir('athlete-fast-public-');
let t: TestApp;
let base: string;

beforeAll(async () => {
  fs.writeFileSync(path.join(pub.dir, 'index.html'), '<!doctype html><html lang="en"><head><!--head-meta--><title>x</title><!--/head-meta--></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ config: { publicDir: pub.dir } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  // A page is cached only once its tenant's database is open (the first page after a start is
  // rendered and not kept): open both tenants, so every test starts from the same state.
  for (const tenant of ['default', 'other']) await fetch(`${base}/content/public/settings`, { headers: { 'x-tenant-id': tenant } });
});
afterAll(async () => {
  await t?.close();
  pub.cleanup();
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

let hosts = 0;

/** A GET over HTTP with the raw (still encoded) body and every header; a fresh host name unless one is given. */
async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${url}`, { headers: { 'x-tenant-id': 'default', host: `h${++hosts}.test`, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** The headers that describe the answer (not this one response). */
const answerHeaders = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).filter(([k]) => !['date', 'x-request-id', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(k)));

/**
 * Answers `url` twice for the same new host name: the routes' answer (which they record), then the
 * replay; checks that the second was the fast one.
 */
async function routesThenFast(url: string, headers: Record<string, string> = {}): Promise<[Answer, Answer]> {
  const same = { host: `r${++hosts}.test`, ...headers };
  const before = t.app.fastAnswers.served;
  const routes = await get(url, same);
  expect(t.app.fastAnswers.served).toBe(before);
  const fast = await get(url, same);
  expect(t.app.fastAnswers.served).toBe(before + 1);
  return [routes, fast];
}

const saveSettings = async (payload: Record<string, unknown>, tenant = 'default') => {
  const res = await fetch(`${base}/content/admin/settings`, { method: 'PUT', headers: { 'x-tenant-id': tenant, authorization: `Bearer ${await t.login(tenant)}`, 'content-type': 'application/json' }, body: JSON.stringify(payload) });
  expect(res.status).toBe(200);
};
const title = (a: Answer) => /<title>([^<]*)<\/title>/.exec(a.body.toString())?.[1];

describe('fast answers', () => {
  it.each(['/content/public/settings', '/content/public/races?take=5', '/', '/courses', '/robots.txt'])('replay %s with the routes’ status, headers and bytes', async (url) => {
    const [routes, fast] = await routesThenFast(url);
    expect(fast.status).toBe(routes.status);
    expect(answerHeaders(fast.headers)).toEqual(answerHeaders(routes.headers));
    expect(fast.body.equals(routes.body)).toBe(true);
    expect(fast.headers['content-length']).toBe(String(routes.body.length));
    // Each answer still has its own request id.
    expect(fast.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(fast.headers['x-request-id']).not.toBe(routes.headers['x-request-id']);
  });

  it('keep the security headers of a page', async () => {
    const [, fast] = await routesThenFast('/');
    expect(fast.headers['content-security-policy']).toContain("default-src 'self'");
    expect(fast.headers['x-frame-options']).toBe('DENY');
    expect(fast.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('echo a client’s request id', async () => {
    await routesThenFast('/content/public/socials');
    expect((await get('/content/public/socials', { 'x-request-id': 'trace-42' })).headers['x-request-id']).toBe('trace-42');
  });

  it.each(['br', 'gzip', 'gzip, deflate, br, zstd'])('send the same compressed answer for accept-encoding %s', async (encoding) => {
    await saveSettings({ heroSubtitle: 'A long subtitle. '.repeat(20) });
    const [routes, fast] = await routesThenFast('/content/public/settings', { 'accept-encoding': encoding });
    expect(routes.headers['content-encoding']).toBe(encoding === 'gzip' ? 'gzip' : encoding === 'br' ? 'br' : 'zstd');
    expect(fast.headers['content-encoding']).toBe(routes.headers['content-encoding']);
    expect(fast.headers.vary).toBe(routes.headers.vary);
    const decode = (a: Answer) => ({ br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync, deflate: zlib.inflateSync, zstd: zlib.zstdDecompressSync })[a.headers['content-encoding'] as 'br'](a.body).toString();
    expect(decode(fast)).toBe(decode(routes));
  });

  it('answer 304 to a client that has the answer, as the routes do', async () => {
    const etag = (await get('/content/public/press')).headers.etag!;
    const [routes, fast] = await routesThenFast('/content/public/press', { 'if-none-match': etag });
    expect(routes.status).toBe(304);
    expect(fast.status).toBe(304);
    expect(fast.body.length).toBe(0);
    expect(answerHeaders(fast.headers)).toEqual(answerHeaders(routes.headers));
  });

  it('show an admin write on the very next request (page and JSON)', async () => {
    await saveSettings({ heroTitle: 'Before the write' });
    const site = { host: 'write.test' };
    await routesThenFast('/', site);
    await routesThenFast('/content/public/settings', site);
    await saveSettings({ heroTitle: 'After the write' });
    expect(title(await get('/', site))).toContain('After the write');
    expect(JSON.parse((await get('/content/public/settings', site)).body.toString()).heroTitle).toBe('After the write');
  });

  it('show a visitor’s like on the very next read of the cheers, and keep replaying what shows no like', async () => {
    const json = { 'content-type': 'application/json' };
    const posted = await fetch(`${base}/content/public/cheers`, { method: 'POST', headers: { 'x-tenant-id': 'default', ...json }, body: JSON.stringify({ name: 'Ivy', emoji: '👏', message: 'Liked soon' }) });
    const id = ((await posted.json()) as { id: number }).id;
    const approved = await fetch(`${base}/content/admin/cheers/${id}`, { method: 'PUT', headers: { 'x-tenant-id': 'default', authorization: `Bearer ${await t.login()}`, ...json }, body: JSON.stringify({ approved: true }) });
    expect(approved.status).toBe(200);
    const site = { host: 'like.test' };
    const likes = (a: Answer) => (JSON.parse(a.body.toString()) as Array<{ id: number; likes: number }>).find((c) => c.id === id)?.likes;
    const [cheers] = await routesThenFast('/content/public/cheers', site);
    await routesThenFast('/content/public/races', site);
    const liked = await fetch(`${base}/content/public/cheers/${id}/like`, { method: 'POST', headers: { 'x-tenant-id': 'default', 'x-visitor-id': 'fast-like' } });
    expect(liked.status).toBe(200);
    const served = t.app.fastAnswers.served;
    expect(likes(await get('/content/public/cheers', site))).toBe(likes(cheers)! + 1);
    expect(t.app.fastAnswers.served).toBe(served);
    await get('/content/public/races', site);
    expect(t.app.fastAnswers.served).toBe(served + 1);
  });

  it('never answer one tenant with another’s answer', async () => {
    await saveSettings({ heroTitle: 'Default runner' });
    await saveSettings({ heroTitle: 'Other runner' }, 'other');
    await routesThenFast('/', { 'x-tenant-id': 'default', host: 'both.test' });
    await routesThenFast('/', { 'x-tenant-id': 'other', host: 'both.test' });
    for (let i = 0; i < 3; i++) {
      expect(title(await get('/', { 'x-tenant-id': 'default', host: 'both.test' }))).toContain('Default runner');
      expect(title(await get('/', { 'x-tenant-id': 'other', host: 'both.test' }))).toContain('Other runner');
    }
    // An unknown tenant is the routes' 404, never a kept answer.
    expect((await get('/', { 'x-tenant-id': 'nobody', host: 'both.test' })).status).toBe(404);
  });

  it('follow a host name registered for a new tenant', async () => {
    const byHost = { 'x-tenant-id': '', host: 'kim.example' };
    await routesThenFast('/content/public/settings', byHost); // an unknown host is the default tenant
    await createTenant(t.dataDir, 'kim', ['kim.example']);
    // The tenant list is re-read at most once a second: move the clock past that.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 1000);
      const res = await get('/content/public/settings', byHost);
      expect(res.body.equals((await get('/content/public/settings', { 'x-tenant-id': 'kim' })).body)).toBe(true);
      expect(res.body.equals((await get('/content/public/settings', { 'x-tenant-id': 'default' })).body)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leave a college link visit (?via=) to the routes, which count it', async () => {
    const before = t.app.fastAnswers.served;
    for (let i = 0; i < 3; i++) expect((await get('/?via=stanford-xc', { host: 'via.test' })).status).toBe(200);
    expect(t.app.fastAnswers.served).toBe(before);
  });

  it('replay the public client’s reads, whose `ts=<now>` changes every time, to the routes that ignore it', async () => {
    await saveSettings({ heroTitle: 'Read with ts' });
    const site = { host: 'ts.test' };
    for (const path of ['/content/public/settings?ts=', '/content/public/press?take=30&page=1&ts=']) {
      const before = t.app.fastAnswers.served;
      const routes = await get(`${path}1001`, site);
      expect(t.app.fastAnswers.served).toBe(before);
      const fast = await get(`${path}1002`, site);
      expect(t.app.fastAnswers.served).toBe(before + 1);
      expect(fast.status).toBe(200);
      expect(fast.body.equals(routes.body)).toBe(true);
      // The same read without `ts` is the same answer, kept once.
      await get(path.replace(/[?&]ts=$/, ''), site);
      expect(t.app.fastAnswers.served).toBe(before + 2);
    }
    // An admin write shows on the very next read, whatever its `ts`.
    await saveSettings({ heroTitle: 'Read with ts, after' });
    expect(JSON.parse((await get('/content/public/settings?ts=1003', site)).body.toString()).heroTitle).toBe('Read with ts, after');
  });

  it('leave `ts` to the routes where the route does not declare it, or when it comes twice', async () => {
    const site = { host: 'ts-no.test' };
    await routesThenFast('/content/public/races', site);
    const before = t.app.fastAnswers.served;
    for (const url of ['/content/public/races?ts=1', '/content/public/races?ts=2', '/content/public/settings?ts=1&ts=2', '/content/public/settings?ts=1&ts=2']) {
      expect((await get(url, site)).status).toBeLessThan(500);
    }
    expect(t.app.fastAnswers.served).toBe(before);
  });

  it('leave HEAD and unknown paths to the routes', async () => {
    await routesThenFast('/content/public/team-members');
    const before = t.app.fastAnswers.served;
    const head = await fetch(`${base}/content/public/team-members`, { method: 'HEAD', headers: { 'x-tenant-id': 'default' } });
    expect(head.status).toBe(200);
    await get('/content/public/team-members', { host: 'same.test' });
    expect((await get('/content/public/nothing-here')).status).toBe(404);
    // A GET that carries a body (odd, but the routes have always been the ones to deal with it).
    const http = await import('node:http');
    const withBody = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${base}/content/public/team-members`, { method: 'GET', headers: { 'x-tenant-id': 'default', host: 'same.test', 'content-length': '2' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end('{}');
    });
    expect(withBody).toBeLessThan(500);
    expect(t.app.fastAnswers.served).toBe(before);
    await get('/content/public/team-members', { host: 'same.test' });
    expect(t.app.fastAnswers.served).toBe(before + 1);
  });
});

describe('withoutTs', () => {
  it.each([
    ['/content/public/press', '/content/public/press', false],
    ['/content/public/settings?ts=1764', '/content/public/settings', true],
    ['/content/public/press?take=30&page=1&ts=1764', '/content/public/press?take=30&page=1', true],
    ['/p?ts=1&a=2', '/p?a=2', true],
    ['/p?a=2&ts=1&b=3', '/p?a=2&b=3', true],
    ['/p?ts', '/p', true],
    ['/p?xts=1&ts2=3&t=s', '/p?xts=1&ts2=3&t=s', false],
    ['/ts/a&ts=1', '/ts/a&ts=1', false],
  ])('%s → %s', (url, rest, hadTs) => {
    expect(withoutTs(url)).toEqual({ url: rest, hadTs });
  });

  it('gives up on a repeated ts', () => {
    expect(withoutTs('/p?ts=1&ts=2')).toBeUndefined();
  });
});

describe('the access line of a replayed answer', () => {
  it('is not written for the server’s own request (a page’s read), and is for a client’s', async () => {
    const level = t.app.log.level;
    // pino sets its level methods when the level changes: spy after.
    t.app.log.level = 'info';
    const info = vi.spyOn(t.app.log, 'info').mockImplementation(() => undefined);
    try {
      const url = '/content/public/races?take=4';
      const headers = { 'x-tenant-id': 'default', host: 'internal.test' };
      const before = t.app.fastAnswers.served;
      const own = t.app.fastAnswers.servedOwn;
      await t.app.internalRequests.get(url, headers);
      const replayed = await t.app.internalRequests.get(url, headers);
      expect(replayed.status).toBe(200);
      expect(t.app.fastAnswers.servedOwn).toBe(own + 1);
      expect(t.app.fastAnswers.served).toBe(before);
      expect(info).not.toHaveBeenCalled();
      await get(url, { host: 'internal.test' });
      expect(t.app.fastAnswers.served).toBe(before + 1);
      expect(info).toHaveBeenCalledTimes(1);
      expect(info.mock.calls[0]?.[1]).toBe('request');
    } finally {
      info.mockRestore();
      t.app.log.level = level;
    }
  });

  it('reads exactly like the line pino writes for the routes (same fields, values and message)', async () => {
    const { default: pino } = await import('pino');
    const lines: string[] = [];
    const stream = { write: (l: string) => void lines.push(l) };
    // As Fastify's logger writes a route's access line: the request's child logger, then the fields.
    for (const [reqId, path, status, ms] of [
      ['r-1:a.b_c', '/content/public/races', 200, 0.4],
      [genRequestId({ headers: {} } as IncomingMessage), '/a "quoted"\\path\u2028', 304, 12],
    ] as const) {
      lines.length = 0;
      pino({ level: 'info' }, stream).child({ reqId }).info({ method: 'GET', path, status, ms, tenant: 'kim' }, 'request');
      const theirs = JSON.parse(lines[0]!) as Record<string, unknown>;
      const ours = accessLine(Number(theirs.time), reqId, accessLineParts('kim', path, status), ms);
      expect(ours.endsWith('\n')).toBe(true);
      expect(JSON.parse(ours)).toEqual(theirs);
      expect(Object.keys(JSON.parse(ours) as object)).toEqual(Object.keys(theirs));
    }
  });

  it('takes request ids that need no escaping in JSON (the access line writes them as they are)', () => {
    const idOf = (header?: string | string[]) => genRequestId({ headers: header === undefined ? {} : { 'x-request-id': header } } as IncomingMessage);
    for (const header of [undefined, 'abc-1.2_3:4', 'a"b', 'a\\b', 'é', 'x'.repeat(129), ['r"1', 'r2'], '', 'line\nbreak']) {
      const id = idOf(header);
      expect(JSON.stringify(id)).toBe(`"${id}"`);
    }
    expect(idOf('abc-1.2_3:4')).toBe('abc-1.2_3:4');
    expect(idOf('a"b')).not.toBe('a"b');
  });
});

describe('a live answer (/healthz)', () => {
  it('answers polls in front of Fastify with the route’s headers and bytes: the details on this machine, the summary through a proxy', async () => {
    // The route answers first (its headers are learnt from it), then every poll is answered here.
    const routes = await get('/healthz');
    const before = t.app.fastAnswers.served;
    const fast = await get('/healthz');
    expect(t.app.fastAnswers.served).toBe(before + 1);
    expect(fast.status).toBe(200);
    expect(answerHeaders(fast.headers)).toEqual(answerHeaders(routes.headers));
    expect(fast.body.equals(routes.body)).toBe(true);
    expect(JSON.parse(fast.body.toString())).toMatchObject({ ok: true, ffmpeg: { source: expect.any(String) }, media: { kind: 'local' } });
    expect(fast.headers['x-request-id']).not.toBe(routes.headers['x-request-id']);
    // Through a proxy: the summary, also answered here.
    const proxied = await get('/healthz', { 'x-forwarded-for': '203.0.113.9' });
    expect(t.app.fastAnswers.served).toBe(before + 2);
    expect(Object.keys(JSON.parse(proxied.body.toString())).sort()).toEqual(['degraded', 'latestMigration', 'ok', 'schemaVersion', 'tenants', 'version']);
    expect(answerHeaders(proxied.headers)).toEqual(answerHeaders(routes.headers));
  });

  it('leaves a token to check to the route, which answers as before', async () => {
    const before = t.app.fastAnswers.served;
    const admin = await get('/healthz', { 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${await t.login('default')}` });
    expect(t.app.fastAnswers.served).toBe(before);
    expect(JSON.parse(admin.body.toString())).toMatchObject({ ffmpeg: expect.any(Object), tenantSchemas: expect.any(Object) });
    const wrong = await get('/healthz', { 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer not-a-token' });
    expect(t.app.fastAnswers.served).toBe(before);
    expect(JSON.parse(wrong.body.toString())).not.toHaveProperty('ffmpeg');
  });
});
