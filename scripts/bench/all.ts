// `npm run bench`: the server started as users start it (`node dist/cli.js serve`, default logging,
// demo content) next to a bare Fastify server in its own process answering the same bytes from
// memory (a fresh one for each route, warmed on that route alone; the one that answered every
// route in the warm-up gives the idle memory). Routes are measured in pairs of runs back to back
// (bare then app, then app then bare…), with the load generator in a third process, on loopback
// only; a route's ratio is the median of its pairs' ratios, so that the machine's drift between
// pairs cancels out (short runs: this machine's speed changes within seconds). The load generator
// is wrk (Debian's `wrk`, one thread) when installed, else autocannon: autocannon, in JavaScript,
// spends a whole core parsing a large page before either server is busy, so it measured itself on
// `/` (see docs/benchmarks.md).
// The app is the executable as shipped (dist/athlete-site, with its V8 flags) when packaged, else
// (or with --app cli) `node dist/cli.js serve`. Then cold start and idle memory against bare Fastify,
// durable writes per second (`bench:writes`), and memory (scripts/bench/memory.ts: the executable
// and node dist/cli.js at each moment of a server's life, and with 200 tenants). Prints one table; `--out FILE` also writes it as Markdown with the machine
// described (docs/benchmarks.md), keeping that file's notes.
//   node scripts/bench/all.ts [--app exe|cli|FILE] [--skip-memory] [--duration 1] [--rounds 11] [--connections 50] [--warmup 2] [--client wrk|autocannon] [--only races,/] [--reverse] [--out docs/benchmarks.md]
// The cold start alone (no routes, no memory, no writes), against bare Fastify, alternated:
//   node scripts/bench/all.ts --only cold-start [--starts 9] [--exe dist/athlete-site]...
// Each --exe is one more program to start in every round (an executable, or dist/cli.js to run
// with this Node), on a demo folder made by its own `demo` command: two builds and bare Fastify
// measured in the same minutes.
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { type LoadResult, parseWrk } from './wrk.ts';
import { freePort, getRaw, rssMiB, sleep } from './bench-kit.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '11' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    out: { type: 'string' },
    'skip-writes': { type: 'boolean', default: false },
    // The memory part (scripts/bench/memory.ts: the executable and node dist/cli.js against bare Fastify, 200 tenants).
    'skip-memory': { type: 'boolean', default: false },
    // The program whose routes are measured: the executable as shipped when packaged (`exe`), `node dist/cli.js` (`cli`),
    // or another build's executable or cli.js by its path (a build of main beside this one).
    app: { type: 'string' },
    starts: { type: 'string', default: '9' },
    warmup: { type: 'string', default: '2' },
    exe: { type: 'string', multiple: true },
    client: { type: 'string' },
    // The routes measured last to first (the table in that order): tells a route's own cost from
    // what its place in the run costs (in some runs the routes after the first two were slower).
    reverse: { type: 'boolean', default: false },
  },
});
const DURATION = Number(values.duration);
const ROUNDS = Number(values.rounds);
const CONNECTIONS = Number(values.connections);
const STARTS = Number(values.starts);
/** Passes of 1 s per route and server before the first measure. */
const WARMUP_PASSES = Number(values.warmup);
const coldOnly = values.only === 'cold-start';
const hasWrk = !spawnSync('wrk', ['--version']).error;
const CLIENT = values.client ?? (hasWrk ? 'wrk' : 'autocannon');
if (CLIENT !== 'wrk' && CLIENT !== 'autocannon') throw new Error(`--client ${CLIENT}: wrk or autocannon`);
if (CLIENT === 'wrk' && !hasWrk) throw new Error('wrk is not installed: sudo apt-get install -y wrk (or --client autocannon)');
if (!hasWrk && !coldOnly) process.stderr.write('wrk is not installed (sudo apt-get install -y wrk): measuring with autocannon, which is the limit on large pages\n');
const cli = path.join(root, 'dist/cli.js');
if (!fs.existsSync(cli)) throw new Error('dist/cli.js is missing: run `npm run build` first');
const shipped = path.join(root, 'dist/athlete-site');
/** The program measured on every route: what families run (the executable, with its V8 flags) unless told otherwise. */
const APP = values.app ?? (fs.existsSync(shipped) ? 'exe' : 'cli');
const appFile = APP === 'exe' ? shipped : APP === 'cli' ? cli : path.resolve(APP);
if (!fs.existsSync(appFile)) throw new Error(`${appFile} is missing: run \`npm run package\` first (or --app cli)`);
const appArgv = appFile.endsWith('.js') ? [process.execPath, appFile] : [appFile];
const appName = appFile.endsWith('.js') ? `\`node ${path.relative(root, appFile)} serve\`` : `\`${path.relative(root, appFile)} serve\` (the executable as shipped, with its V8 flags)`;

