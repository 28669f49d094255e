import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from './cli';
import { dataPaths } from './tenants/tenant-store';
import { makeTempDir } from './test/test-app';
import { APP_VERSION } from './version';

const dirs: Array<() => void> = [];
afterEach(() => dirs.splice(0).forEach((c) => c()));

async function cli(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { log: (s) => out.push(s), error: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

function dataDir() {
  const t = makeTempDir('athlete-cli-');
  dirs.push(t.cleanup);
  return t.dir;
}

describe('cli', () => {
  it('prints help and the version', async () => {
    expect((await cli(['--help'])).out).toContain('tenant add <id>');
    expect((await cli(['--version'])).code).toBe(0);
  });

  it.each([
    [['frobnicate']],
    [['tenant']],
    [['tenant', 'add']],
    [['tenant', 'add', 'Bad_Id']],
    [['admin', 'add', '--tenant', 'x']],
    [['serve', '--port', 'abc']],
    [['--no-such-flag']],
    [['backup']],
  ])('exits 2 for %j', async (args) => {
    const r = await cli([...args, '--data', dataDir()]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/\S/);
  });

  it.each([
    [['serve'], ['serve [options]', '--port <port>', 'env: PORT', '--trust-proxy', '--https-port <port>', '--media <url>', '--data <dir>'], ['--no-media', '--yes']],
    [['tenant'], ['tenant add <id>', 'tenant list', 'tenant hosts <id>', 'tenant remove <id>'], ['admin add', '--port']],
    [['tenant', 'add'], ['tenant add <id> [options]', '--host <name>', '--data <dir>'], ['--port', '--add <name>']],
    [['tenant', 'hosts'], ['--add <name>', '--remove <name>'], ['--host <name>']],
    [['admin', 'add'], ['admin add --tenant <id> --email <e-mail> [options]', 'Required:', '--password <password>'], ['--port']],
    [['backup'], ['--out <path>', 'backup list'], ['--port']],
    [['backup', 'list'], ['--backup-dir <dir>'], ['--port']],
    [['restore'], ['--dry-run', '--from-replica <url>', '--force'], ['--port']],
    [['media', 'migrate'], ['--to <url>', '--tenant <id>'], ['--port']],
    [['demo'], ['--no-media'], ['--port']],
  ])('prints the help of %j alone and exits 0', async (command, shown, absent) => {
    for (const args of [[...command, '--help'], ['help', ...command]]) {
      if (args[0] === 'help' && command.length > 1) continue;
      const r = await cli(args);
      expect(r.code, args.join(' ')).toBe(0);
      expect(r.err).toBe('');
      for (const s of shown) expect(r.out, args.join(' ')).toContain(s);
      for (const s of absent) expect(r.out, args.join(' ')).not.toContain(s);
    }
  });

  it.each([
    [['tenant', 'list', '--port', '80'], /unknown option '--port'[\s\S]*Usage: tenant list/],
    [['admin', 'add', '--tenant', 'x', '--email', 'a@b.c', '--pasword', 'p'], /unknown option '--pasword'[\s\S]*--password/],
    [['demo', '--media'], /unknown option '--media'/],
    [['serve', '--port'], /option '--port <port>' argument missing/],
    [['serve', 'now'], /too many arguments for 'serve'/],
    [['admin', 'list'], /admin list needs --tenant\.\nUsage: admin list --tenant <id>/],
  ])('exits 2 for the bad flag or argument of %j, with a message and the usage', async (args, message) => {
    const r = await cli([...args, '--data', dataDir()]);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(message);
    expect(r.err).toContain('Run with --help for usage.');
  });

  it('prints the version instead of running a command, and the schemas with --data', async () => {
    const d = dataDir();
    await cli(['tenant', 'add', 'alice', '--data', d]);
    const version = await cli(['serve', '--version']);
    expect(version.code).toBe(0);
    expect(version.out).toBe(APP_VERSION);
    const schemas = await cli(['-v', '--data', d]);
    expect(schemas.out.split('\n')).toEqual([APP_VERSION, expect.stringMatching(/^schema \d+/), expect.stringMatching(/^tenant alice: schema \d+$/)]);
  });

  it('adds, lists and removes tenants; refuses an existing id and a taken host', async () => {
    const d = dataDir();
    expect((await cli(['tenant', 'add', 'alice', '--host', 'Alice.Example.org', '--data', d])).code).toBe(0);
    expect(fs.existsSync(dataPaths(d).databaseFile('alice'))).toBe(true);
    const again = await cli(['tenant', 'add', 'alice', '--data', d]);
    expect(again.code).toBe(2);
    expect(again.err).toContain('already exists');
    const taken = await cli(['tenant', 'add', 'bob', '--host', 'alice.example.org', '--data', d]);
    expect(taken.code).toBe(2);
    expect(taken.err).toContain('already registered');
    expect(fs.existsSync(dataPaths(d).tenantDir('bob'))).toBe(false);
    expect((await cli(['tenant', 'list', '--data', d])).out).toContain('alice\talice.example.org');
    // Without a terminal and without --yes, removal is refused.
    expect((await cli(['tenant', 'remove', 'alice', '--data', d])).code).toBe(2);
    expect((await cli(['tenant', 'remove', 'alice', '--yes', '--data', d])).code).toBe(0);
    expect(fs.existsSync(dataPaths(d).tenantDir('alice'))).toBe(false);
  });

  it('shows and changes the host names of a tenant; refuses a host another tenant has, and changes nothing then', async () => {
    const d = dataDir();
    await cli(['tenant', 'add', 'alice', '--host', 'alice.example.org', '--data', d]);
    await cli(['tenant', 'add', 'bob', '--data', d]);
    const record = () => JSON.parse(fs.readFileSync(dataPaths(d).tenantFile('alice'), 'utf8')) as { id: string; hosts: string[]; createdAt: string };
    const created = record();
    expect((await cli(['tenant', 'hosts', 'alice', '--data', d])).out).toBe('Tenant "alice" answers alice.example.org.');
    expect((await cli(['tenant', 'hosts', 'bob', '--data', d])).out).toBe('Tenant "bob" answers no host name yet (add one with: tenant hosts bob --add <name>).');
    // A new domain beside the old one, then the old one dropped: one command each, or both at once.
    const added = await cli(['tenant', 'hosts', 'alice', '--add', 'WWW.Alice.Example.', '--data', d]);
    expect(added.code).toBe(0);
    expect(added.out).toContain('answers alice.example.org, www.alice.example.');
    expect((await cli(['tenant', 'hosts', 'alice', '--add', 'alice.run', '--remove', 'alice.example.org', '--remove', 'www.alice.example', '--data', d])).code).toBe(0);
    expect(record()).toEqual({ ...created, hosts: ['alice.run'] });
    // Refusals, each with a message, and the record as it was.
    const refusals: Array<[string[], RegExp]> = [
      [['tenant', 'hosts', 'bob', '--add', 'alice.run'], /already registered for tenant "alice": remove it there first \(tenant hosts alice --remove alice\.run\)/],
      [['tenant', 'hosts', 'alice', '--remove', 'nope.example'], /has no host nope\.example \(it has alice\.run\)/],
      [['tenant', 'hosts', 'alice', '--add', 'bad_host'], /Invalid host name/],
      [['tenant', 'hosts', 'alice', '--add', 'x.org', '--remove', 'x.org'], /both added and removed/],
      [['tenant', 'hosts', 'carol', '--add', 'carol.org'], /Tenant "carol" does not exist/],
      [['tenant', 'hosts', 'carol'], /Tenant "carol" does not exist/],
      [['tenant', 'hosts'], /Usage: tenant hosts/],
    ];
    for (const [args, message] of refusals) {
      const r = await cli([...args, '--data', d]);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toMatch(message);
    }
    expect(record()).toEqual({ ...created, hosts: ['alice.run'] });
    expect(fs.readdirSync(dataPaths(d).tenantDir('alice')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    // The default tenant answers every address besides its own.
    await cli(['tenant', 'add', 'default', '--data', d]);
    expect((await cli(['tenant', 'hosts', 'default', '--data', d])).out).toBe('Tenant "default" answers every address no other tenant has.');
  });

  it('adds an admin with a generated password, printed once', async () => {
    const d = dataDir();
    await cli(['tenant', 'add', 'team', '--data', d]);
    const r = await cli(['admin', 'add', '--tenant', 'team', '--email', 'coach@example.com', '--data', d]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Password \(shown once\): \S{19}/);
    const missing = await cli(['admin', 'add', '--tenant', 'nobody', '--email', 'a@b.c', '--data', d]);
    expect(missing.code).toBe(2);
    const badEmail = await cli(['admin', 'add', '--tenant', 'team', '--email', 'not-an-email', '--data', d]);
    expect(badEmail.code).toBe(2);
  });

  it('demo creates the default tenant once and prints the login once', async () => {
    const d = dataDir();
    // --no-media: the texts and the login are what this checks; the pictures have demo-media.test.ts.
    const first = await cli(['demo', '--no-media', '--data', d]);
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/password: \S+/);
    const second = await cli(['demo', '--no-media', '--data', d]);
    expect(second.code).toBe(0);
    expect(second.out).not.toMatch(/password: \S+/);
    expect(second.out).toContain('admin@example.com');
  });

  it('refuses an sftp password on the command line, visible to every user in the process list, and says the safe ways', async () => {
    const d = dataDir();
    for (const args of [
      ['serve', '--port', '0', '--replicate', 'sftp://backup:hunter2@nas.local/srv/athlete'],
      ['restore', '--from-replica', 'sftp://backup:hunter2@nas.local/srv/athlete'],
    ]) {
      const r = await cli([...args, '--data', d]);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toContain('visible to every user of this machine');
      for (const way of ['?key=', 'REPLICATE_URL', 'replicateUrl', 'config.json']) expect(r.err, way).toContain(way);
      expect(r.err).not.toContain('hunter2');
    }
    // Nothing was started or written.
    expect(fs.readdirSync(d)).toEqual([]);
  });
});
