// `serve --https` end to end against pebble, the Let's Encrypt test CA, all on loopback:
// pebble-challtestsrv answers every DNS query with 127.0.0.1, so pebble validates the HTTP-01
// challenges against our own HTTP port. Debian's pebble is installed when missing (as root), the
// way scripts/run installs chromium.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/serve';
import { createTenant } from '../../src/tenants/tenant-admin';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-https-'));
const children: ChildProcess[] = [];
let server: RunningServer | undefined;
let pebbleRoot = '';

function ensurePebble(): void {
  if (spawnSync('sh', ['-c', 'command -v pebble && command -v pebble-challtestsrv'], { stdio: 'ignore' }).status === 0) return;
  if (process.getuid?.() !== 0) throw new Error("pebble is missing: install it with 'sudo apt-get install -y pebble'");
  const r = spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pebble'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('apt-get install pebble failed');
}

/** A free loopback port (the OS picks one; pebble needs ours before we listen). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.once('error', reject);
  });
}

function openssl(...args: string[]): void {
  const r = spawnSync('openssl', args, { cwd: tmp, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`openssl ${args.join(' ')}: ${r.stderr}`);
}

/** A throwaway CA and a certificate for pebble's own HTTPS endpoint (what --acme-ca-file trusts). */
function makeTestCa(): void {
  openssl('req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=athlete-site test CA');
  openssl('req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', 'acme.key', '-out', 'acme.csr', '-subj', '/CN=127.0.0.1');
  fs.writeFileSync(path.join(tmp, 'san.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
  openssl('x509', '-req', '-in', 'acme.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'acme.pem', '-days', '2', '-extfile', 'san.ext');
}

/** Starts a process and resolves once a line of its output matches (pebble says when it listens). */
function startUntil(cmd: string, args: string[], ready: RegExp, env: NodeJS.ProcessEnv = {}): Promise<void> {
  const child = spawn(cmd, args, { cwd: tmp, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d;
      if (ready.test(out)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${cmd} exited ${code}: ${out}`)));
  });
}

function get(url: string, options: https.RequestOptions): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; peer?: tls.PeerCertificate }> {
  const lib = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const req = lib.get(url, { ...options, agent: false }, (res) => {
      let body = '';
      const peer = res.socket instanceof tls.TLSSocket ? res.socket.getPeerCertificate() : undefined;
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, peer }));
    });
    req.on('error', reject);
  });
}

let httpPort = 0;
const dataDir = path.join(tmp, 'data');

beforeAll(async () => {
  ensurePebble();
  makeTestCa();
  const [dnsPort, acmePort, managementPort, challMgmt] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  httpPort = await freePort();
  await startUntil('pebble-challtestsrv', ['-defaultIPv4', '127.0.0.1', '-defaultIPv6', '', '-dns01', `127.0.0.1:${dnsPort}`, '-http01', '', '-https01', '', '-tlsalpn01', '', '-management', `127.0.0.1:${challMgmt}`], /Starting management server/);
  fs.writeFileSync(
    path.join(tmp, 'pebble.json'),
    JSON.stringify({ pebble: { listenAddress: `127.0.0.1:${acmePort}`, managementListenAddress: `127.0.0.1:${managementPort}`, certificate: 'acme.pem', privateKey: 'acme.key', httpPort, tlsPort: await freePort(), ocspResponderURL: '', externalAccountBindingRequired: false } }),
  );
  await startUntil('pebble', ['-config', 'pebble.json', '-dnsserver', `127.0.0.1:${dnsPort}`], /Listening on/, { PEBBLE_VA_NOSLEEP: '1', PEBBLE_WFE_NONCEREJECT: '0', PEBBLE_AUTHZREUSE: '0' });
  const ca = fs.readFileSync(path.join(tmp, 'ca.pem'), 'utf8');
  pebbleRoot = (await get(`https://127.0.0.1:${managementPort}/roots/0`, { ca })).body;

  await createTenant(dataDir, 'kim', ['kim.example.test']);
  await createTenant(dataDir, 'sam', ['sam.example.test']);
  server = await startServer(
    dataDir,
    { host: '127.0.0.1', logLevel: 'silent', https: { enabled: true, httpPort, httpsPort: 0, acmeDirectory: `https://127.0.0.1:${acmePort}/dir`, acmeCaFile: path.join(tmp, 'ca.pem'), acmeEmail: 'ops@example.test' } },
    path.join(tmp, 'no-ui'),
  );
});

afterAll(async () => {
  await server?.stop();
  for (const c of children) c.kill('SIGTERM');
  fs.rmSync(tmp, { recursive: true, force: true });
});

const overHttps = (host: string, urlPath = '/healthz') => get(`https://127.0.0.1:${server!.ports.https}${urlPath}`, { servername: host, headers: { host }, ca: pebbleRoot });

describe('serve --https against pebble', () => {
  it('gets a certificate for each tenant host and serves each host its own over HTTPS, with HSTS', async () => {
    for (const host of ['kim.example.test', 'sam.example.test']) {
      await server!.certificates!.ensure(host);
      const res = await overHttps(host);
      expect(res.status).toBe(200);
      expect(res.peer?.subjectaltname).toBe(`DNS:${host}`);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(fs.existsSync(path.join(dataDir, 'tls', 'certs', host, 'cert.pem'))).toBe(true);
    }
    expect(fs.existsSync(path.join(dataDir, 'tls', 'account.key'))).toBe(true);
    // The host picks the tenant, as over plain HTTP.
    const kim = await overHttps('kim.example.test', '/content/public/settings');
    expect(kim.status).toBe(200);
  });

  it('hands a bodyless GET an ended body stream over HTTPS too, and still reads a POST’s body', async () => {
    await server!.certificates!.ensure('kim.example.test');
    const seen: Array<[string | undefined, boolean]> = [];
    // The client's requests (the server's own page warm-ups reach the same handler from the internal listener).
    const listener = (req: http.IncomingMessage) => req.headers.host === 'kim.example.test' && seen.push([req.method, req.readableEnded]);
    server!.app.server.on('request', listener);
    try {
      expect((await overHttps('kim.example.test', '/content/public/settings')).status).toBe(200);
      const body = JSON.stringify({ email: 'nobody@example.test', password: 'not the password' });
      const login = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = https.request(
          `https://127.0.0.1:${server!.ports.https}/auth/login`,
          { method: 'POST', servername: 'kim.example.test', headers: { host: 'kim.example.test', 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }, ca: pebbleRoot, agent: false },
          (res) => {
            let text = '';
            res.on('data', (d) => (text += d));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
      // The body was read: the credentials were checked, not found missing.
      expect(login.status).toBe(401);
      expect(JSON.parse(login.body)).toMatchObject({ error: 'invalid_credentials' });
    } finally {
      server!.app.server.off('request', listener);
    }
    expect(seen).toEqual([
      ['GET', true],
      ['POST', false],
    ]);
  });

  it('redirects plain HTTP to HTTPS on the same host and path', async () => {
    const res = await get(`http://127.0.0.1:${httpPort}/races/3?from=home`, { headers: { host: 'kim.example.test' } });
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`https://kim.example.test:${server!.ports.https}/races/3?from=home`);
  });

  it('refuses a host that is no tenant’s', async () => {
    await expect(overHttps('stranger.example.test')).rejects.toThrow(/socket disconnected before secure TLS connection|socket hang up|ECONNRESET/i);
  });

  it('gets a certificate for a host added while running, on its first visit, without a restart', async () => {
    await createTenant(dataDir, 'new', ['new.example.test']);
    // The running server sees the new tenant once its directory rescans (at most once a second).
    await expect.poll(() => server!.app.ctx.tenants.findByHost('new.example.test'), { timeout: 5000 }).toBe('new');
    const res = await overHttps('new.example.test');
    expect(res.status).toBe(200);
    expect(res.peer?.subjectaltname).toBe('DNS:new.example.test');
  });
});
