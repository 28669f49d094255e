// Benchmark: public writes with durable commits. Posts cheers and likes (each from a distinct
// anonymous visitor id, so every like is a real insert plus a counter update in one transaction)
// against the real app on a temp data dir with rate limits lifted (the bench-only `rateLimits:
// false`), synchronous=FULL as the app configures it. autocannon runs in a child process so the
// load generator does not share the server's event loop; loopback only.
//   node scripts/bench/writes.ts [--duration 10] [--connections 32] [--cheers 0.2]
// Prints writes/s, latency p50/p99 and the error count, then checks the counts in the database.
// Target (#15): ≥ 10,000 writes/s, 0 errors.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import * as esbuild from 'esbuild';
import { autocannon } from './autocannon-api.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    cheers: { type: 'string', default: '0.2' },
    client: { type: 'string' },
    ids: { type: 'string' },
  },
});
const TARGET = 10_000;


interface ClientResult {
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  likesOk: number;
  cheersOk: number;
  rps: number;
  firstError?: string;
}

/** The load generator (child process): a mix of cheer posts and likes, each with a new visitor id. */
async function runClient(url: string, cheerIds: number[]): Promise<void> {
  let n = 0;
  let likesOk = 0;
  let cheersOk = 0;
  let firstError: string | undefined;
  const cheerShare = Number(values.cheers);
  const result = await autocannon({
    url,
    connections: Number(values.connections),
    duration: Number(values.duration),
    requests: [
      {
        setupRequest: (request) => {
          n++;
          const visitor = `bench-${process.pid}-${String(n).padStart(10, '0')}`;
          const headers = { 'x-tenant-id': 'default', 'x-visitor-id': visitor };
          if (Math.random() < cheerShare) {
            const body = JSON.stringify({ name: `Fan ${n % 1000}`, emoji: '🔥', message: `Go go go! #${n}` });
            return { ...request, method: 'POST', path: '/content/public/cheers', headers: { ...headers, 'content-type': 'application/json' }, body };
          }
          const id = cheerIds[n % cheerIds.length]!;
          return { ...request, method: 'POST', path: `/content/public/cheers/${id}/like`, headers, body: undefined };
        },
        onResponse: (status, body) => {
          if (status === 201) cheersOk++;
          else if (status === 200) likesOk++;
          else if (!firstError) firstError = `${status} ${body.slice(0, 200)}`;
        },
      },
    ],
  });
  const out: ClientResult = {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    likesOk,
    cheersOk,
    firstError,
  };
  process.stdout.write(JSON.stringify(out));
}

/** The app from source: bundled by esbuild (the sources use extensionless imports and TypeScript-only syntax). */
async function loadApp() {
  const outfile = path.join(root, 'node_modules/.cache/athlete-bench/writes-app.cjs');
  await esbuild.build({
    stdin: {
      contents: [
        "export { buildApp } from './src/app';",
        "export { createTenant } from './src/tenants/tenant-admin';",
        "export { insertCheer } from './src/features/cheers';",
        "export { writeBatchStats } from './src/db/write-batch';",
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
    packages: 'external',
    logLevel: 'warning',
  });
  return createRequire(import.meta.url)(outfile) as typeof import('./writes-app');
}

async function main(): Promise<void> {
  const { buildApp, createTenant, insertCheer, writeBatchStats } = await loadApp();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-bench-writes-'));
  try {
    await createTenant(dataDir, 'default');
    const app = await buildApp({ dataDir, logLevel: 'silent', rateLimits: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const { cheerIds, synchronous, journal } = await app.ctx.pool.with('default', async (h) => {
      const ids: number[] = [];
      for (let i = 0; i < 50; i++) ids.push((await insertCheer(h.db, { name: `Seed ${i}`, emoji: '👏', message: 'Seed', approved: 1 })).id);
      return { cheerIds: ids, synchronous: h.raw.pragma('synchronous', { simple: true }), journal: h.raw.pragma('journal_mode', { simple: true }) };
    });

    const run = async (duration: string) => {
      const args = [import.meta.filename, '--client', url, '--ids', cheerIds.join(','), '--duration', duration, '--connections', values.connections!, '--cheers', values.cheers!];
      const { stdout } = await promisify(execFile)(process.execPath, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
      return JSON.parse(stdout) as ClientResult;
    };
    await run('2'); // warm-up: JIT, page cache, WAL growth
    // The server's CPU time and batches during the measured run: what a write costs apart from
    // waiting for the disk, and how many writes share one commit (one fsync).
    const batches0 = { ...writeBatchStats };
    const cpu0 = process.cpuUsage();
    const r = await run(values.duration!);
    const cpu = process.cpuUsage(cpu0);
    const batched = { batches: writeBatchStats.batches - batches0.batches, writes: writeBatchStats.writes - batches0.writes };

    const db = await app.ctx.pool.with('default', async (h) => ({
      likeRows: Number((h.raw.prepare('select count(*) as n from cheer_like').get() as { n: number }).n),
      likeSum: Number((h.raw.prepare('select sum(likes) as n from cheer').get() as { n: number }).n),
      cheers: Number((h.raw.prepare('select count(*) as n from cheer').get() as { n: number }).n),
    }));
    await app.close();

    const errors = r.errors + r.non2xx;
    console.log(`node ${process.version}, ${os.cpus().length} cores, ${values.duration} s at ${values.connections} connections, ${Math.round(Number(values.cheers) * 100)}% cheers / ${100 - Math.round(Number(values.cheers) * 100)}% likes, journal_mode=${journal}, synchronous=${synchronous === 2 ? 'FULL' : synchronous}`);
    console.log(`writes/s ${r.rps.toFixed(0)}   (${r.requests} requests: ${r.cheersOk} cheers, ${r.likesOk} likes)`);
    console.log(`latency p50 ${r.p50} ms   p99 ${r.p99} ms`);
    console.log(`server CPU per write ${((cpu.user + cpu.system) / r.requests).toFixed(0)} µs (system ${(cpu.system / r.requests).toFixed(0)}); ${batched.batches} commits, ${(batched.writes / Math.max(1, batched.batches)).toFixed(1)} writes per commit; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    console.log(`errors ${errors} (transport ${r.errors}, non-2xx ${r.non2xx})${r.firstError ? `, first: ${r.firstError}` : ''}`);
    // Every counted like is one like row and one increment, warm-up included, and nothing else wrote.
    const consistent = db.likeRows === db.likeSum && db.cheers >= 50 + r.cheersOk;
    console.log(`database: ${db.cheers} cheers, ${db.likeRows} like rows, sum of counters ${db.likeSum} → ${consistent ? 'consistent' : 'INCONSISTENT'}`);
    console.log(`target ≥ ${TARGET} writes/s with 0 errors: ${r.rps >= TARGET && errors === 0 && consistent ? 'met' : 'NOT met'}`);
    if (!consistent) process.exitCode = 1;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (values.client) await runClient(values.client, (values.ids ?? '').split(',').map(Number));
else await main();
