import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SafeFetchError, classifyAddress, fetchImage, fetchPage, parseFetchUrl } from './safe-fetch';

// Address classification is tested as a pure function on every range. Live requests go ONLY to a
// test server on 127.0.0.1: no traffic may leave this machine.

describe('classifyAddress (pure, no connection)', () => {
  it.each([
    // Loopback, in every spelling a URL or resolver may produce.
    '127.0.0.1', '127.255.255.254', '2130706433', '0177.0.0.1', '0x7f000001', '0x7f.1', '127.1', '::1', '[::1]', '0:0:0:0:0:0:0:1',
    // Unspecified and "this network".
    '0.0.0.0', '0', '0.1.2.3', '::',
    // Private (RFC 1918), octal and decimal spellings included.
    '10.0.0.1', '10.255.255.255', '012.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '3232235777',
    // Link-local and the cloud metadata service.
    '169.254.169.254', '169.254.0.1', '0xA9FEA9FE', '0251.0376.0251.0376', 'fe80::1', 'fe80::1%eth0', 'fd00:ec2::254',
    // Carrier-grade NAT (RFC 6598).
    '100.64.0.1', '100.127.255.255',
    // Multicast and broadcast.
    '224.0.0.1', '239.255.255.250', '255.255.255.255', 'ff02::1',
    // Reserved, documentation and benchmarking blocks.
    '192.0.0.8', '192.0.2.1', '198.18.0.1', '198.51.100.7', '203.0.113.9', '240.0.0.1', '2001:db8::1',
    // Unique local IPv6 (fc00::/7).
    'fc00::1', 'fd12:3456:789a::1',
    // IPv4-mapped and IPv4-embedding IPv6 forms of inside addresses.
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '::ffff:192.168.0.1', '64:ff9b::a9fe:a9fe', '2002:7f00:1::1', '2001:0:4136:e378:8000:63bf:3fff:fdd2', '::127.0.0.1',
    // Not an address at all.
    'localhost', 'example.com', '',
  ])('refuses %j', (address) => {
    expect(classifyAddress(address).allowed).toBe(false);
  });

  it.each([
    ['8.8.8.8', '8.8.8.8'],
    ['1.1.1.1', '1.1.1.1'],
    ['93.184.215.14', '93.184.215.14'],
    ['172.32.0.1', '172.32.0.1'],
    ['100.128.0.1', '100.128.0.1'],
    ['11.0.0.1', '11.0.0.1'],
    ['2606:4700:4700::1111', '2606:4700:4700::1111'],
    ['2a00:1450:4007:80b::200e', '2a00:1450:4007:80b::200e'],
    ['::ffff:8.8.8.8', '8.8.8.8'],
    ['134744072', '8.8.8.8'],
  ])('allows the public address %j (as %s)', (address, normalised) => {
    expect(classifyAddress(address)).toEqual({ allowed: true, address: normalised });
  });

  it('lets only loopback through when the test allowance is on', () => {
    const opts = { allowLoopback: true };
    expect(classifyAddress('127.0.0.1', opts).allowed).toBe(true);
    expect(classifyAddress('::1', opts).allowed).toBe(true);
    expect(classifyAddress('::ffff:127.0.0.1', opts).allowed).toBe(true);
    for (const a of ['0.0.0.0', '10.0.0.1', '169.254.169.254', '192.168.1.1', 'fc00::1']) expect(classifyAddress(a, opts).allowed).toBe(false);
  });
});

describe('parseFetchUrl', () => {
  it.each(['ftp://example.com/a', 'file:///etc/passwd', 'javascript:alert(1)', 'data:text/html,hi', 'gopher://example.com', 'http://user:pw@example.com/', 'not a url', '//example.com/a'])('refuses %j', (url) => {
    expect(() => parseFetchUrl(url)).toThrow(SafeFetchError);
  });

  it('normalises numeric hosts the way a connection would see them', () => {
    expect(parseFetchUrl('http://2130706433/').hostname).toBe('127.0.0.1');
    expect(parseFetchUrl('http://0177.0.0.1/').hostname).toBe('127.0.0.1');
    expect(parseFetchUrl('http://0x7f.1/').hostname).toBe('127.0.0.1');
  });
});