/** Stands for the id of a published race in a route's path until the app answers its list. */
const RACE_ID = '{race}';

/** Public reads a recruiter's visit makes: JSON first, then pages, then the health check. */
// Pages are asked for twice: without Accept-Encoding (the raw HTML, the most bytes), and as a
// browser asks (`br`: the compressed bytes a phone downloads). Both servers answer the same bytes.
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';
// The settings and the press list are also read as the public client reads them, with a new
// `ts=<now>` each time (scripts/bench/wrk-client-ts.lua; load-client-ts.ts under autocannon).
const ROUTES: Array<{ name: string; path: string; kind: 'json' | 'page' | 'health'; encoding?: string; clientTs?: boolean }> = [
  ...['races', 'prs', 'settings', 'press', 'cheers', 'universities', 'upcoming', 'followed', 'socials', 'team-members', 'training-profile', 'coach-notes', 'profile', 'progression'].map((n) => ({ name: n, path: `/content/public/${n}`, kind: 'json' as const })),
  // One race by id (a race page's read): the demo's latest race, found once the app runs.
  { name: 'race', path: `/content/public/races/${RACE_ID}`, kind: 'json' },
  { name: 'settings-ts', path: '/content/public/settings?ts=', kind: 'json', clientTs: true },
  { name: 'press-ts', path: '/content/public/press?take=30&page=1&ts=', kind: 'json', clientTs: true },
  { name: '/', path: '/', kind: 'page' },
  { name: '/ (browser)', path: '/', kind: 'page', encoding: BROWSER_ENCODING },
  { name: '/courses', path: '/courses', kind: 'page' },
  { name: '/courses (browser)', path: '/courses', kind: 'page', encoding: BROWSER_ENCODING },
  { name: '/healthz', path: '/healthz', kind: 'health' },
];

/** An admin's edit of the hero's subtitle (a write every page shows); answers the status. */
async function editSubtitle(appUrl: string, token: string, subtitle: string): Promise<number> {
  const res = await fetch(`${appUrl}/content/admin/settings`, { method: 'PUT', headers: { 'x-tenant-id': 'default', authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ heroSubtitle: subtitle }) });
  await res.arrayBuffer();
  return res.status;
}

/** A visitor's like (a public write), with its own visitor id so it counts. */
function postLike(url: string, visitor: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { 'x-tenant-id': 'default', 'x-visitor-id': visitor } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}


/** Polls a URL until it answers 200; answers the milliseconds since `since`. */
async function waitReady(url: string, since: number, timeoutMs = 20_000): Promise<number> {
  while (Date.now() - since < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return Date.now() - since;
    } catch {
      // Not listening yet.
    }
    await sleep(2);
  }
  throw new Error(`${url} was not ready in ${timeoutMs} ms`);
}

function start(argv: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  return spawn(argv[0]!, argv.slice(1), { stdio: 'ignore', env });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(5000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}


interface Measure {
  rps: number;
  p99: number;
  errors: number;
  /** The server's CPU time per request (µs): steadier than req/s on a loaded machine. */
  cpuUs: number;
}

/** A route's medians, and the medians of its pairs' ratios (app / bare for req/s, bare / app for CPU). */
interface Row {
  name: string;
  kind: string;
  app: Measure;
  bare: Measure;
  ratio: number;
  cpuRatio: number;
}

/** Linux's clock tick for /proc times (USER_HZ, 100 on every common build). */
const CLOCK_TICKS = 100;

/** A process's CPU time so far (user + system), in microseconds, from /proc (clock ticks). */
const cpuUsOf = (pid: number): number => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
};

