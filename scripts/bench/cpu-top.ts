// Reads a V8 CPU profile (`node --cpu-prof`) and prints the functions with the most self time,
// and the packages (node_modules/<name>, node:internal, our own files) they belong to.
// `--skip MS` leaves out the first milliseconds (the start, before the load); `--callers NAME`
// also prints the call paths (three frames up) that lead to the functions of that name.
//   node scripts/bench/cpu-top.ts PROFILE.cpuprofile [--top 30] [--skip 1500] [--callers writeUtf8String]
import fs from 'node:fs';
import { parseArgs } from 'node:util';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  options: { top: { type: 'string', default: '30' }, skip: { type: 'string', default: '0' }, callers: { type: 'string' } },
  allowPositionals: true,
});
const file = positionals[0];
if (!file) throw new Error('usage: cpu-top.ts PROFILE.cpuprofile [--top 30]');
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
const self = new Map<number, number>();
const skipUs = Number(values.skip) * 1000;
let at = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  at += dt;
  if (at >= skipUs) self.set(id, (self.get(id) ?? 0) + dt);
});
const total = [...self.values()].reduce((a, b) => a + b, 0);

/** Where a frame's code comes from: a package, node's internals, or a file of ours. */
function originOf(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  if (!url) return '(native/vm)';
  return url.replace(/^file:\/\//, '').split('/').slice(-2).join('/');
}

const fns = new Map<string, number>();
const origins = new Map<string, number>();
for (const [id, t] of self) {
  const n = byId.get(id)!;
  const { functionName, url, lineNumber } = n.callFrame;
  const key = `${functionName || '(anonymous)'}  ${originOf(url)}:${lineNumber + 1}`;
  fns.set(key, (fns.get(key) ?? 0) + t);
  const o = originOf(url);
  origins.set(o, (origins.get(o) ?? 0) + t);
}
const pct = (t: number) => `${((100 * t) / total).toFixed(1).padStart(5)}%`;
const top = Number(values.top);
console.log(`total ${(total / 1000).toFixed(0)} ms sampled\n\nself time by function:`);
for (const [k, t] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(t)}  ${k}`);
console.log('\nself time by origin:');
for (const [k, t] of [...origins].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`${pct(t)}  ${k}`);

if (values.callers) {
  const paths = new Map<string, number>();
  for (const [id, t] of self) {
    if (byId.get(id)!.callFrame.functionName !== values.callers) continue;
    const chain: string[] = [];
    for (let p = parentOf.get(id); p !== undefined && chain.length < 4; p = parentOf.get(p)) {
      const f = byId.get(p)!.callFrame;
      chain.push(`${f.functionName || '(anonymous)'}:${f.lineNumber + 1}`);
    }
    const key = chain.join(' < ');
    paths.set(key, (paths.get(key) ?? 0) + t);
  }
  console.log(`\ncallers of ${values.callers}:`);
  for (const [k, t] of [...paths].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`${pct(t)}  ${k}`);
}
