// The memory part of `npm run bench`: RSS of the program as shipped (dist/athlete-site, with its V8
// flags) and of `node dist/cli.js` beside it, against bare Fastify answering the same bytes, at the
// moments a family's server lives through: idle after start, 20 s after every public route was asked
// once, 2 s after the bench's load (wrk, 50 connections, --seconds per route), 30 s later; then
// 200 tenants opened in turn (one request to each by Host). Memory is much less sensitive than req/s
// to a shared machine's load; the load average is printed anyway.
//   node scripts/bench/memory.ts [--exe dist/athlete-site] [--exe dist/cli.js] [--seconds 3] [--tenants 200] [--arg=--memory-limit=256] [--no-bare]
// --probe FILE starts `node dist/cli.js` with scripts/bench/memory-probe.cjs (process.memoryUsage()
// and V8's heap spaces written to FILE.<moment>.json at each moment; heap snapshots with --snapshots).
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { freePort, getRaw, rssMiB, sleep } from './bench-kit.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    exe: { type: 'string', multiple: true },
    seconds: { type: 'string', default: '3' },
    tenants: { type: 'string', default: '200' },
    connections: { type: 'string', default: '50' },
    arg: { type: 'string', multiple: true, default: [] },
    probe: { type: 'string' },
    snapshots: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    // --no-bare: the program(s) alone, for a table of RSS by --memory-limit.
    bare: { type: 'boolean', default: true },
  },
  allowNegative: true,
});
const SECONDS = Number(values.seconds);
const TENANTS = Number(values.tenants);
const CONNECTIONS = Number(values.connections);
const cli = path.join(root, 'dist/cli.js');
const shipped = path.join(root, 'dist/athlete-site');
if (!fs.existsSync(cli)) throw new Error('dist/cli.js is missing: run `npm run build` first');
if (spawnSync('wrk', ['--version']).error) throw new Error('wrk is not installed: sudo apt-get install -y wrk');
const programs = values.exe?.length ? values.exe : [...(fs.existsSync(shipped) ? [shipped] : []), cli];

/** Every public route a visitor's browser or a recruiter's tools ask for: reads, pages, files. */
const BROWSER = 'gzip, deflate, br, zstd';
const ROUTES: Array<{ path: string; encoding?: string }> = [
  ...['races', 'prs', 'settings', 'press', 'cheers', 'universities', 'upcoming', 'followed', 'socials', 'team-members', 'training-profile', 'coach-notes', 'profile', 'progression'].map((n) => ({ path: `/content/public/${n}` })),
  { path: '/content/public/races/{race}' },
  { path: '/' },
  { path: '/', encoding: BROWSER },
  { path: '/courses' },
  { path: '/courses', encoding: BROWSER },
  { path: '/resume', encoding: BROWSER },
  { path: '/resume.pdf' },
  { path: '/calendar.ics' },
  { path: '/healthz' },
];

/** Resident KiB by mapping: anonymous memory, the brk heap (glibc's main arena), each file. */
function smapsByKind(pid: number): Record<string, number> {
  const byKind: Record<string, number> = {};
  let kind = '';
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) kind = head[1] ? path.basename(head[1]) : '[anon]';
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) byKind[kind] = (byKind[kind] ?? 0) + Number(rss[1]);
  }
  return Object.fromEntries(Object.entries(byKind).sort((a, b) => b[1] - a[1]).slice(0, 8));
}


async function waitReady(url: string, child: ChildProcess): Promise<void> {
  const t0 = Date.now();
  while (Date.now() - t0 < 30_000) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(5);
  }
  throw new Error(`${url} was not ready in 30 s`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(5000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

const wrk = (url: string, headers: Record<string, string>) =>
  promisify(execFile)('wrk', ['-t1', `-c${CONNECTIONS}`, `-d${SECONDS}s`, ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url], { encoding: 'utf8' });

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-bench-memory-'));
const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(tmp, { recursive: true, force: true });
});
const data = path.join(tmp, 'data');
const loadBefore = os.loadavg();
await promisify(execFile)(process.execPath, [cli, 'demo', '--data', data]);
// The tenants of the last step: one through the CLI as a family adds one, the others copies of its
// folder (the same migrated empty database the CLI makes) with their own record and host name.
const host = (i: number) => `bench-${i}.test`;
if (TENANTS > 0) {
  await promisify(execFile)(process.execPath, [cli, 'tenant', 'add', 'bench-0', '--host', host(0), '--data', data]);
  const first = path.join(data, 'tenants/bench-0');
  for (let i = 1; i < TENANTS; i++) {
    const dir = path.join(data, `tenants/bench-${i}`);
    fs.cpSync(first, dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'tenant.json'), `${JSON.stringify({ id: `bench-${i}`, hosts: [host(i)], createdAt: new Date().toISOString() }, null, 2)}\n`);
  }
}