/** The load generator in its own process (so the load does not share a server's event loop); with `clientTs`, a new `ts` on each request. */
async function measure(url: string, seconds: number, headers: Record<string, string>, server: ChildProcess, clientTs = false): Promise<Measure> {
  const cpu0 = cpuUsOf(server.pid!);
  const r = await (CLIENT === 'wrk' ? runWrk(url, seconds, headers, clientTs) : runAutocannon(url, seconds, headers, clientTs));
  const cpu = cpuUsOf(server.pid!) - cpu0;
  return { rps: r.total / r.seconds, p99: r.p99, errors: r.errors, cpuUs: cpu / Math.max(1, r.total) };
}

/** autocannon (the command line, or scripts/bench/load-client-ts.ts for a new `ts` per request). */
async function runAutocannon(url: string, seconds: number, headers: Record<string, string>, clientTs: boolean): Promise<LoadResult> {
  const args = clientTs
    ? [path.join(root, 'scripts/bench/load-client-ts.ts'), url, String(seconds), String(CONNECTIONS), ...Object.entries(headers).map(([k, v]) => `${k}=${v}`)]
    : [path.join(root, 'node_modules/autocannon/autocannon.js'), '--json', '-d', String(seconds), '-c', String(CONNECTIONS), ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]), url];
  const { stdout } = await promisify(execFile)(process.execPath, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const r = JSON.parse(stdout) as { requests: { total: number }; latency: { p99: number }; errors: number; non2xx: number };
  return { total: r.requests.total, seconds, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/** wrk, one thread (the other core is the server's), with its latency distribution; a Lua script adds a new `ts` per request. */
async function runWrk(url: string, seconds: number, headers: Record<string, string>, clientTs: boolean): Promise<LoadResult> {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), ...(clientTs ? ['-s', path.join(root, 'scripts/bench/wrk-client-ts.lua')] : []), url];
  const { stdout } = await promisify(execFile)('wrk', args, { encoding: 'utf8' });
  return parseWrk(stdout);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-bench-all-'));
const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(tmp, { recursive: true, force: true });
});

const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');
const data = path.join(tmp, 'data');
await promisify(execFile)(process.execPath, [cli, 'demo', '--data', data]);
// An admin of the benchmark's own, for the first page after an admin's edit.
const BENCH_ADMIN = { email: 'bench@example.com', password: `bench-${process.pid}-password` };
await promisify(execFile)(process.execPath, [cli, 'admin', 'add', '--tenant', 'default', '--email', BENCH_ADMIN.email, '--password', BENCH_ADMIN.password, '--data', data]);

