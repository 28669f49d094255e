// Measures what a recruiter's phone downloads and how fast the home page shows:
//  1. the gzip size of the JS and CSS that `/` loads (the entry, its CSS and every chunk reached
//     through static imports; the admin area is a dynamic import and must not be among them);
//  2. Lighthouse (mobile settings: simulated slow 4G and a 4x slower CPU) on `/` against a local
//     server with the demo content, median of 3 runs.
//  3. with --js: the JavaScript a phone runs while `/` loads (a CPU profile of the load and 3 s after
//     it, in Chromium with a phone's screen and a 4x slower CPU, median of --runs loads), and the
//     time its long tasks block beyond 50 ms. Steadier on a shared machine than Lighthouse's score.
// Run: node scripts/bench/public-site.ts [--build] [--runs N] [--no-lighthouse] [--js] [--baseline DIST] [--details]
// --details prints, for each run, the main thread's work by kind and by script, its long tasks, the LCP's
// parts and the requests made (observed times).
// --baseline names another build's dist folder (an older commit built elsewhere): the Lighthouse
// runs then alternate between the two servers, so both figures come from the same machine and load.
// Targets: ≤ 120 KiB gzip; performance ≥ 95, LCP ≤ 1.5 s, CLS ≤ 0.02, TBT ≤ 100 ms.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');
const pub = path.join(dist, 'public');
const args = process.argv.slice(2);
const baseline = args.includes('--baseline') ? path.resolve(args[args.indexOf('--baseline') + 1] ?? '') : undefined;
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;

const TARGETS = { sizeKiB: 120, performance: 95, lcpMs: 1500, cls: 0.02, tbtMs: 100 };

interface Manifest {
  boot?: string;
  entry: string;
  css?: string;
  preloads: string[];
}

/** The JS files `/` loads: the entry and every chunk it reaches through static `import`s. */
export function staticGraph(entry: string, read: (url: string) => string): string[] {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = read(url);
    // Minified static imports: `import{a as b}from"./chunk-X.js"` or `import"./chunk-X.js"`;
    // a dynamic `import("./x.js")` has a parenthesis and is skipped on purpose.
    for (const m of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      visit(path.posix.join(path.posix.dirname(url), m[1]!));
    }
  };
  visit(entry);
  return [...seen];
}

function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

function measureSizes(): { files: Array<{ url: string; gzip: number }>; totalKiB: number; adminLoaded: boolean } {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'ui-manifest.json'), 'utf8')) as Manifest;
  const read = (url: string) => fs.readFileSync(path.join(pub, url), 'utf8');
  const js = staticGraph(manifest.entry, read);
  const urls = [...(manifest.boot ? [manifest.boot] : []), ...js, ...(manifest.css ? [manifest.css] : [])];
  const files = urls.map((url) => ({ url, gzip: gzipSize(path.join(pub, url)) }));
  const total = files.reduce((n, f) => n + f.gzip, 0);
  // The admin chunk is the one that holds the admin pages' code; a public load must not reach it.
  const adminLoaded = js.some((url) => /AdminApp/.test(url) || read(url).includes('admin-nav'));
  return { files, totalKiB: total / 1024, adminLoaded };
}

async function startServer(distDir = dist): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-bench-'));
  const demo = spawnSync(process.execPath, [path.join(distDir, 'cli.js'), 'demo', '--data', dataDir], { encoding: 'utf8' });
  if (demo.status !== 0) throw new Error(`demo failed: ${demo.stderr}`);
  const child = spawn(process.execPath, [path.join(distDir, 'cli.js'), 'serve', '--data', dataDir, '--port', '0', '--host', '127.0.0.1'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${log}`)), 15_000);
    const onData = (d: Buffer) => {
      if (log.length > 100_000) return;
      log += d;
      const m = /running at (http:\/\/[^/\s]+)\//.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${log}`)));
  });
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let benchmarkIndex = 0;

