import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, runCliProcess } from '../test/server-process';
import { makeTempDir } from '../test/test-app';
import { createTenant } from '../tenants/tenant-admin';
import { backupData } from './backup';
import { DataFolderLockedError, lockDataFolder } from './data-lock';

const quiet = { log: () => {}, error: () => {} };
let tmp: ReturnType<typeof makeTempDir>;
beforeAll(() => {
  tmp = makeTempDir('athlete-lock-');
});
afterAll(() => tmp.cleanup());

describe('data folder lock', () => {
  it('is exclusive within one process and free again once released', () => {
    const dir = path.join(tmp.dir, 'inproc');
    const lock = lockDataFolder(dir, 'serve');
    expect(() => lockDataFolder(dir, 'restore')).toThrow(DataFolderLockedError);
    expect(() => lockDataFolder(dir, 'restore')).toThrow(/in use by serve \(pid \d+/);
    lock.release();
    lockDataFolder(dir, 'restore').release();
  });

  it('refuses a second server and a restore --force while a server runs; both work once it stopped, even after SIGKILL', async () => {
    const dataDir = path.join(tmp.dir, 'data');
    await createTenant(dataDir, 'default');
    const backup = path.join(tmp.dir, 'backup');
    await backupData(dataDir, backup, quiet);

    const server = await startServerProcess(dataDir);
    const second = await runCliProcess(['serve', '--data', dataDir, '--port', '0', '--host', '127.0.0.1']);
    expect(second.code).toBe(1);
    expect(second.out).toContain(`in use by serve (pid ${server.child.pid}`);
    expect(second.out).toContain('Only one server can use a data folder');

    const restore = await runCliProcess(['restore', backup, '--force', '--data', dataDir]);
    expect(restore.code).toBe(1);
    expect(restore.out).toMatch(/in use by serve \(pid \d+.*Stop it first, then run restore again; nothing was changed\./);
    expect(fs.readdirSync(dataDir).filter((n) => n.startsWith('.before-restore') || n.startsWith('.restore-'))).toEqual([]);

    // SIGKILL: the kernel drops the lock with the process, so a restart needs no stale-lock wait.
    server.child.kill('SIGKILL');
    await server.exited;
    const restarted = await startServerProcess(dataDir);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);

    const ok = await runCliProcess(['restore', backup, '--force', '--data', dataDir]);
    expect(ok.out).toContain('Restored 1 tenant');
    expect(ok.code).toBe(0);
  }, 60_000); // five CLI processes in a row: a loaded machine needs more than the default 20 s
});
