import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from './cli';
import { dataPaths } from './tenants/tenant-store';
import { makeTempDir } from './test/test-app';

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
});
