import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../..');
export const RESULTS_DIR = path.join(root, 'test-results');
const cli = path.join(root, 'dist/cli.js');

/** Runs a CLI command on a data dir; answers its output. */
export async function runCli(args: string[], dataDir: string): Promise<string> {
  const child = spawn(process.execPath, [cli, ...args, '--data', dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const code = await new Promise<number | null>((r) => child.on('close', r));
  if (code !== 0) throw new Error(`cli ${args.join(' ')} exited ${code}: ${out}`);
  return out;
}

/** A built server on a temp data dir with the demo content, listening on a free loopback port. */
export interface E2eServer {
  baseUrl: string;
  dataDir: string;
  admin: { email: string; password: string };
  stop(): Promise<void>;
}

/** The tenant and admin a new family starts from (`tenant add` + `admin add`), with no content at all. */
async function addFreshTenant(dataDir: string): Promise<{ email: string; password: string }> {
  const login = { email: 'family@fresh.test', password: 'a long fresh password' };
  await runCli(['tenant', 'add', 'default'], dataDir);
  await runCli(['admin', 'add', '--tenant', 'default', '--email', login.email, '--password', login.password], dataDir);
  return login;
}

/** Starts `node dist/cli.js serve` after `demo` (or, `fresh`, on an empty tenant), with `env` added to its environment (SMTP_URL…); needs `npm run build` first. */
export async function startServer(opts: { fresh?: boolean; env?: Record<string, string> } = {}): Promise<E2eServer> {
  if (!fs.existsSync(cli)) throw new Error('dist/cli.js is missing: run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-e2e-'));
  let email: string | undefined;
  let password: string | undefined;
  if (opts.fresh) ({ email, password } = await addFreshTenant(dataDir));
  else {
    // Texts only: drawing the pictures costs seconds per server, and media.test starts from no hero.
    const demo = await runCli(['demo', '--no-media'], dataDir);
    email = /e-mail:\s+(\S+)/.exec(demo)?.[1];
    password = /password:\s+(\S+)/.exec(demo)?.[1];
    if (!email || !password) throw new Error(`demo printed no login: ${demo}`);
  }
  const child: ChildProcess = spawn(process.execPath, [cli, 'serve', '--data', dataDir, '--port', '0', '--host', '127.0.0.1'], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...opts.env } });
  let log = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${log}`)), 15_000);
    child.stdout!.on('data', (d) => {
      log += d;
      const m = /running at (http:\/\/[^/\s]+)\//.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!.replace('localhost', '127.0.0.1'));
      }
    });
    child.stderr!.on('data', (d) => (log += d));
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${log}`)));
  });
  return {
    baseUrl,
    dataDir,
    admin: { email, password },
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Headless Debian Chromium, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;
export const DESKTOP = { viewport: { width: 1440, height: 900 } } as const;

/** Saves a screenshot under test-results/. */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

const axeSource = () => fs.readFileSync(path.join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');

/** The serious and critical axe-core violations of the page as it is now (at most three nodes each). */
export async function axeViolations(page: Page): Promise<Array<{ id: string; impact: string; nodes: string[] }>> {
  await page.addScriptTag({ content: axeSource() });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
}

/** Opens a page and waits until the app runs it (a click on the server's HTML before that does nothing). */
export async function gotoApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
}

/**
 * Waits until the app runs every part of the page: the home page hydrates its far sections only as
 * they come near the screen or at the visitor's first act (ui/components/HydrateNear.tsx), and a key
 * press is such an act. Then waits for the browser to be idle (the parts' last switches are done).
 */
export async function hydrateAll(page: Page): Promise<void> {
  // The app watches for the visitor's acts from its start on.
  await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
  await page.keyboard.press('Shift');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-hydrate-near]')].every((marker) => {
      const first = marker.nextElementSibling;
      return !first || Object.keys(first).some((k) => k.startsWith('__reactFiber'));
    }),
  );
  await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null), { timeout: 3000 })));
}

/** The admin menu, opened first where it folds behind its button (a phone: ui/admin/AdminApp.tsx). */
export async function adminMenu(page: Page): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Admin screens' });
  // The admin area loads on its own: its menu is there once it has.
  await nav.waitFor({ state: 'attached' });
  const toggle = nav.getByRole('button', { name: 'Admin menu' });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  return nav;
}

/** Collects page errors so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