const rows: Row[] = [];
let appRss = 0;
/** The same 30 s later: V8 gives memory back once a process has been idle a while (its memory reducer). */
let appRssLater = 0;
let bareRssLater = 0;
const IDLE_LATER_MS = 30_000;
/** How long `/` took (ms), as a browser asks it, right after each of a visitor's likes. */
const afterWrite: number[] = [];
/** The same right after each of an admin's edits (the page is rendered again). */
const afterEdit: number[] = [];
const AFTER_WRITE_SAMPLES = 10;
/** `/` under load while a visitor likes a cheer every 250 ms (for at least two of a page's tally graces). */
let underWrites: Measure | undefined;
const UNDER_WRITES_SECONDS = Math.max(DURATION, 11);
let bareRss = 0;
if (!coldOnly) {
  // The app, as users start it (logs go where a terminal or the journal would take them: discarded here).
  const appPort = await freePort();
  const app = start([...appArgv, 'serve', '--data', data, '--port', String(appPort), '--host', '127.0.0.1']);
  children.push(app);
  const appUrl = `http://127.0.0.1:${appPort}`;
  await waitReady(`${appUrl}/healthz`, Date.now());

  // Record every route's answer, then serve the same bytes from the bare server.
  const raceId = (JSON.parse((await getRaw(`${appUrl}/content/public/races`, { 'x-tenant-id': 'default' })).body.toString('utf8')) as Array<{ id: number }>)[0]?.id;
  if (raceId === undefined) throw new Error('the demo has no published race');
  const selected = (values.only ? ROUTES.filter((r) => values.only!.split(',').some((o) => r.name === o || r.path === o)) : ROUTES).map((r) => ({ ...r, path: r.path.replace(RACE_ID, String(raceId)) }));
  const recorded = [];
  for (const r of selected) {
    const res = await getRaw(`${appUrl}${r.path}`, { 'x-tenant-id': 'default', ...(r.encoding ? { 'accept-encoding': r.encoding } : {}) });
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(res.headers)) {
      if (v !== undefined && !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(k)) headers[k] = Array.isArray(v) ? v.join(', ') : v;
    }
    recorded.push({ path: r.path, encoding: r.encoding, status: res.status, headers, body: res.body.toString('base64') });
  }
  const recordedFile = path.join(tmp, 'recorded.json');
  fs.writeFileSync(recordedFile, JSON.stringify(recorded));
  const barePort = await freePort();
  const bare = start([process.execPath, path.join(root, 'scripts/bench/bare-server.ts'), recordedFile, String(barePort)]);
  children.push(bare);
  const bareUrl = `http://127.0.0.1:${barePort}`;
  await waitReady(`${bareUrl}${selected[0]!.path}`, Date.now());

  const headersOf = (r: (typeof selected)[number]): Record<string, string> => ({ 'x-tenant-id': 'default', ...(r.encoding ? { 'accept-encoding': r.encoding } : {}) });
  // Both servers warm up on every route before the first measure: a JIT, a heap and caches that
  // are still growing cost the routes measured first (races, prs and settings were the lowest in
  // most runs; in a run in reverse order, the first route measured was among the lowest instead).
  for (let pass = 0; pass < WARMUP_PASSES; pass++) {
    for (const r of selected) {
      await measure(`${bareUrl}${r.path}`, 1, headersOf(r), bare, r.clientTs);
      await measure(`${appUrl}${r.path}`, 1, headersOf(r), app, r.clientTs);
    }
  }
  for (const [index, r] of (values.reverse ? selected.toReversed() : selected).entries()) {
    const headers = headersOf(r);
    // Each route's baseline is a bare Fastify process of its own that has answered only this route
    // (its warm-up included): one process answering every route lost a quarter of its speed after
    // the first two or three routes measured (a later route's pairs went from 0.9 to 1.2 within the
    // route, while the app kept its pace), which flattered the app on every later row.
    const routeFile = path.join(tmp, `recorded-${index}.json`);
    fs.writeFileSync(routeFile, JSON.stringify(recorded.filter((x) => x.path === r.path)));
    const routePort = await freePort();
    const routeBare = start([process.execPath, path.join(root, 'scripts/bench/bare-server.ts'), routeFile, String(routePort)]);
    children.push(routeBare);
    const routeBareUrl = `http://127.0.0.1:${routePort}`;
    await waitReady(`${routeBareUrl}${r.path}`, Date.now());
    for (let pass = 0; pass < WARMUP_PASSES; pass++) await measure(`${routeBareUrl}${r.path}`, 1, headers, routeBare, r.clientTs);
    const a: Measure[] = [];
    const b: Measure[] = [];
    // Each round is a pair of runs back to back, the order swapped every round so that neither
    // server is always the one measured first.
    for (let i = 0; i < ROUNDS; i++) {
      const measureBare = async () => b.push(await measure(`${routeBareUrl}${r.path}`, DURATION, headers, routeBare, r.clientTs));
      const measureApp = async () => a.push(await measure(`${appUrl}${r.path}`, DURATION, headers, app, r.clientTs));
      if (i % 2 === 0) await measureBare().then(measureApp);
      else await measureApp().then(measureBare);
    }
    const pick = (ms: Measure[]): Measure => ({ rps: median(ms.map((m) => m.rps)), p99: median(ms.map((m) => m.p99)), errors: ms.reduce((n, m) => n + m.errors, 0), cpuUs: median(ms.map((m) => m.cpuUs)) });
    const ratios = a.map((m, i) => m.rps / b[i]!.rps);
    const cpuRatios = a.map((m, i) => b[i]!.cpuUs / m.cpuUs);
    rows.push({ name: r.name.startsWith('/') ? r.name : r.clientTs ? `${r.path}<now>` : r.path, kind: r.kind, app: pick(a), bare: pick(b), ratio: median(ratios), cpuRatio: median(cpuRatios) });
    process.stderr.write(`  ${r.name}: ${pick(a).rps.toFixed(0)} vs ${pick(b).rps.toFixed(0)} req/s; pairs' ratios ${ratios.map((x) => x.toFixed(2)).join(' ')}\n`);
    await stop(routeBare);
  }

  // The first page after a write: a visitor's like makes the tenant's pages stale, and the next
  // visitor of `/` waits for its render (and its compression) while everyone after gets the kept bytes.
  if (!values.only || selected.some((r) => r.path === '/')) {
    const cheers = JSON.parse((await getRaw(`${appUrl}/content/public/cheers`, { 'x-tenant-id': 'default' })).body.toString('utf8')) as Array<{ id: number }>;
    const cheer = cheers[0]?.id;
    if (cheer !== undefined) {
      const likeUrl = `${appUrl}/content/public/cheers/${cheer}/like`;
      const asBrowser = { 'x-tenant-id': 'default', 'accept-encoding': BROWSER_ENCODING };
      for (let i = 0; i < AFTER_WRITE_SAMPLES; i++) {
        await postLike(likeUrl, `bench-after-write-${process.pid}-${i}`);
        const t0 = performance.now();
        const page = await getRaw(`${appUrl}/`, asBrowser);
        if (page.status === 200) afterWrite.push(performance.now() - t0);
        await sleep(200);
      }
      // An admin's edit shows on the very next page: that visitor waits for its render.
      const login = await fetch(`${appUrl}/auth/login`, { method: 'POST', headers: { 'x-tenant-id': 'default', 'content-type': 'application/json' }, body: JSON.stringify(BENCH_ADMIN) });
      const { token } = (await login.json()) as { token: string };
      for (let i = 0; i < AFTER_WRITE_SAMPLES; i++) {
        if ((await editSubtitle(appUrl, token, `Benchmark edit ${i}`)) !== 200) throw new Error('the admin edit failed');
        const t0 = performance.now();
        const page = await getRaw(`${appUrl}/`, asBrowser);
        if (page.status === 200) afterEdit.push(performance.now() - t0);
        await sleep(200);
      }
      // The same load as the `/ (browser)` row while a visitor likes a cheer every 250 ms: each like
      // makes the page stale, and the visitors of that moment share its next render.
      const done = new AbortController();
      const likes = (async () => {
        for (let i = 0; !done.signal.aborted; i++) {
          await postLike(likeUrl, `bench-under-writes-${process.pid}-${i}`);
          await sleep(250);
        }
      })();
      underWrites = await measure(`${appUrl}/`, UNDER_WRITES_SECONDS, asBrowser, app);
      done.abort();
      await likes;
    }
  }

  // Idle memory, after the load settles and once V8 has given back what it kept, then both stop.
  await sleep(2000);
  appRss = rssMiB(app.pid!);
  bareRss = rssMiB(bare.pid!);
  await sleep(IDLE_LATER_MS);
  appRssLater = rssMiB(app.pid!);
  bareRssLater = rssMiB(bare.pid!);
  await stop(app);
  await stop(bare);
}

