// Benchmark of the single executable (after `npm run package`): its size, its cold start to a ready
// /healthz (median of several starts, after the first run that unpacks the native parts), and its
// memory (RSS) idle and after serving the home page 1,000 times over loopback.
//   node scripts/bench/executable.ts [--runs 7] [--exe dist/athlete-site]
// Targets (issue 5): size ≤ 180 MiB, cold start ≤ 250 ms, idle RSS ≤ 80 MiB.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, rssMiB } from './bench-kit.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' }, exe: { type: 'string', default: path.join(root, 'dist/athlete-site') }, requests: { type: 'string', default: '1000' } } });
const RUNS = Number(values.runs);
const REQUESTS = Number(values.requests);
const MiB = 2 ** 20;
if (!fs.existsSync(values.exe)) throw new Error(`${values.exe} is missing: run npm run package first`);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-bench-exe-'));
const exe = path.join(tmp, 'athlete-site');
fs.copyFileSync(values.exe, exe);
fs.chmodSync(exe, 0o755);
const home = path.join(tmp, 'home');
fs.mkdirSync(home);
const data = path.join(tmp, 'data');
// No Node, no node_modules: only what a server's service manager would give it.
const env = { PATH: '/usr/bin:/bin', HOME: home };


const get = (port: number, url: string, agent?: http.Agent) =>
  new Promise<number>((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, agent: agent ?? false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
  });


const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** CPU time (user + system) a process has used, in ms (10 ms resolution): separates the machine's load from the program's work. */
const cpuMs = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** Starts `serve` and answers the milliseconds until /healthz first answered 200, and the CPU time used by then. */
async function start(cmd: string, args: string[]): Promise<{ child: ChildProcess; port: number; ms: number; cpu: number }> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(cmd, [...args, 'serve', '--data', data, '--port', String(port), '--host', '127.0.0.1'], { env, stdio: 'ignore' });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${cmd} exited ${child.exitCode}`);
    if ((await get(port, '/healthz')) === 200) return { child, port, ms: performance.now() - t0, cpu: cpuMs(child.pid!) };
    await new Promise((r) => setTimeout(r, 2));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

try {
  const size = fs.statSync(values.exe).size / MiB;
  let t = performance.now();
  const first = spawnSync(exe, ['demo', '--data', data], { env, encoding: 'utf8' });
  if (first.status !== 0) throw new Error(`demo failed: ${first.stderr}`);
  const firstRunMs = performance.now() - t;
  t = performance.now();
  spawnSync(exe, ['--version'], { env });
  const versionMs = performance.now() - t;

  // Cold starts (after the first run): start, wait for /healthz, stop.
  await stop((await start(exe, [])).child);
  const starts: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const s = await start(exe, []);
    starts.push(s.ms);
    cpus.push(s.cpu);
    await stop(s.child);
  }

  // Memory: idle after start, then after the home page 1,000 times (8 keep-alive connections).
  const s = await start(exe, []);
  await new Promise((r) => setTimeout(r, 1500));
  const idle = rssMiB(s.child.pid!);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  let ok = 0;
  t = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < REQUESTS) {
        next++;
        if ((await get(s.port, '/', agent)) === 200) ok++;
      }
    }),
  );
  const servingMs = performance.now() - t;
  agent.destroy();
  const afterLoad = rssMiB(s.child.pid!);
  const peak = rssMiB(s.child.pid!, 'VmHWM');
  await stop(s.child);
  if (ok !== REQUESTS) throw new Error(`only ${ok} of ${REQUESTS} home page requests answered 200`);

  // The same start with Node and the bundle, for comparison.
  let nodeStart: number | undefined;
  const cli = path.join(root, 'dist/cli.js');
  if (fs.existsSync(cli)) {
    const ns: number[] = [];
    await stop((await start(process.execPath, [cli])).child);
    for (let i = 0; i < RUNS; i++) {
      const n = await start(process.execPath, [cli]);
      ns.push(n.ms);
      await stop(n.child);
    }
    nodeStart = median(ns);
  }

  const mark = (ok: boolean) => (ok ? 'ok' : 'OVER');
  const rows: Array<[string, string, string]> = [
    ['executable size', `${size.toFixed(1)} MiB`, `≤ 180 MiB ${mark(size <= 180)}`],
    ['first run (unpack + demo)', `${firstRunMs.toFixed(0)} ms`, ''],
    ['--version (unpacked)', `${versionMs.toFixed(0)} ms`, ''],
    [`cold start to /healthz 200 (median of ${RUNS})`, `${median(starts).toFixed(0)} ms`, `≤ 250 ms ${mark(median(starts) <= 250)}`],
    ['  all starts', starts.map((x) => x.toFixed(0)).join(', '), ''],
    ['  CPU time to ready (median)', `${median(cpus).toFixed(0)} ms`, `load average ${os.loadavg()[0]!.toFixed(1)}`],
    ['RSS idle', `${idle.toFixed(1)} MiB`, `≤ 80 MiB ${mark(idle <= 80)}`],
    [`RSS after ${REQUESTS} home pages`, `${afterLoad.toFixed(1)} MiB (peak ${peak.toFixed(1)})`, `${(REQUESTS / (servingMs / 1000)).toFixed(0)} req/s`],
  ];
  if (nodeStart !== undefined) rows.push(['for comparison: node dist/cli.js cold start', `${nodeStart.toFixed(0)} ms`, '']);
  const w = Math.max(...rows.map((r) => r[0].length));
  console.log(`Athlete.Site single executable — ${os.cpus().length} CPUs, Node ${process.versions.node}`);
  for (const [k, v, n] of rows) console.log(`${k.padEnd(w)}  ${v.padEnd(24)}  ${n}`);
  console.log(JSON.stringify({ sizeMiB: +size.toFixed(1), firstRunMs: Math.round(firstRunMs), coldStartMedianMs: Math.round(median(starts)), coldStartCpuMs: median(cpus), rssIdleMiB: +idle.toFixed(1), rssAfterLoadMiB: +afterLoad.toFixed(1), rssPeakMiB: +peak.toFixed(1), nodeColdStartMs: nodeStart && Math.round(nodeStart) }));
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
