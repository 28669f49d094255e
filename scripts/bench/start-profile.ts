// Profiles one cold start: starts `serve` under `--cpu-prof` (the executable through NODE_OPTIONS,
// dist/cli.js with this Node) on a demo data folder, stops it as soon as /healthz answers 200 and
// prints where the time went, by function, by origin and by bundled module; with a source map beside
// the bundle (dist/cli.js.map, dist/sea/app.cjs.map) its frames are attributed to their packages.
//   node scripts/bench/start-profile.ts [--exe dist/athlete-site | dist/cli.js] [--top 30] [--out DIR]
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from './bench-kit.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { exe: { type: 'string', default: path.join(root, 'dist/athlete-site') }, top: { type: 'string', default: '30' }, out: { type: 'string' } } });
const program = path.resolve(values.exe);
if (!fs.existsSync(program)) throw new Error(`${program} is missing: run npm run package (or npm run build for dist/cli.js)`);
const isScript = program.endsWith('.js');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-start-profile-'));
const out = values.out ? path.resolve(values.out) : path.join(tmp, 'prof');
fs.mkdirSync(out, { recursive: true });
const data = path.join(tmp, 'data');
const env = { ...process.env, HOME: process.env.HOME ?? tmp };

/** Runs serve once; answers the ms to a ready /healthz. */
async function startOnce(profile: boolean): Promise<number> {
  const port = await freePort();
  const flags = ['--cpu-prof', `--cpu-prof-dir=${out}`, '--cpu-prof-interval=250'];
  const serveArgs = ['serve', '--data', data, '--port', String(port), '--host', '127.0.0.1'];
  const t0 = performance.now();
  const child = isScript
    ? spawn(process.execPath, [...(profile ? flags : []), program, ...serveArgs], { stdio: 'ignore', env })
    : spawn(program, serveArgs, { stdio: 'ignore', env: profile ? { ...env, NODE_OPTIONS: flags.join(' ') } : env });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${program} exited ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 2));
  }
  const ms = performance.now() - t0;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  return ms;
}

try {
  const cli = isScript ? program : path.join(root, 'dist/cli.js');
  execFileSync(process.execPath, [cli, 'demo', '--data', data, '--no-media'], { stdio: 'ignore' });
  await startOnce(false); // unpacks the executable's files, warms the page cache
  const ms = await startOnce(true);
  const file = fs.readdirSync(out).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('no profile written');
  const profile = JSON.parse(fs.readFileSync(path.join(out, file), 'utf8')) as Profile;

  // A bundle's frames are mapped through the source map beside it (dist/cli.js.map), or for the
  // executable's files, unpacked without their maps, through the one of the same name in dist/sea.
  const maps = new Map<string, SourceMap | undefined>();
  const mapOf = (url: string): SourceMap | undefined => {
    if (!url.startsWith('file://') || !/\.c?js$/.test(url)) return undefined;
    if (!maps.has(url)) {
      const file = new URL(url).pathname;
      const base = path.basename(file);
      const map = [`${file}.map`, path.join(root, 'dist/sea', `${base}.map`), path.join(root, 'dist/sea/parts', `${base}.map`)].find((f) => fs.existsSync(f));
      maps.set(url, map ? new SourceMap(JSON.parse(fs.readFileSync(map, 'utf8')) as SourceMapPayload) : undefined);
    }
    return maps.get(url);
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const originOf = (n: ProfileNode): string => {
    let url = n.callFrame.url;
    const map = mapOf(url);
    if (map && n.callFrame.lineNumber >= 0) {
      const e = map.findEntry(n.callFrame.lineNumber, n.callFrame.columnNumber);
      if ('originalSource' in e && e.originalSource) url = e.originalSource;
    }
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
    if (pkg) return pkg[1]!;
    if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
    if (!url) return n.callFrame.functionName.startsWith('(') ? n.callFrame.functionName : '(native)';
    const src = /(?:^|\/)(src|ui)\/(.*)$/.exec(url);
    return src ? `${src[1]}/${src[2]!.split('/').slice(0, 2).join('/')}` : url;
  };
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const fns = new Map<string, number>();
  const origins = new Map<string, number>();
  for (const [id, t] of self) {
    const n = byId.get(id)!;
    const o = originOf(n);
    const key = `${n.callFrame.functionName || '(anonymous)'}  ${o}`;
    fns.set(key, (fns.get(key) ?? 0) + t);
    origins.set(o, (origins.get(o) ?? 0) + t);
  }
  const pct = (t: number) => `${(t / 1000).toFixed(0).padStart(5)} ms ${((100 * t) / total).toFixed(1).padStart(5)}%`;
  console.log(`${path.relative(root, program) || program}: ready in ${ms.toFixed(0)} ms under the profiler; ${(total / 1000).toFixed(0)} ms sampled (load average ${os.loadavg()[0]!.toFixed(2)})`);
  console.log('\nself time by function:');
  for (const [k, t] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top))) console.log(`${pct(t)}  ${k}`);
  console.log('\nself time by origin:');
  for (const [k, t] of [...origins].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top))) console.log(`${pct(t)}  ${k}`);

  // esbuild names each bundled module's body after its file ("node_modules/zod/v4/core/core.js",
  // "src/app.ts"): a sample belongs to the innermost module body on its stack, so this is the time
  // spent evaluating each module (its top level and what it calls), nested modules apart.
  const parentOf = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  // (ESM files that nothing loads lazily are hoisted into the bundle's top level: their time is the bundle's own.)
  const moduleName = /^(?:.*\bnode_modules\/|src\/|ui\/).*\.(?:[cm]?js|tsx?|json|css)$/;
  const evaluation = new Map<string, number>();
  let inModules = 0;
  for (const [id, t] of self) {
    for (let p: number | undefined = id; p !== undefined; p = parentOf.get(p)) {
      const name = byId.get(p)!.callFrame.functionName;
      if (moduleName.test(name)) {
        const pkg = /\bnode_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name)?.[1] ?? name.split('/').slice(0, 3).join('/');
        evaluation.set(pkg, (evaluation.get(pkg) ?? 0) + t);
        inModules += t;
        break;
      }
    }
  }
  if (inModules > 0) {
    console.log(`\nmodule evaluation (innermost bundled module on the stack; ${(inModules / 1000).toFixed(0)} ms in all):`);
    for (const [k, t] of [...evaluation].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top))) console.log(`${pct(t)}  ${k}`);
  } else {
    console.log('\n(no module evaluation by module: the executable\'s bundles are minified, their modules unnamed; profile dist/cli.js for it)');
  }
  if (values.out) console.log(`\nprofile in ${path.join(out, file)}`);
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
