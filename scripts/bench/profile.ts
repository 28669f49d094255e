// Profiles the server under load on one route: starts `node --cpu-prof dist/cli.js serve` on a demo
// data folder (default logging, output discarded like the bench does), loads the route with
// autocannon in its own process, stops the server with SIGTERM (the profile is written on exit)
// and prints the top self-time functions (cpu-top.ts). Loopback only.
//   node scripts/bench/profile.ts [--path /content/public/races] [--duration 5] [--connections 50] [--out DIR]
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/content/public/races' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    top: { type: 'string', default: '35' },
    out: { type: 'string' },
  },
});
const run = promisify(execFile);
const cli = path.join(root, 'dist/cli.js');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-profile-'));
const out = values.out ?? path.join(tmp, 'prof');
const port = await new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = s.address() as net.AddressInfo;
    s.close(() => resolve(p));
  });
});
try {
  await run(process.execPath, [cli, 'demo', '--data', path.join(tmp, 'data')]);
  const server = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${out}`, cli, 'serve', '--data', path.join(tmp, 'data'), '--port', String(port), '--host', '127.0.0.1'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      if (i > 2000) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 5));
    }
  }
  const autocannon = path.join(root, 'node_modules/autocannon/autocannon.js');
  const { stdout } = await run(process.execPath, [autocannon, '--json', '-d', values.duration!, '-c', values.connections!, '-H', 'x-tenant-id=default', `${url}${values.path}`], { maxBuffer: 64 << 20 });
  const r = JSON.parse(stdout) as { requests: { average: number }; latency: { p99: number }; non2xx: number };
  console.log(`${values.path}: ${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx} (load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')})`);
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  const file = fs.readdirSync(out).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('no profile written');
  const { stdout: top } = await run(process.execPath, [path.join(root, 'scripts/bench/cpu-top.ts'), path.join(out, file), '--top', values.top!]);
  console.log(top);
  if (values.out) console.log(`profile in ${path.join(out, file)}`);
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