type Audits = Record<string, { numericValue?: number; details?: unknown } | undefined>;
/** Where the main thread's time went in one run: by kind of work, by script, and the long tasks. */
function printDetails(audits: Audits) {
  const items = (id: string) => ((audits[id]?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? []);
  const ms = (v: unknown) => `${Math.round(Number(v))} ms`.padStart(8);
  console.log('    main thread by kind:', items('mainthread-work-breakdown').map((i) => `${i.groupLabel ?? i.group} ${Math.round(Number(i.duration))}`).join(', '));
  for (const i of items('bootup-time')) console.log(`    script ${ms(i.total)} (eval ${Math.round(Number(i.scripting))}, parse ${Math.round(Number(i.scriptParseCompile))})  ${String(i.url).replace(/^https?:\/\/[^/]+/, '')}`);
  for (const i of items('long-tasks')) console.log(`    long task at ${ms(i.startTime)} lasting ${ms(i.duration)}  ${String(i.url).replace(/^https?:\/\/[^/]+/, '')}`);
  // The LCP's parts (time to first byte, load delay, load duration, render delay), then what was
  // downloaded when (as observed, before Lighthouse's simulation).
  const lcp = audits['lcp-breakdown-insight']?.details as { items?: Array<{ type?: string; items?: Array<{ label?: string; duration?: number }> }> } | undefined;
  const parts = lcp?.items?.find((i) => i.type === 'table')?.items ?? [];
  if (parts.length) console.log('    LCP parts:', parts.map((p) => `${p.label} ${Math.round(Number(p.duration))} ms`).join(', '));
  for (const i of items('network-requests')) {
    console.log(`    request ${ms(i.networkRequestTime)} to ${ms(i.networkEndTime)} ${`${(Number(i.transferSize) / 1024).toFixed(1)} KiB`.padStart(9)} ${String(i.priority).padEnd(8)} ${String(i.url).replace(/^https?:\/\/[^/]+/, '')}`);
  }
}

interface RunFigures {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  lcpElement: string;
}

async function lighthouseRun(url: string): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run', '--disable-dev-shm-usage'],
  });
  try {
    // No config: Lighthouse's default is the mobile form factor with simulated throttling.
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error('lighthouse returned nothing');
    const { lhr } = result;
    benchmarkIndex = lhr.environment.benchmarkIndex;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
    const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    if (args.includes('--details')) printDetails(lhr.audits);
    const lcpNode = ((lhr.audits['lcp-breakdown-insight']?.details as { items?: Array<{ type?: string; selector?: string }> } | undefined)?.items ?? []).find((i) => i.type === 'node');
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: num('largest-contentful-paint'),
      cls: num('cumulative-layout-shift'),
      tbtMs: num('total-blocking-time'),
      fcpMs: num('first-contentful-paint'),
      lcpElement: lcpNode?.selector ?? '?',
    };
  } finally {
    chrome.kill();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

if (args.includes('--build') || !fs.existsSync(path.join(dist, 'ui-manifest.json'))) {
  const built = spawnSync(process.execPath, [path.join(root, 'scripts/build.ts')], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const sizes = measureSizes();
console.log('JS and CSS loaded by / (gzip):');
for (const f of sizes.files) console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(6)} KiB  ${f.url}`);
console.log(`  total ${sizes.totalKiB.toFixed(1)} KiB (target ≤ ${TARGETS.sizeKiB}); admin code loaded: ${sizes.adminLoaded ? 'YES' : 'no'}`);

let ok = sizes.totalKiB <= TARGETS.sizeKiB && !sizes.adminLoaded;
/** The median figures of some runs. */
function medians(all: RunFigures[]) {
  return { performance: median(all.map((r) => r.performance)), lcpMs: median(all.map((r) => r.lcpMs)), cls: median(all.map((r) => r.cls)), tbtMs: median(all.map((r) => r.tbtMs)) };
}

const describeRun = (r: RunFigures) => `performance ${r.performance}, LCP ${Math.round(r.lcpMs)} ms, CLS ${r.cls.toFixed(3)}, TBT ${Math.round(r.tbtMs)} ms, FCP ${Math.round(r.fcpMs)} ms; LCP element ${r.lcpElement}`;

interface JsFigures {
  jsMs: number;
  blockingMs: number;
}

/** One load of `url` on a phone-sized page with a 4x slower CPU: JavaScript time and long tasks' excess over 50 ms. */
async function jsRun(url: string): Promise<JsFigures> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const w = window as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longTasks.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: Array<{ id: number; callFrame: { functionName: string } }>; samples: number[]; timeDeltas: number[] } };
    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    const names = new Map(profile.nodes.map((n) => [n.id, n.callFrame.functionName]));
    let js = 0;
    profile.samples.forEach((id, i) => {
      const name = names.get(id);
      // (idle) is waiting, (program) the browser's own work (parsing, style, layout): the rest is JavaScript.
      if (name !== '(idle)' && name !== '(program)') js += profile.timeDeltas[i + 1] ?? 0;
    });
    return { jsMs: js / 1000, blockingMs: longTasks.reduce((n, d) => n + Math.max(0, d - 50), 0) };
  } finally {
    await browser.close();
  }
}

/**
 * Starts this build's server (and the baseline's, with --baseline), runs `measure` on each `runs`
 * times, alternated (baseline first), and stops them. `onRun` sees each figure as it comes.
 */
async function alternated<T>(measure: (url: string) => Promise<T>, onRun: (figures: T, i: number, which: 'mine' | 'baseline') => void = () => {}): Promise<{ mine: T[]; theirs: T[] }> {
  const server = await startServer();
  const before = baseline ? await startServer(baseline) : undefined;
  const mine: T[] = [];
  const theirs: T[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      if (before) {
        theirs.push(await measure(`${before.baseUrl}/`));
        onRun(theirs[i]!, i, 'baseline');
      }
      mine.push(await measure(`${server.baseUrl}/`));
      onRun(mine[i]!, i, 'mine');
    }
  } finally {
    await server.stop();
    await before?.stop();
  }
  return { mine, theirs };
}

if (args.includes('--js')) {
  const { mine, theirs } = await alternated(jsRun);
  const line = (all: JsFigures[]) => `JavaScript ${Math.round(median(all.map((r) => r.jsMs)))} ms (${all.map((r) => Math.round(r.jsMs)).join(', ')}), long tasks beyond 50 ms ${Math.round(median(all.map((r) => r.blockingMs)))} ms`;
  console.log(`Loading / on a phone with a 4x slower CPU, median of ${runs} (load average ${os.loadavg()[0]!.toFixed(1)}):`);
  if (baseline) console.log(`  baseline (${baseline}): ${line(theirs)}`);
  console.log(`  this build: ${line(mine)}`);
}

if (!args.includes('--no-lighthouse')) {
  const { mine, theirs } = await alternated(lighthouseRun, (r, i, which) => {
    if (which === 'baseline') return console.log(`  baseline run ${i + 1}: ${describeRun(r)}`);
    if (i === 0) console.log(`  (machine benchmark index ${benchmarkIndex}; load average ${os.loadavg()[0]!.toFixed(1)})`);
    console.log(`  run ${i + 1}: ${describeRun(r)}`);
  });
  if (baseline) {
    const b = medians(theirs);
    console.log(`Baseline (${baseline}), median of ${runs}: performance ${b.performance}, LCP ${Math.round(b.lcpMs)} ms, CLS ${b.cls.toFixed(3)}, TBT ${Math.round(b.tbtMs)} ms`);
  }
  const m = medians(mine);
  console.log(`Lighthouse mobile, median of ${runs}: performance ${m.performance} (≥ ${TARGETS.performance}), LCP ${Math.round(m.lcpMs)} ms (≤ ${TARGETS.lcpMs}), CLS ${m.cls.toFixed(3)} (≤ ${TARGETS.cls}), TBT ${Math.round(m.tbtMs)} ms (≤ ${TARGETS.tbtMs})`);
  ok &&= m.performance >= TARGETS.performance && m.lcpMs <= TARGETS.lcpMs && m.cls <= TARGETS.cls && m.tbtMs <= TARGETS.tbtMs;
}
console.log(ok ? 'all targets met' : 'SOME TARGETS MISSED');
process.exitCode = ok ? 0 : 1;
