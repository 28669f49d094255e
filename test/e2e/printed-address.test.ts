import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, runCli } from './harness';

// The printed address (#46 item 11): a family runs `tenant add smith --host localhost` and
// `serve --host 127.0.0.1`, then opens the address the server prints, in a browser.

const cli = path.resolve(import.meta.dirname, '../../dist/cli.js');
let dataDir: string;
let child: ChildProcess | undefined;
let browser: Browser;
let printed = '';

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-e2e-address-'));
  await runCli(['tenant', 'add', 'smith', '--host', 'localhost'], dataDir);
  child = spawn(process.execPath, [cli, 'serve', '--data', dataDir, '--port', '0', '--host', '127.0.0.1'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${printed}`)), 15_000);
    child!.stdout!.on('data', (d) => {
      printed += d;
      // The lines after "running at" are written with it, before the first log line.
      if (/Sites on this server:[\s\S]*\n\S/.test(printed)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child!.on('exit', (code) => reject(new Error(`server exited ${code}: ${printed}`)));
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (child) {
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the address serve prints', () => {
  it("names the site's own address first, and that address opens the site in a browser", async () => {
    const running = /is running at (http:\/\/\S+\/) /.exec(printed)?.[1];
    expect(running).toMatch(/^http:\/\/localhost:\d+\/$/);
    expect(printed).toMatch(/ {2}smith {2}http:\/\/localhost:\d+\//);
    // How to reach a site at an address no site has.
    expect(printed).toContain('No site at this address');
    expect(printed).toContain('tenant hosts <id> --add 127.0.0.1');
    const page = await browser.newPage();
    const res = await page.goto(running!);
    expect(res?.status()).toBe(200);
    expect(await page.locator('body').textContent()).not.toContain('No site at this address');
    // A new family's site: the app's own page, not the server's "no site" page.
    expect(await page.locator('#root').count()).toBe(1);
    await page.close();
  });
});
