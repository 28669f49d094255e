// Weighs each V8 flag the executable runs with (src/sea/v8-flags.ts): `node dist/cli.js serve` with
// none, each alone, and all, alternated round by round: idle RSS 2 s after start, cold start to a
// ready /healthz, RSS after wrk on `/` and one JSON read, and their req/s. The tier-up flags are set
// at run time as the executable sets them (a preload calling v8.setFlagsFromString), the semi-space
// flag on the command line as the executable's blob gives it.
//   node scripts/bench/v8-flags.ts [--rounds 3] [--seconds 3]
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { parseWrk } from './wrk.ts';
import { freePort, rssMiB, sleep } from './bench-kit.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' }, seconds: { type: 'string', default: '3' } } });
const ROUNDS = Number(values.rounds);
const cli = path.join(root, 'dist/cli.js');
const src = fs.readFileSync(path.join(root, 'src/sea/v8-flags.ts'), 'utf8');
const semi = /V8_START_FLAGS = \['([^']+)'\]/.exec(src)![1]!;
const tierUp = [.../V8_TIER_UP_FLAGS = \[([\s\S]*?)\];/.exec(src)![1]!.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-bench-v8-'));
const preload = path.join(tmp, 'tier-up.cjs');
fs.writeFileSync(preload, `require('node:v8').setFlagsFromString(${JSON.stringify(tierUp.join(' '))});\n`);
const VARIANTS: Record<string, string[]> = { none: [], [semi]: [semi], 'tier-up flags (at run time)': ['-r', preload], both: [semi, '-r', preload] };
const data = path.join(tmp, 'data');
await promisify(execFile)(process.execPath, [cli, 'demo', '--data', data]);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const results = new Map<string, Record<string, number[]>>(Object.keys(VARIANTS).map((v) => [v, {}]));
const push = (v: string, k: string, x: number) => ((results.get(v)![k] ??= []), results.get(v)![k]!.push(x));
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, flags] of round % 2 ? Object.entries(VARIANTS).toReversed() : Object.entries(VARIANTS)) {
    const port = await freePort();
    const t0 = performance.now();
    const child: ChildProcess = spawn(process.execPath, [...flags, cli, 'serve', '--data', data, '--port', String(port), '--host', '127.0.0.1'], { stdio: 'ignore' });
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
      } catch {
        await sleep(2);
      }
    }
    push(name, 'cold start ms', performance.now() - t0);
    await sleep(2000);
    push(name, 'idle RSS MiB', rssMiB(child.pid!));
    for (const [route, url, encoding] of [['/ req/s', '/', 'br'], ['races req/s', '/content/public/races', '']] as const) {
      const args = ['-t1', '-c50', `-d${values.seconds}s`, '--latency', '-H', 'x-tenant-id: default', ...(encoding ? ['-H', `accept-encoding: ${encoding}`] : []), `http://127.0.0.1:${port}${url}`];
      // One warm-up second, then the measure (the tier-up flags delay optimisation: that is their cost).
      await promisify(execFile)('wrk', [...args.slice(0, 2), '-d1s', ...args.slice(3)]);
      const r = parseWrk((await promisify(execFile)('wrk', args, { encoding: 'utf8' })).stdout);
      push(name, route, r.total / r.seconds);
    }
    push(name, 'RSS after load MiB', rssMiB(child.pid!));
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}
fs.rmSync(tmp, { recursive: true, force: true });
const keys = ['idle RSS MiB', 'cold start ms', 'RSS after load MiB', '/ req/s', 'races req/s'];
console.log(`medians of ${ROUNDS} alternated rounds; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);
console.log(`| flags | ${keys.join(' | ')} |\n|---|${keys.map(() => '---|').join('')}`);
for (const [name, r] of results) console.log(`| ${name} | ${keys.map((k) => median(r[k]!).toFixed(k.includes('req/s') || k.includes('ms') ? 0 : 1)).join(' | ')} |`);
process.exit(0);
