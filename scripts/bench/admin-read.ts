// Benchmark: the admin guard's cost. GET /content/admin/messages/unread-count (a one-number answer,
// so the guard is most of the work) with a signed-in admin's token, next to the same tenant's
// GET /content/public/races (no guard, a kept answer), with autocannon in its own process (loopback
// only), each after a short warm-up. The guard runs on every admin request: compare its runs before
// and after a change to it, on the same machine (one connection shows the latency of each request).
//   node scripts/ts.ts scripts/bench/admin-read.ts [--duration 10] [--connections 20]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { execFile } from 'node:child_process';
import { buildApp } from '../../src/app';
import { runDemo } from '../../src/demo/demo';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '20' } } });
const duration = Number(values.duration);
const connections = Number(values.connections);

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}

/**
 * Runs autocannon in its own process, so the load generator does not share the server's event
 * loop. Besides the rate (which a machine shared with other work moves a lot), the server's CPU
 * time per request: this process is the server, and its CPU time moves far less with the load.
 */
async function measure(url: string, seconds: number, headers: Record<string, string>) {
  const bin = path.join(process.cwd(), 'node_modules/autocannon/autocannon.js');
  const args = [bin, '--json', '-d', String(seconds), '-c', String(connections), ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]), url];
  const before = process.cpuUsage();
  const { stdout } = await promisify(execFile)(process.execPath, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const cpu = process.cpuUsage(before);
  const r = JSON.parse(stdout) as AutocannonResult;
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx, cpuUs: (cpu.user + cpu.system) / Math.max(1, r.requests.total) };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-bench-'));
try {
  const demo = await runDemo(dataDir, new Date(), { media: false });
  const app = await buildApp({ dataDir, logLevel: 'silent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const signIn = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: demo.admin!.email, password: demo.admin!.password }) });
  const { token } = (await signIn.json()) as { token: string };
  const admin = { 'x-tenant-id': 'default', authorization: `Bearer ${token}` };
  const visitor = { 'x-tenant-id': 'default' };

  await measure(`${base}/content/admin/messages/unread-count`, 2, admin);
  await measure(`${base}/content/public/races`, 2, visitor);
  const a = await measure(`${base}/content/admin/messages/unread-count`, duration, admin);
  const p = await measure(`${base}/content/public/races`, duration, visitor);
  await app.close();

  const fmt = (name: string, m: typeof a) => `${name.padEnd(28)} ${m.rps.toFixed(0).padStart(7)} req/s   server CPU ${m.cpuUs.toFixed(0).padStart(4)} µs/req   p50 ${m.p50} ms   p99 ${m.p99} ms   errors ${m.errors}`;
  console.log(`node ${process.version}, ${os.cpus().length} cores, ${duration} s at ${connections} connections`);
  console.log(fmt('GET …/messages/unread-count', a));
  console.log(fmt('GET /content/public/races', p));
  console.log(`admin / public ${(a.rps / p.rps).toFixed(2)}`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