describe('safeFetch against a loopback test server', () => {
  let server: http.Server;
  let port: number;
  let hits: string[] = [];
  const page = '<!doctype html><title>Test page</title><p>Hello</p>';

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits.push(`${req.headers.host} ${req.url}`);
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/page') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
      if (url.pathname === '/hop') {
        const n = Number(url.searchParams.get('n'));
        return res.writeHead(302, { location: n > 0 ? `/hop?n=${n - 1}` : '/page' }).end();
      }
      if (url.pathname === '/to-v6') return res.writeHead(302, { location: `http://[::1]:${port}/page` }).end();
      if (url.pathname === '/to-zero') return res.writeHead(301, { location: `http://0.0.0.0:${port}/page` }).end();
      if (url.pathname === '/to-decimal') return res.writeHead(307, { location: `http://2130706433:${port}/page` }).end();
      if (url.pathname === '/to-file') return res.writeHead(302, { location: 'file:///etc/passwd' }).end();
      if (url.pathname === '/big') return res.writeHead(200, { 'content-type': 'text/html' }).end(Buffer.alloc(3 * 1024 * 1024, 0x61));
      if (url.pathname === '/big-chunked') {
        res.writeHead(200, { 'content-type': 'text/html' });
        for (let i = 0; i < 40; i++) res.write(Buffer.alloc(100 * 1024, 0x61));
        return res.end();
      }
      if (url.pathname === '/bomb') return res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(zlib.gzipSync(Buffer.alloc(50 * 1024 * 1024)));
      if (url.pathname === '/gzip') return res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(zlib.gzipSync(page));
      if (url.pathname === '/json') return res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      if (url.pathname === '/svg') return res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg/>');
      if (url.pathname === '/slow') return; // never answers
      res.writeHead(404, { 'content-type': 'text/html' }).end('nope');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  const codeOf = async (p: Promise<unknown>) => {
    try {
      await p;
      return 'ok';
    } catch (err) {
      return err instanceof SafeFetchError ? err.code : `unexpected: ${String(err)}`;
    }
  };

  it.each([
    ['127.0.0.1', () => `http://127.0.0.1:${port}/page`],
    ['[::1]', () => `http://[::1]:${port}/page`],
    ['localhost', () => `http://localhost:${port}/page`],
    ['0.0.0.0', () => `http://0.0.0.0:${port}/page`],
    ['decimal 2130706433', () => `http://2130706433:${port}/page`],
    ['octal 0177.0.0.1', () => `http://0177.0.0.1:${port}/page`],
    ['short 127.1', () => `http://127.1:${port}/page`],
    ['IPv4-mapped [::ffff:127.0.0.1]', () => `http://[::ffff:127.0.0.1]:${port}/page`],
  ])('refuses %s by default, before any request is made', async (_name, url) => {
    hits = [];
    expect(await codeOf(fetchPage(url()))).toBe('blocked_address');
    expect(hits).toEqual([]);
  });

  it('refuses a host name that resolves to loopback', async () => {
    hits = [];
    expect(await codeOf(fetchPage(`http://news.example:${port}/page`, { resolve: async () => ['127.0.0.1'] }))).toBe('blocked_address');
    expect(await codeOf(fetchPage(`http://news.example:${port}/page`, { resolve: async () => ['::ffff:127.0.0.1'] }))).toBe('blocked_address');
    expect(hits).toEqual([]);
  });

  it.each([
    ['to [::1]', '/to-v6'],
    ['to 0.0.0.0', '/to-zero'],
  ])('re-checks the address after a redirect %s and refuses it', async (_name, path) => {
    hits = [];
    // Only 127.0.0.1 itself is let through: the redirect is served, its target is refused unvisited.
    expect(await codeOf(fetchPage(`http://127.0.0.1:${port}${path}`, { allowAddresses: ['127.0.0.1'] }))).toBe('blocked_address');
    expect(hits).toEqual([`127.0.0.1:${port} ${path}`]);
  });

  it('checks a redirect target under its normalised address', async () => {
    hits = [];
    // http://2130706433/ is 127.0.0.1, the one address allowed here: followed.
    expect(await codeOf(fetchPage(`http://127.0.0.1:${port}/to-decimal`, { allowAddresses: ['127.0.0.1'] }))).toBe('ok');
    expect(hits.length).toBe(2);
  });

  it('refuses a redirect to another scheme', async () => {
    expect(await codeOf(fetchPage(`http://127.0.0.1:${port}/to-file`, { allowLoopback: true }))).toBe('bad_url');
  });

  it('fetches a loopback test page only through the test allowance, connecting to the address it checked', async () => {
    hits = [];
    let lookups = 0;
    const res = await fetchPage(`http://pinned.example:${port}/page`, {
      allowLoopback: true,
      resolve: async () => {
        lookups++;
        return ['127.0.0.1'];
      },
    });
    expect(res.body.toString()).toBe(page);
    expect(res.contentType).toBe('text/html');
    expect(res.charset).toBe('utf-8');
    // One resolution, and the request still names the host: the checked address is the one used.
    expect(lookups).toBe(1);
    expect(hits).toEqual([`pinned.example:${port} /page`]);
  });

  it('follows at most 5 redirects', async () => {
    expect(await codeOf(fetchPage(`http://127.0.0.1:${port}/hop?n=4`, { allowLoopback: true }))).toBe('ok');
    expect(await codeOf(fetchPage(`http://127.0.0.1:${port}/hop?n=5`, { allowLoopback: true }))).toBe('too_many_redirects');
  });

  it('caps the size, declared or streamed or decompressed', async () => {
    expect(await codeOf(fetchPage(`http://127.0.0.1:${port}/big`, { allowLoopback: true }))).toBe('too_large');
    expect(await codeOf(fetchPage(`http://127.0.0.1:${port}/big-chunked`, { allowLoopback: true }))).toBe('too_large');
    expect(await codeOf(fetchPage(`http://127.0.0.1:${port}/bomb`, { allowLoopback: true }))).toBe('too_large');
    expect((await fetchPage(`http://127.0.0.1:${port}/gzip`, { allowLoopback: true })).body.toString()).toBe(page);
  });

  it('accepts only the expected content types', async () => {
    expect(await codeOf(fetchPage(`http://127.0.0.1:${port}/json`, { allowLoopback: true }))).toBe('bad_type');
    expect(await codeOf(fetchImage(`http://127.0.0.1:${port}/page`, { allowLoopback: true }))).toBe('bad_type');
    expect(await codeOf(fetchImage(`http://127.0.0.1:${port}/svg`, { allowLoopback: true }))).toBe('bad_type');
  });

  it('gives up after the timeout and on an error status', async () => {
    const started = Date.now();
    expect(await codeOf(fetchPage(`http://127.0.0.1:${port}/slow`, { allowLoopback: true, timeoutMs: 300 }))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await codeOf(fetchPage(`http://127.0.0.1:${port}/missing`, { allowLoopback: true }))).toBe('bad_status');
  });
});
