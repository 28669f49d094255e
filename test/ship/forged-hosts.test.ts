// A visitor who makes up Host headers and `?open=` values must not grow the server's memory or
// disk, nor slow the real visitors: 1,500 such requests against the packaged executable serving
// the demo, on loopback. The site's address comes from its registered names and this machine's
// (src/http/site-address.ts), an `?open=` value that names no item is the plain page, and the
// caches are bounded in bytes per tenant.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_EXE, ensureExecutable, runExe, startExeServer, type ExeServer } from './exe-harness';

let tmp: string;
let exe: string;
let home: string;
let server: ExeServer | undefined;

beforeAll(() => {
  ensureExecutable();
  tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-forged-')));
  exe = path.join(tmp, 'athlete-site');
  fs.copyFileSync(BUILT_EXE, exe);
  fs.chmodSync(exe, 0o755);
  home = path.join(tmp, 'home');
  fs.mkdirSync(home);
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const env = (): NodeJS.ProcessEnv => ({ PATH: '/usr/bin:/bin', HOME: home });
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/** A GET with its own Host header (fetch sends its own); the body read whole. */
function get(port: number, url: string, host: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, agent, headers: { host, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - started }));
      })
      .on('error', reject);
  });
}

/**
 * The share card of a page under a Host, following the redirect an outdated name gets (a site
 * without a registered name prints `localhost` on the card made for a made-up Host: one card more,
 * not one per Host); answers the final status.
 */
async function shareCard(port: number, url: string, host: string): Promise<number> {
  const res = await get(port, url, host);
  return res.status === 302 ? (await get(port, String(res.headers.location), host)).status : res.status;
}

/** The server's resident memory, in MiB (VmRSS of its process). */
const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('made-up Host headers and ?open= values', () => {
  it('1,500 of them grow memory by at most 64 MiB, write one share card, and leave / as fast as before', async () => {
    const dataDir = path.join(tmp, 'data');
    const demo = await runExe(exe, ['demo', '--no-media', '--data', dataDir], { cwd: tmp, env: env() });
    expect(demo.code, demo.stderr).toBe(0);
    server = await startExeServer(exe, dataDir, { cwd: tmp, env: env() });
    const port = Number(new URL(server.url).port);
    const pid = server.child.pid!;
    const real = `127.0.0.1:${port}`;
    const page = { 'accept-encoding': 'br, gzip' };

    // The real visitor's home page, and its share card, once the server has warmed up; then the
    // code paths the flood takes, run a few times, before memory is measured.
    const home = await get(port, '/', real);
    expect(home.status).toBe(200);
    const card = /<meta property="og:image" content="http:\/\/[^/]+(\/share\/home-[0-9a-f]{20}\.jpg)">/.exec(home.body.toString())?.[1];
    expect(card).toBeDefined();
    expect(await shareCard(port, card!, real)).toBe(200);
    for (let i = 0; i < 20; i++) {
      await get(port, `/?open=race-${900_000 + i}`, `warm-${i}.forged.example`, page);
      expect(await shareCard(port, card!, `warm-${i}.forged.example`)).toBe(200);
    }
    const before: number[] = [];
    for (let i = 0; i < 40; i++) before.push((await get(port, '/', real, page)).ms);
    const etag = (await get(port, '/', real, page)).headers.etag;
    const shareDir = path.join(dataDir, 'cache', 'share', 'default');
    const cards = fs.readdirSync(shareDir).length;
    const rss = rssMiB(pid);

    // The flood: a new Host and a new ?open= value each time, eight at once; every tenth one asks for the share card too.
    let peak = 0;
    let sent = 0;
    const statuses = new Map<number, number>();
    const flood = async (worker: number) => {
      for (let i = worker; i < 1500; i += 8) {
        const host = `h${i}.forged.example${i % 3 ? '' : `:${1000 + i}`}`;
        const { status } = await get(port, `/?open=race-${i}`, host, page);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (i % 10 === 0) {
          const shared = await shareCard(port, card!, host);
          statuses.set(shared, (statuses.get(shared) ?? 0) + 1);
        }
        sent++;
        if (sent % 100 === 0) peak = Math.max(peak, rssMiB(pid) - rss);
        // Past the bound: no need to go on (the build before the fix got there within a few hundred).
        if (peak > 64) return;
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, w) => flood(w)));
    const grown = rssMiB(pid) - rss;
    console.log(`RSS ${rss.toFixed(0)} MiB before, +${grown.toFixed(1)} MiB after ${sent} made-up requests (peak +${peak.toFixed(1)})`);
    expect(peak).toBeLessThanOrEqual(64);
    expect(grown).toBeLessThanOrEqual(64);
    expect(sent).toBe(1500);
    expect(Object.fromEntries(statuses)).toEqual({ 200: 1650 });

    // The share cards: the home page's cards (the site's address and this machine's name), made before, whatever the Host.
    expect(fs.readdirSync(shareDir).length).toBe(cards);
    // The real visitor's page is the one kept before, and as fast.
    const after: number[] = [];
    for (let i = 0; i < 40; i++) after.push((await get(port, '/', real, page)).ms);
    expect((await get(port, '/', real, page)).headers.etag).toBe(etag);
    console.log(`GET / median ${median(before).toFixed(2)} ms before, ${median(after).toFixed(2)} ms after`);
    expect(median(after)).toBeLessThanOrEqual(Math.max(3 * median(before), median(before) + 5));
  }, 90_000);
});