/** One program's RSS (MiB) at each moment, and its peak. */
type Moments = Record<string, number>;
const MOMENTS = ['idle after start', '20 s after every route once', '2 s after the load', '30 s later', `after ${TENANTS} tenants opened`, 'peak (VmHWM)'] as const;

async function measureProgram(program: string | 'bare', recordedFile?: string): Promise<Moments> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const probeEnv = values.probe && program.endsWith('.js') ? { ...process.env, MEMORY_PROBE: values.probe, MEMORY_PROBE_SNAPSHOTS: values.snapshots ? '1' : '' } : process.env;
  const argv =
    program === 'bare'
      ? [process.execPath, path.join(root, 'scripts/bench/bare-server.ts'), recordedFile!, String(port)]
      : [...(program.endsWith('.js') ? [process.execPath, ...(values.probe ? ['-r', path.join(root, 'scripts/bench/memory-probe.cjs')] : [])] : []), program, 'serve', '--data', data, '--port', String(port), '--host', '127.0.0.1', ...(values.arg ?? [])];
  const child = spawn(argv[0]!, argv.slice(1), { stdio: 'ignore', env: probeEnv });
  children.push(child);
  await waitReady(`${base}${program === 'bare' ? '/healthz' : '/healthz'}`, child);
  const at: Moments = {};
  const mark = async (name: string) => {
    at[name] = rssMiB(child.pid!);
    // Any program's mappings by kind, read from outside (the executable takes no preload).
    if (values.probe) fs.writeFileSync(`${values.probe}.${path.basename(program)}.${name.replace(/[^a-z0-9]+/gi, '-')}.smaps.json`, JSON.stringify(smapsByKind(child.pid!)));
    if (probeEnv.MEMORY_PROBE) {
      child.kill('SIGWINCH');
      await sleep(values.snapshots ? 4000 : 300);
      const f = `${values.probe}.last.json`;
      if (fs.existsSync(f)) fs.renameSync(f, `${values.probe}.${name.replace(/[^a-z0-9]+/gi, '-')}.json`);
    }
  };
  await sleep(2000);
  await mark('idle after start');
  const raceId = (JSON.parse((await getRaw(`${base}/content/public/races`, { 'x-tenant-id': 'default' })).body.toString('utf8')) as Array<{ id: number }>)[0]?.id ?? 1;
  const routes = ROUTES.map((r) => ({ ...r, path: r.path.replace('{race}', String(raceId)) }));
  const headersOf = (r: (typeof routes)[number]) => ({ 'x-tenant-id': 'default', ...(r.encoding ? { 'accept-encoding': r.encoding } : {}) });
  for (const r of routes) {
    const res = await getRaw(`${base}${r.path}`, headersOf(r));
    if (res.status !== 200) throw new Error(`${program}: GET ${r.path} answered ${res.status}`);
  }
  await sleep(20_000);
  await mark('20 s after every route once');
  for (const r of routes) await wrk(`${base}${r.path}`, headersOf(r));
  await sleep(2000);
  await mark('2 s after the load');
  await sleep(30_000);
  await mark('30 s later');
  if (TENANTS > 0 && program !== 'bare') {
    for (let i = 0; i < TENANTS; i++) {
      const res = await getRaw(`${base}/`, { host: host(i), 'accept-encoding': BROWSER });
      if (res.status !== 200) throw new Error(`${program}: GET / of ${host(i)} answered ${res.status}`);
    }
    await sleep(2000);
    await mark(`after ${TENANTS} tenants opened`);
  }
  at['peak (VmHWM)'] = rssMiB(child.pid!, 'VmHWM');
  await stop(child);
  return at;
}