// Cold start to a ready /healthz: the executable when packaged (else dist/cli.js), or each --exe,
// against a bare Fastify hello-world; alternated, the median of --starts after one warm-up start
// each (the executable's warm-up also unpacks its files).
const exe = path.join(root, 'dist/athlete-site');
const argvOf = (file: string) => (file.endsWith('.js') ? [process.execPath, path.resolve(file)] : [path.resolve(file)]);
const apps = values.exe?.length ? values.exe.map((file) => ({ name: path.relative(root, path.resolve(file)), argv: argvOf(file) })) : [{ name: fs.existsSync(exe) ? 'the executable' : 'dist/cli.js', argv: fs.existsSync(exe) ? [exe] : [process.execPath, cli] }];
// Each program starts on a demo folder it made itself: a build older than the bench's own data
// refuses that tenant (a newer schema) and would answer its first request without opening it.
const coldData = new Map<string, string>();
for (const [i, a] of apps.entries()) {
  const own = values.exe?.length ? path.join(tmp, `cold-${i}`) : data;
  if (own !== data) await promisify(execFile)(a.argv[0]!, [...a.argv.slice(1), 'demo', '--data', own]);
  coldData.set(a.name, own);
}
const cold = new Map<string, number[]>([['bare', []], ...apps.map((a) => [a.name, []] as [string, number[]])]);
const loadBeforeCold = os.loadavg();
for (let i = 0; i <= STARTS; i++) {
  for (const which of ['bare', ...apps.map((a) => a.name)]) {
    const port = await freePort();
    const app = apps.find((a) => a.name === which);
    const t0 = Date.now();
    const child = app
      ? start([...app.argv, 'serve', '--data', coldData.get(app.name)!, '--port', String(port), '--host', '127.0.0.1'])
      : start([process.execPath, path.join(root, 'scripts/bench/bare-server.ts'), '-', String(port)]);
    children.push(child);
    const ms = await waitReady(`http://127.0.0.1:${port}/healthz`, t0);
    await stop(child);
    if (i > 0) cold.get(which)!.push(ms);
  }
}
const loadAfterCold = os.loadavg();

