// Benchmark: GET /content/public/races on the demo tenant next to a bare Fastify JSON route, in the
// same run, with autocannon (10 s at 50 connections each, loopback only). Prints both and the ratio.
//   node scripts/ts.ts scripts/bench/races.ts [--duration 10] [--connections 50]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { buildApp } from '../../src/app';
import { runDemo } from '../../src/demo/demo';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } } });
const duration = Number(values.duration);
const connections = Number(values.connections);

/** Runs autocannon in its own process, so the load generator does not share the server's event loop. */
async function measure(url: string, seconds = duration, headers: Record<string, string> = {}) {
  const bin = path.join(process.cwd(), 'node_modules/autocannon/autocannon.js');
  const args = [bin, '--json', '-d', String(seconds), '-c', String(connections), ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]), url];
  const { stdout } = await promisify(execFile)(process.execPath, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const r = JSON.parse(stdout) as AutocannonResult;
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx, total: r.requests.total };
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-bench-'));
try {
  await runDemo(dataDir);
  const app = await buildApp({ dataDir, logLevel: 'silent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  // The bare route answers a JSON array of the same size, with the same Fastify version.
  const sample = await (await fetch(`${appUrl}/content/public/races`)).json();
  const bare = Fastify({ logger: false });
  bare.get('/races', async () => sample);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/races`;

  // Warm-up, then the measured runs one after the other (each has both cores to itself).
  await measure(bareUrl, 2);
  await measure(`${appUrl}/content/public/races`, 2);
  const b = await measure(bareUrl);
  const a = await measure(`${appUrl}/content/public/races`, duration, { 'x-tenant-id': 'default' });
  await app.close();
  await bare.close();

  const fmt = (name: string, m: typeof a) => `${name.padEnd(28)} ${m.rps.toFixed(0).padStart(7)} req/s   p50 ${m.p50} ms   p99 ${m.p99} ms   errors ${m.errors}`;
  console.log(`node ${process.version}, ${os.cpus().length} cores, ${duration} s at ${connections} connections, ${sample.length} races`);
  console.log(fmt('bare Fastify JSON route', b));
  console.log(fmt('GET /content/public/races', a));
  console.log(`ratio ${(a.rps / b.rps).toFixed(2)} (target ≥ 0.60), p99 ${a.p99} ms (target < 10 ms)`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
