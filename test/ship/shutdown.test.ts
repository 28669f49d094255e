import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const cli = path.join(root, 'dist/cli.js');
const BIG = 48 * 1024 * 1024;
let tmp: string;

beforeAll(() => {
  if (!fs.existsSync(cli)) throw new Error('dist/cli.js is missing: run `npm run build` first');
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-shutdown-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function runCli(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${args.join(' ')} exited ${code}: ${out}`))));
  });
}

function startServer(dataDir: string, env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; port: number; log: () => string }> {
  const child = spawn(process.execPath, [cli, 'serve', '--data', dataDir, '--port', '0', '--host', '127.0.0.1'], { stdio: ['ignore', 'pipe', 'pipe'], env });
  let log = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      log += d;
      const m = /running at http:\/\/[^:]+:(\d+)\//.exec(log);
      if (m) resolve({ child, port: Number(m[1]), log: () => log });
    });
    child.stderr!.on('data', (d) => (log += d));
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${log}`)));
  });
}

const get = (port: number, url: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers: { 'x-tenant-id': 'default' }, agent: false }, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });

/** A demo site served with a UI folder holding one large file, and a download of it paused after its first chunk: a response in flight. */
async function serveWithSlowDownload(name: string) {
  const dataDir = path.join(tmp, name, 'data');
  await runCli(['demo', '--no-media', '--data', dataDir]);
  // A UI folder with one large file: a response that stays in flight while the client reads slowly.
  const publicDir = path.join(tmp, name, 'public');
  fs.mkdirSync(publicDir);
  fs.copyFileSync(path.join(root, 'dist/public/index.html'), path.join(publicDir, 'index.html'));
  fs.writeFileSync(path.join(publicDir, 'big.bin'), Buffer.alloc(BIG, 0x61));
  const server = await startServer(dataDir, { ...process.env, PUBLIC_DIR: publicDir });
  const exited = new Promise<{ code: number | null; at: number }>((r) => server.child.once('exit', (code) => r({ code, at: Date.now() })));

  // The tenant database is open (WAL files exist) before the signal.
  expect((await get(server.port, '/content/public/races')).status).toBe(200);
  expect(fs.existsSync(`${path.join(dataDir, 'tenants/default/site.db')}-wal`)).toBe(true);

  let received = 0;
  let firstChunk!: () => void;
  const started = new Promise<void>((r) => (firstChunk = r));
  let paused!: http.IncomingMessage;
  const slow = new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: server.port, path: '/big.bin', agent: false }, (res) => {
        paused = res;
        res.on('data', (d: Buffer) => {
          received += d.length;
          if (received === d.length) {
            res.pause();
            firstChunk();
          }
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes: received }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
  await started;
  expect(received).toBeLessThan(BIG);
  return { dataDir, server, exited, slow, paused, received: () => received };
}

describe('graceful shutdown', () => {
  it('on SIGTERM finishes the in-flight response, refuses new requests, closes the databases and exits 0 within 10 s', async () => {
    const { dataDir, server, exited, slow, paused } = await serveWithSlowDownload('graceful');

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    // New connections are refused (the listening socket is closed) while the slow one goes on.
    await expect
      .poll(() => get(server.port, '/healthz').then(() => 'answered', (e: Error) => e.message), { timeout: 5_000 })
      .toMatch(/ECONNREFUSED|ECONNRESET|socket hang up/);
    expect(server.child.exitCode).toBeNull();

    paused.resume();
    const done = await slow;
    expect(done).toEqual({ status: 200, bytes: BIG });
    const { code, at } = await exited;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(10_000);
    // Closed cleanly: the last connection checkpointed and removed the WAL.
    expect(fs.existsSync(`${path.join(dataDir, 'tenants/default/site.db')}-wal`)).toBe(false);
    expect(server.log()).toContain('shutting down');
  });

  it('exits at once with 1 on a second signal, without waiting for the response in flight', async () => {
    const { server, exited, slow, paused, received } = await serveWithSlowDownload('second-signal');
    server.child.kill('SIGTERM');
    await expect.poll(() => server.log(), { timeout: 5_000 }).toContain('shutting down');
    server.child.kill('SIGINT');
    const { code } = await exited;
    expect(code).toBe(1);
    expect(server.log()).toContain('second signal: exiting now');
    // The download was cut: what the client still reads ends short of the file.
    paused.resume();
    const bytes = await slow.then(
      (r) => r.bytes,
      () => received(),
    );
    expect(bytes).toBeLessThan(BIG);
  });
});