let writes = 'skipped';
if (!values['skip-writes'] && !coldOnly) {
  // As `npm run bench:writes` runs it; a failure is reported in the table, not lost with it.
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(root, 'scripts/bench/writes.ts')], { encoding: 'utf8', cwd: root, maxBuffer: 16 * 1024 * 1024 });
    writes = /writes\/s (\d+)/.exec(stdout)?.[1] ?? 'not reported';
  } catch (err) {
    writes = `failed: ${String((err as Error).message).split('\n')[0]}`;
  }
}

let memory = '';
if (!values['skip-memory'] && !values.only) {
  // As `node scripts/bench/memory.ts` prints it: RSS of the executable and of node dist/cli.js at each moment, against bare Fastify.
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(root, 'scripts/bench/memory.ts')], { encoding: 'utf8', cwd: root, maxBuffer: 16 * 1024 * 1024 });
    memory = stdout.trim();
  } catch (err) {
    memory = `memory: failed: ${String((err as Error).message).split('\n')[0]}`;
  }
}

const fmtRow = (r: Row) => {
  const ratio = r.ratio;
  const goal = r.kind === 'json' ? 0.8 : r.kind === 'page' ? 0.7 : 0;
  const p99Goal = r.kind === 'json' ? 10 : r.kind === 'page' ? 15 : 0;
  return `| \`GET ${r.name}\` | ${r.app.rps.toFixed(0)} | ${r.app.p99}${p99Goal ? (r.app.p99 <= p99Goal ? ' ✓' : ' ✗') : ''} | ${r.bare.rps.toFixed(0)} | ${r.bare.p99} | ${ratio.toFixed(2)} | ${goal ? `≥ ${goal}${ratio >= goal ? ' ✓' : ' ✗'}` : ''} | ${r.app.cpuUs.toFixed(0)} | ${r.bare.cpuUs.toFixed(0)} | ${r.cpuRatio.toFixed(2)} | ${r.app.errors} |`;
};
const coldBare = median(cold.get('bare')!);
const coldRows = apps.map((a) => {
  const ms = median(cold.get(a.name)!);
  return `| cold start to a ready \`/healthz\` (${a.name}; median of ${STARTS}) | ${ms} ms | ${coldBare} ms | ${(ms / coldBare).toFixed(2)} (goal ≤ 1.5) |`;
});
const machine = `${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Linux ${os.release()}, Node ${process.version}; load average before the run ${load}`;
process.stderr.write(`cold starts (load average ${loadBeforeCold.map((l) => l.toFixed(2)).join(' ')} before, ${loadAfterCold.map((l) => l.toFixed(2)).join(' ')} after):\n`);
for (const [name, ms] of cold) process.stderr.write(`  ${name}: ${ms.join(', ')} ms (median ${median(ms)})\n`);
if (coldOnly) {
  console.log(`Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}.`);
  console.log(['', '| | app | bare Fastify | ratio |', '|---|---|---|---|', ...coldRows].join('\n'));
  process.exit(0);
}
const table = [
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}.`,
  `${CLIENT === 'wrk' ? 'wrk (one thread)' : 'autocannon'}, ${CONNECTIONS} connections, ${DURATION} s per run, ${ROUNDS} pairs of runs back to back per route (bare then app, app then bare, …) after ${WARMUP_PASSES} warm-up pass(es) of 1 s per route and server${values.reverse ? ', the routes measured in reverse order' : ''}; req/s, p99 and CPU µs/req are the medians of the runs, the ratios the medians of the pairs' ratios (the machine's drift between pairs cancels out); CPU µs/req is each server's user+system CPU time during a run divided by the requests it answered (steadier than req/s when the machine is shared); the app is ${appName} with default logging and the demo content; the baseline is bare Fastify in its own process answering the same status, headers and bytes from memory, a fresh process for each route warmed on that route alone.`,
  '',
  '| route | app req/s | app p99 ms (goal: JSON ≤ 10, pages ≤ 15) | bare req/s | bare p99 ms | ratio | goal | app CPU µs/req | bare CPU µs/req | CPU ratio (bare/app) | errors |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(fmtRow),
  '',
  `| | app | bare Fastify | ratio |`,
  `|---|---|---|---|`,
  ...coldRows,
  ...(underWrites ? [`| \`GET /\` (browser) at ${CONNECTIONS} connections for ${UNDER_WRITES_SECONDS} s while a visitor likes a cheer every 250 ms | ${underWrites.rps.toFixed(0)} req/s, p99 ${underWrites.p99} ms${underWrites.p99 <= 15 ? ' ✓' : ' ✗'} | | |`] : []),
  ...(afterWrite.length ? [`| \`GET /\` (browser) right after a visitor's like (${afterWrite.length} likes: median, slowest; the page is kept up to 5 s) | ${median(afterWrite).toFixed(1)} ms, ${Math.max(...afterWrite).toFixed(1)} ms | | |`] : []),
  ...(afterEdit.length ? [`| \`GET /\` (browser) right after an admin's edit (${afterEdit.length} edits: median, slowest; rendered again) | ${median(afterEdit).toFixed(1)} ms, ${Math.max(...afterEdit).toFixed(1)} ms | | |`] : []),
  `| idle RSS 2 s after the load | ${appRss.toFixed(1)} MiB | ${bareRss.toFixed(1)} MiB | ${(appRss / bareRss).toFixed(2)} |`,
  `| idle RSS ${IDLE_LATER_MS / 1000} s later | ${appRssLater.toFixed(1)} MiB | ${bareRssLater.toFixed(1)} MiB | ${(appRssLater / bareRssLater).toFixed(2)} |`,
  `| durable writes/s (\`bench:writes\`, cheers and likes) | ${writes} | | goal ≥ 10,000 |`,
  ...(memory ? ['', '### Memory (scripts/bench/memory.ts)', '', memory] : []),
].join('\n');
console.log(table);
if (values.out) {
  // The file's '## Notes' section onwards (what the figures mean, profiles) is kept as written.
  const previous = fs.existsSync(values.out) ? fs.readFileSync(values.out, 'utf8') : '';
  const notesAt = previous.search(/^## Notes/m);
  const notes = notesAt >= 0 ? `\n${previous.slice(notesAt)}` : '';
  const doc = `# Benchmarks\n\nProduced by \`npm run bench\` (scripts/bench/all.ts). Machines are shared and noisy: the ratios, measured in one run against a baseline on the same machine, are what carries from one machine to another.\n\n${table}\n${notes}`;
  fs.writeFileSync(values.out, doc);
  console.log(`\nwritten to ${values.out}`);
}
process.exit(0);
