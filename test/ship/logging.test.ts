// What `serve` writes to its log, read from the real process (as a journal would).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, api } from './exe-harness';

const cli = path.join(ROOT, 'dist/cli.js');
let tmp: string;
beforeAll(() => {
  if (!fs.existsSync(cli)) throw new Error('dist/cli.js is missing: run `npm run build` first');
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-log-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function serve(dataDir: string): Promise<{ url: string; lines: () => Array<Record<string, unknown>>; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [cli, 'serve', '--data', dataDir, '--port', '0', '--host', '127.0.0.1'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += d;
      const m = /running at http:\/\/[^:/]+:(\d+)\//.exec(out);
      if (m)
        resolve({
          url: `http://127.0.0.1:${m[1]}`,
          lines: () =>
            out
              .split('\n')
              .filter((l) => l.startsWith('{'))
              .map((l) => JSON.parse(l) as Record<string, unknown>),
          stop: () =>
            new Promise((r) => {
              child.once('exit', () => r());
              child.kill('SIGTERM');
            }),
        });
    });
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}

describe('the log of serve', () => {
  it('has one access line per request (method, path without query, status, ms, tenant, request id)', async () => {
    const dataDir = path.join(tmp, 'data');
    fs.mkdirSync(dataDir);
    await new Promise((r) => spawn(process.execPath, [cli, 'tenant', 'add', 'default', '--data', dataDir]).on('exit', r));
    const server = await serve(dataDir);
    // The home page the server renders for itself after it starts (serve.ts) writes no line. Its
    // render opens the tenant's database (the WAL appears) before any request here does, and a
    // stop waits for it to end, so its lines would be in the log read below.
    const wal = path.join(dataDir, 'tenants', 'default', 'site.db-wal');
    await expect.poll(() => fs.existsSync(wal), { timeout: 10_000, interval: 20 }).toBe(true);
    await api(`${server.url}/content/public/races?q=private-search`, { headers: { 'x-request-id': 'trace-1' } });
    // The same read again is replayed from the fast answers (fast-answers.ts), which write its line themselves.
    await api(`${server.url}/content/public/races?q=private-search`, { headers: { 'x-request-id': 'trace-1b' } });
    await api(`${server.url}/content/public/cheers`, { method: 'POST', body: { name: '' }, headers: { 'x-request-id': 'trace-2' } });
    // A page rendered on the server reads the public API in process: one line for the page, with its tenant.
    const page = await fetch(`${server.url}/courses`, { headers: { 'x-request-id': 'trace-3' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"><');
    expect((await fetch(`${server.url}/courses`, { headers: { 'x-request-id': 'trace-3b' } })).status).toBe(200);
    await server.stop();
    const access = server.lines().filter((l) => l.msg === 'request' || l.msg === 'request answered with a server error');
    expect(access.map((l) => [l.reqId, l.method, l.path, l.status, l.tenant])).toEqual([
      ['trace-1', 'GET', '/content/public/races', 200, 'default'],
      ['trace-1b', 'GET', '/content/public/races', 200, 'default'],
      ['trace-2', 'POST', '/content/public/cheers', 400, 'default'],
      ['trace-3', 'GET', '/courses', 200, 'default'],
      ['trace-3b', 'GET', '/courses', 200, 'default'],
    ]);
    // The replayed answers' lines have the routes' fields, in the same order.
    const keys = (id: string) => Object.keys(access.find((l) => l.reqId === id)!);
    expect(keys('trace-1b')).toEqual(keys('trace-1'));
    expect(keys('trace-3b')).toEqual(keys('trace-3'));
    for (const l of access) expect(typeof l.ms).toBe('number');
    // Fastify's own "incoming request" / "request completed" pair is gone.
    expect(server.lines().some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(false);
    expect(JSON.stringify(server.lines())).not.toContain('private-search');
  }, 30_000);
});
