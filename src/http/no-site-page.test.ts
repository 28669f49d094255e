import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { firstSiteHint } from '../cli';
import { startServer, type RunningServer } from '../serve';
import { runCliProcess, startServerProcess, type ServerProcess } from '../test/server-process';
import { makeTempDir } from '../test/test-app';
import { createTenant } from '../tenants/tenant-admin';
import { firstSiteCommands } from '../cli-commands';
import { noSitePage } from './no-site-page';

// A server whose data folder has no site yet (a first start), or no site for the address asked:
// the browser gets a page that says what to do instead of a bare "Not found", and the terminal
// that started the server gets the same commands.

const tmp = makeTempDir('athlete-no-site-');
afterAll(() => tmp.cleanup());

/** A minimal built UI (the page template), as the server takes it from PUBLIC_DIR. */
function uiDir(): string {
  const dir = fs.mkdtempSync(path.join(tmp.dir, 'ui-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="en"><head><!--head-meta--><title>x</title><!--/head-meta--></head><body><div id="root"></div></body></html>');
  return dir;
}

/** GET `path` (/ by default) with the given Host header (fetch sends its own). */
function getWithHost(port: number, host: string, path = '/'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('a first start on an empty data folder (a real server process)', () => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    server = undefined;
  });

  it('prints the commands that create a site, shows them on every page, and serves the site created while it runs', async () => {
    const dataDir = fs.mkdtempSync(path.join(tmp.dir, 'data-'));
    server = await startServerProcess(dataDir, { ...process.env, PUBLIC_DIR: uiDir() });
    const log = await server.waitForLog(/Or an empty site[^\n]*\n.*\n.*you@example\.com/);
    expect(log).toContain(`node dist/cli.js demo --data ${dataDir}\n`);
    expect(log).toContain(`node dist/cli.js tenant add default --data ${dataDir}\n`);
    const base = `http://127.0.0.1:${server.port}`;

    for (const url of ['/', '/races', '/admin/login']) {
      const page = await fetch(base + url);
      expect(page.status).toBe(404);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('x-robots-tag')).toBe('noindex');
      expect(page.headers.get('cache-control')).toBe('no-store');
      // The security headers every page carries.
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      const html = await page.text();
      expect(html).toContain('<h1>No site here yet</h1>');
      const text = html.replace(/<[^>]+>/g, '');
      expect(text).toContain('node dist/cli.js demo');
      expect(text).toContain('node dist/cli.js admin add --tenant default --email you@example.com');
      // The server's folders are not shown to whoever finds the address.
      expect(html).not.toContain(dataDir);
      expect(html).not.toContain('<script');
    }
    // The API keeps its JSON error.
    const api = await fetch(`${base}/content/public/races`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'tenant_not_found', message: 'Unknown tenant.' });

    // The first command the page gives, run beside the server: the site answers without a restart.
    const demo = await runCliProcess(['demo', '--no-media', '--data', dataDir]);
    expect(demo.code).toBe(0);
    // (The server looks for new tenants on disk at most once a second.)
    await expect.poll(async () => (await fetch(`${base}/`)).status, { timeout: 5000, interval: 200 }).toBe(200);
    expect(await (await fetch(`${base}/`)).text()).not.toContain('No site here yet');
  });
});

describe('a request for an address no site answers', () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('says there is no site at this address (421: the request came to the wrong server), without naming the sites there are', async () => {
    const dataDir = fs.mkdtempSync(path.join(tmp.dir, 'data-'));
    await createTenant(dataDir, 'secret-runner', ['runner.test']);
    server = await startServer(dataDir, { port: 0, host: '127.0.0.1', logLevel: 'silent' }, uiDir());
    const page = await getWithHost(server.ports.http, 'elsewhere.test');
    expect(page.status).toBe(421);
    const html = page.body;
    expect(html).toContain('<h1>No site at this address</h1>');
    expect(html).not.toContain('secret-runner');
    expect(html).not.toContain('runner.test');
    expect(html).not.toContain('No site here yet');
    // The API says the same in its error shape.
    const api = await getWithHost(server.ports.http, 'elsewhere.test', '/content/public/races');
    expect(api.status).toBe(421);
    expect(JSON.parse(api.body)).toEqual({ error: 'misdirected_request', message: 'This server has no site for this address.' });
    // The site's own host name still reaches it.
    expect((await getWithHost(server.ports.http, 'runner.test')).status).toBe(200);
  });
});

describe('the first-site commands', () => {
  it('leave out --data for the default folder and quote a folder the shell would split', () => {
    expect(firstSiteHint(path.resolve('data'), 'athlete-site')).not.toContain('--data');
    expect(firstSiteHint(path.resolve('data'), 'athlete-site')).toContain('\n    athlete-site demo\n');
    const hint = firstSiteHint("/srv/Jo's site", 'athlete-site');
    expect(hint).toContain(`athlete-site demo --data '/srv/Jo'\\''s site'\n`);
    expect(hint).toContain(`athlete-site tenant add default --data '/srv/Jo'\\''s site'\n`);
    expect(hint.endsWith(`athlete-site admin add --tenant default --email you@example.com --data '/srv/Jo'\\''s site'`)).toBe(true);
  });

  it('are escaped in the page', () => {
    const html = noSitePage(false, '<x>&');
    expect(html).toContain('<span>&lt;x&gt;&amp;</span> <span>demo</span>');
    expect(html).not.toContain('<x>');
    expect(firstSiteCommands('athlete-site', ' --data /d').empty).toEqual(['athlete-site tenant add default --data /d', 'athlete-site admin add --tenant default --email you@example.com --data /d']);
  });
});
