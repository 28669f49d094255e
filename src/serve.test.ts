import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './serve';
import { createTenant } from './tenants/tenant-admin';
import { makeTempDir } from './test/test-app';

// What `serve` does once it listens, apart from answering (the CLI's own tests start it as users do).
const tmp = makeTempDir('athlete-serve-');
let server: RunningServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});
afterAll(() => tmp.cleanup());

async function start(tenants: string[]): Promise<{ server: RunningServer; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(tmp.dir, 'data-'));
  for (const id of tenants) await createTenant(dataDir, id);
  const pub = path.join(dataDir, 'ui');
  fs.mkdirSync(pub);
  fs.writeFileSync(path.join(pub, 'index.html'), '<!doctype html><html lang="en"><head><!--head-meta--><title>x</title><!--/head-meta--></head><body><div id="root"></div></body></html>');
  server = await startServer(dataDir, { port: 0, host: '127.0.0.1', logLevel: 'silent' }, pub);
  return { server, dataDir };
}

const isOpen = (s: RunningServer, tenant: string) => s.app.ctx.pool.isOpen(tenant);

describe('serve, once it listens', () => {
  it('renders the home page of its first three tenants (the default first) before a visitor asks', async () => {
    const { server: s } = await start(['alpha', 'beta', 'default', 'gamma']);
    // Nothing at once: the first requests (a health check) come first.
    expect(isOpen(s, 'default')).toBe(false);
    await expect.poll(() => ['default', 'alpha', 'beta'].every((t) => isOpen(s, t)), { timeout: 5000, interval: 20 }).toBe(true);
    expect(isOpen(s, 'gamma')).toBe(false);
  });
});

describe('the addresses serve names', () => {
  it('after `tenant add smith --host localhost` and `serve --host 127.0.0.1`: the address it names first, and every site address it prints, opens the site', async () => {
    const dataDir = fs.mkdtempSync(path.join(tmp.dir, 'data-'));
    await createTenant(dataDir, 'smith', ['localhost']);
    const pub = path.join(dataDir, 'ui');
    fs.mkdirSync(pub);
    fs.writeFileSync(path.join(pub, 'index.html'), '<!doctype html><html lang="en"><head><!--head-meta--><title>x</title><!--/head-meta--></head><body><div id="root"></div></body></html>');
    server = await startServer(dataDir, { port: 0, host: '127.0.0.1', logLevel: 'silent' }, pub);
    const port = server.ports.http;
    expect(server.urls).toEqual([`http://localhost:${port}/`]);
    expect(server.addressLines.join('\n')).toContain(`smith  http://localhost:${port}/`);
    // The listening address itself is no site's: the lines say so, and how to give it to one.
    expect(server.addressLines.join('\n')).toContain(`such as http://127.0.0.1:${port}/`);
    expect(server.addressLines.join('\n')).toContain('tenant hosts <id> --add 127.0.0.1');
    const printed = [...server.urls, ...server.addressLines.flatMap((l) => /^  \S+\s+(http\S+)/.exec(l)?.[1] ?? [])];
    for (const url of printed) {
      const res = await fetch(url);
      expect(res.status, url).toBe(200);
      expect(await res.text(), url).not.toContain('No site at this address');
    }
  });
});