// The bare server answers what the shipped program answered (recorded once, as all.ts does).
const recordedFile = path.join(tmp, 'recorded.json');
{
  const port = await freePort();
  const child = spawn(process.execPath, [cli, 'serve', '--data', data, '--port', String(port), '--host', '127.0.0.1'], { stdio: 'ignore' });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitReady(`${base}/healthz`, child);
  const raceId = (JSON.parse((await getRaw(`${base}/content/public/races`, { 'x-tenant-id': 'default' })).body.toString('utf8')) as Array<{ id: number }>)[0]?.id ?? 1;
  const recorded = [];
  for (const r of ROUTES) {
    const p = r.path.replace('{race}', String(raceId));
    const res = await getRaw(`${base}${p}`, { 'x-tenant-id': 'default', ...(r.encoding ? { 'accept-encoding': r.encoding } : {}) });
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined && !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(k)) headers[k] = Array.isArray(v) ? v.join(', ') : v;
    recorded.push({ path: p, encoding: r.encoding, status: res.status, headers, body: res.body.toString('base64') });
  }
  fs.writeFileSync(recordedFile, JSON.stringify(recorded));
  await stop(child);
}

const results = new Map<string, Moments>();
results.set('bare Fastify', values.bare ? await measureProgram('bare', recordedFile) : {});
for (const given of programs) {
  // An executable runs from a copy, as a family installs it: a file just written by the packaging
  // kept ~18 MiB more of its own pages resident in every run measured here (RssFile 77 vs 59 MiB).
  // Each under a name of its own: a copy written over the one just run kept ~20 MiB more resident.
  const p = given.endsWith('.js') ? given : path.join(tmp, `${programs.indexOf(given)}-${path.basename(given)}`);
  if (p !== given) {
    fs.copyFileSync(given, p);
    fs.chmodSync(p, 0o755);
  }
  const name = p === cli ? 'node dist/cli.js' : p.endsWith('.js') ? `node ${path.relative(root, p)}` : path.relative(root, given);
  results.set(name, await measureProgram(p));
  process.stderr.write(`${name}: ${JSON.stringify(results.get(name))}\n`);
}
const loadAfter = os.loadavg();

const bare = results.get('bare Fastify')!;
const goals: Record<string, (mib: number, ratio: number) => string> = {
  '20 s after every route once': (m, r) => `≤ 1.5x and ≤ 150 MiB ${r <= 1.5 && m <= 150 ? '✓' : '✗'}`,
  '2 s after the load': (_m, r) => `≤ 1.5x ${r <= 1.5 ? '✓' : '✗'}`,
  '30 s later': (_m, r) => `≤ 1.5x ${r <= 1.5 ? '✓' : '✗'}`,
  [`after ${TENANTS} tenants opened`]: (m) => `≤ 200 MiB ${m <= 200 ? '✓' : '✗'}`,
};
const names = [...results.keys()].filter((n) => n !== 'bare Fastify');
const lines = [
  `RSS in MiB; ${os.cpus().length} cores, Node ${process.version}; load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} before, ${loadAfter.map((l) => l.toFixed(2)).join(' ')} after; wrk ${CONNECTIONS} connections, ${SECONDS} s per route on ${ROUTES.length} routes${values.arg?.length ? `; serve ${values.arg.join(' ')}` : ''}.`,
  '',
  `| moment | ${names.map((n) => `${n} (x bare)`).join(' | ')} | bare Fastify | goal (the shipped program) |`,
  `|---|${names.map(() => '---|').join('')}---|---|`,
  ...MOMENTS.map((m) => {
    const b = bare[m];
    const cells = names.map((n) => {
      const v = results.get(n)![m];
      return v === undefined ? '' : `${v.toFixed(1)}${b ? ` (${(v / b).toFixed(2)})` : ''}`;
    });
    const first = results.get(names[0]!)![m];
    return `| ${m} | ${cells.join(' | ')} | ${b === undefined ? '' : b.toFixed(1)} | ${first !== undefined && goals[m] && (b !== undefined || m.startsWith('after')) ? goals[m](first, b ? first / b : 0) : ''} |`;
  }),
];
console.log(lines.join('\n'));
if (values.json) console.log(JSON.stringify(Object.fromEntries(results)));
process.exit(0);
