import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveServeSettings, runCli } from './cli';
import { ConfigFileError, configFileExposure, mergeServeSettings, parseInterval, parseServeSettings } from './config-file';
import { createTestApp, makeTempDir, type TestApp } from './test/test-app';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

function dataDirWith(config?: unknown): string {
  const t = makeTempDir('athlete-config-');
  cleanups.push(t.cleanup);
  if (config !== undefined) fs.writeFileSync(path.join(t.dir, 'config.json'), typeof config === 'string' ? config : JSON.stringify(config));
  return t.dir;
}

describe('intervals', () => {
  it.each([
    ['90', 90],
    ['30s', 30],
    ['15m', 900],
    ['24h', 86_400],
    ['7d', 604_800],
    [5, 5],
  ] as const)('reads %j as %i seconds', (input, seconds) => expect(parseInterval(input)).toBe(seconds));

  it.each(['', '0', '1.5h', '24 hours', '-3s', 0, 2.5])('refuses %j', (input) => expect(parseInterval(input)).toBeUndefined());
});

describe('config file', () => {
  it('is optional at its default place, and every serve setting can live there', () => {
    expect(resolveServeSettings(dataDirWith(), {}, {})).toEqual({});
    const d = dataDirWith({
      port: 8443,
      host: '127.0.0.1',
      trustProxy: true,
      logLevel: 'warn',
      maxOpenTenants: 64,
      publicWriteLimits: { cheers: { max: 100, windowSeconds: 600 } },
      backup: { every: '24h', keep: 7, dir: '/srv/backups' },
    });
    const s = resolveServeSettings(d, {}, {});
    expect(s).toMatchObject({ port: 8443, host: '127.0.0.1', trustProxy: true, logLevel: 'warn', maxOpenTenants: 64, backup: { every: 86_400, keep: 7, dir: '/srv/backups' } });
    // A group given in part keeps today's values for the rest.
    expect(s.publicWriteLimits).toEqual({ cheers: { max: 100, windowSeconds: 600 }, likes: { max: 60, windowSeconds: 60 }, votes: { max: 30, windowSeconds: 60 } });
  });

  it('lets the environment and then the flags override it, field by field', () => {
    const d = dataDirWith({ port: 8443, host: '127.0.0.1', backup: { every: '24h', keep: 7 } });
    const s = resolveServeSettings(d, { port: '9000', 'backup-keep': '3', 'max-open-tenants': '8' }, { HOST: '::1', PORT: '7000' });
    expect(s).toMatchObject({ port: 9000, host: '::1', maxOpenTenants: 8, backup: { every: 86_400, keep: 3 } });
    // LOG_LEVEL and REPLICATE_URL as a systemd unit or a container would set them; the flag wins.
    expect(resolveServeSettings(d, {}, { LOG_LEVEL: 'warn', REPLICATE_URL: 'file:///mnt/replica' })).toMatchObject({ logLevel: 'warn', replicateUrl: 'file:///mnt/replica' });
    expect(resolveServeSettings(d, { 'log-level': 'error' }, { LOG_LEVEL: 'warn' }).logLevel).toBe('error');
    expect(() => resolveServeSettings(d, {}, { LOG_LEVEL: 'loud' })).toThrow(/logLevel/);
    expect(() => resolveServeSettings(d, { replicate: 'ftp://nas/x' }, {})).toThrow(/replicateUrl: Unsupported replica URL scheme/);
  });

  it.each([
    [{ prot: 8080 }, /prot/],
    [{ port: 'eighty' }, /port: .*number/i],
    [{ publicWriteLimits: { votes: { max: 0, windowSeconds: 60 } } }, /publicWriteLimits\.votes\.max/],
    [{ backup: { every: 'daily' } }, /backup\.every: .*24h/],
    [{ https: { enabled: true, acmeEmail: 'not-an-address' } }, /https\.acmeEmail/],
    [{ https: { acmeDirectory: 'ftp://ca.example.org/dir' } }, /https\.acmeDirectory/],
    [{ https: { httpPort: 70000 } }, /https\.httpPort/],
    ['{ "port": 80,', /not valid JSON/],
  ])('stops with a message naming the bad field for %j', (config, message) => {
    const d = dataDirWith(config);
    expect(() => resolveServeSettings(d, {}, {})).toThrow(ConfigFileError);
    expect(() => resolveServeSettings(d, {}, {})).toThrow(message);
  });

  it('takes the HTTPS settings from the file, each overridable by its flag', () => {
    const d = dataDirWith({ https: { enabled: true, acmeEmail: 'ops@example.org', httpsPort: 8443 } });
    const s = resolveServeSettings(d, { 'https-port': '9443', 'acme-directory': 'https://127.0.0.1:14000/dir', 'acme-ca-file': 'ca.pem' }, {});
    expect(s.https).toEqual({ enabled: true, acmeEmail: 'ops@example.org', httpsPort: 9443, acmeDirectory: 'https://127.0.0.1:14000/dir', acmeCaFile: path.resolve('ca.pem') });
    expect(resolveServeSettings(dataDirWith(), { https: true }, {}).https).toEqual({ enabled: true });
  });

  it('reports a bad flag as the command line', () => {
    expect(() => resolveServeSettings(dataDirWith(), { 'backup-every': 'often' }, {})).toThrow(/The command line .*\n.*backup\.every/);
  });

  it('refuses to serve with a bad config file: exit 2 and the field named', async () => {
    const d = dataDirWith({ maxOpenTenants: -1 });
    const err: string[] = [];
    const code = await runCli(['serve', '--data', d], { log: () => {}, error: (s) => err.push(s) });
    expect(code).toBe(2);
    expect(err.join('\n')).toContain('maxOpenTenants');
  });

  it('warns when the file holds keys or a password and other users of the machine can read it', async () => {
    const keys = { media: { url: 's3://b/p', accessKeyId: 'AKIA', secretAccessKey: 'shh' } };
    const d = dataDirWith(keys);
    const file = path.join(d, 'config.json');
    fs.chmodSync(file, 0o644);
    expect(configFileExposure(file)).toBe(`Warning: ${file} holds secrets (media.secretAccessKey) and other users of this machine can read it (mode 644): chmod 600 ${file}`);
    fs.chmodSync(file, 0o640);
    expect(configFileExposure(file)).toContain('(mode 640)');
    fs.chmodSync(file, 0o600);
    expect(configFileExposure(file)).toBeUndefined();
    // A password in the replica URL is a secret too; a file without one is nobody's business.
    fs.writeFileSync(file, JSON.stringify({ replicateUrl: 'sftp://u:pw@nas/r' }), { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    expect(configFileExposure(file)).toContain('(replicateUrl)');
    fs.writeFileSync(file, JSON.stringify({ port: 8080, replicateUrl: 'sftp://u@nas/r?key=/k' }));
    expect(configFileExposure(file)).toBeUndefined();
    expect(configFileExposure(path.join(d, 'none.json'))).toBeUndefined();
    // serve says it before anything else.
    fs.writeFileSync(file, JSON.stringify({ ...keys, maxOpenTenants: -1 }));
    const err: string[] = [];
    expect(await runCli(['serve', '--data', d], { log: () => {}, error: (s) => err.push(s) })).toBe(2);
    expect(err[0]).toContain('other users of this machine can read it');
  });

  it('merges nested groups by field', () => {
    const a = parseServeSettings({ backup: { every: 60, keep: 2 } }, 'a');
    const b = parseServeSettings({ backup: { keep: 5 } }, 'b');
    expect(mergeServeSettings(a, b).backup).toEqual({ every: 60, keep: 5 });
  });
});

describe('configured public write limits', () => {
  let t: TestApp;

  it('a club behind one address gets the raised cheer limit', async () => {
    t = await createTestApp({ tenants: ['default'], config: { publicWriteLimits: { cheers: { max: 12, windowSeconds: 600 }, likes: { max: 60, windowSeconds: 60 }, votes: { max: 30, windowSeconds: 60 } } } });
    cleanups.push(() => t.close());
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) {
      statuses.push((await t.call({ method: 'POST', url: '/content/public/cheers', tenant: 'default', remoteAddress: '10.2.2.2', payload: { name: 'Club', message: `Go ${i}` } })).statusCode);
    }
    expect(statuses.slice(0, 12).every((s) => s === 201)).toBe(true);
    expect(statuses[12]).toBe(429);
  });
});
