import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../cli';
import { openRaw } from '../db/database';
import { createTenant } from '../tenants/tenant-admin';
import { dataPaths } from '../tenants/tenant-store';
import { makeTempDir } from '../test/test-app';
import { MANIFEST_FILE, hashFile, parseManifest } from './backup-format';
import { BackupSchedule, pruneBackups, scheduledBackupName, scheduledBackupTime, type ScheduleLog } from './backup-schedule';
import { opsExtensions } from './ops-extensions';

const cleanups: Array<() => void> = [];
afterEach(() => {
  vi.useRealTimers();
  cleanups.splice(0).forEach((c) => c());
});

function tempDir(): string {
  const t = makeTempDir('athlete-sched-');
  cleanups.push(t.cleanup);
  return t.dir;
}

async function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { log: (s) => out.push(s), error: (s) => err.push(s) }, opsExtensions);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A data folder with two tenants, one with a media file its database names. */
async function seededData(): Promise<string> {
  const dir = path.join(tempDir(), 'data');
  await createTenant(dir, 'kim');
  await createTenant(dir, 'sam');
  const p = dataPaths(dir);
  fs.mkdirSync(path.join(p.mediaDir('kim'), 'img'), { recursive: true });
  fs.writeFileSync(path.join(p.mediaDir('kim'), 'img', 'cover.webp'), Buffer.from('RIFF-not-really-webp'));
  const raw = openRaw(p.databaseFile('kim'), { create: false });
  raw.prepare("insert into race (title, distance, date, place, time_ms, cover_image) values ('Meet', '5K', '2026-10-01', 'Here', 1000000, '/media/img/cover.webp')").run();
  raw.close();
  return dir;
}

/** A log that keeps what it was given. */
function memoryLog(): ScheduleLog & { lines: Array<{ level: string; msg: string }> } {
  const lines: Array<{ level: string; msg: string }> = [];
  return { lines, info: (_o, msg) => lines.push({ level: 'info', msg }), warn: (_o, msg) => lines.push({ level: 'warn', msg }), error: (_o, msg) => lines.push({ level: 'error', msg }) };
}

describe('scheduled backup names', () => {
  it('encode the UTC time and read back', () => {
    const d = new Date('2026-11-25T03:15:07.123Z');
    expect(scheduledBackupName(d)).toBe('2026-11-25T03-15-07Z');
    expect(scheduledBackupTime('2026-11-25T03-15-07Z')).toBe(Date.parse('2026-11-25T03:15:07Z'));
    expect(scheduledBackupTime('before-upgrade')).toBeUndefined();
  });

  it('pruning keeps the newest and never touches other folders', () => {
    const dir = tempDir();
    for (const n of ['2026-11-21T00-00-00Z', '2026-11-22T00-00-00Z', '2026-11-23T00-00-00Z', 'before-upgrade']) {
      fs.mkdirSync(path.join(dir, n));
      fs.writeFileSync(path.join(dir, n, MANIFEST_FILE), '{}');
    }
    expect(pruneBackups(dir, 2)).toEqual(['2026-11-21T00-00-00Z']);
    expect(fs.readdirSync(dir).sort()).toEqual(['2026-11-22T00-00-00Z', '2026-11-23T00-00-00Z', 'before-upgrade']);
  });
});

describe('backup schedule (fake clock)', () => {
  let data: string;
  beforeEach(async () => {
    data = await seededData();
    // Only the timers and the date are faked: file and database work runs for real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-25T03:00:00Z'));
  });

  it('writes a backup at once, one per interval, and keeps the newest `keep`', async () => {
    const dir = path.join(data, 'backups');
    const log = memoryLog();
    const schedule = new BackupSchedule({ dataDir: data, dir, everySeconds: 60, keep: 2, log });
    schedule.start();
    for (let i = 0; i < 3; i++) {
      const done = once(schedule, 'backup');
      await vi.advanceTimersByTimeAsync(i === 0 ? 0 : 60_000);
      await done;
    }
    await schedule.stop();
    expect(fs.readdirSync(dir).sort()).toEqual(['2026-11-25T03-01-00Z', '2026-11-25T03-02-00Z']);
    // Each one is a whole backup in the `backup --out` format, media included.
    const manifest = parseManifest(fs.readFileSync(path.join(dir, '2026-11-25T03-02-00Z', MANIFEST_FILE), 'utf8'), 'manifest');
    expect(manifest.tenants.map((t) => t.id)).toEqual(['kim', 'sam']);
    expect(manifest.files.map((f) => f.path)).toContain('tenants/kim/media/img/cover.webp');
    const written = log.lines.filter((l) => l.msg.startsWith('scheduled backup written'));
    expect(written).toHaveLength(3);
    expect(written[0]!.msg).toContain('Backed up 2 tenants (kim, sam)');
  });

  it('logs a failure, keeps going, and succeeds at the retry', async () => {
    const dir = path.join(tempDir(), 'not-yet-a-folder');
    fs.writeFileSync(dir, 'a file where the folder should be');
    const log = memoryLog();
    const schedule = new BackupSchedule({ dataDir: data, dir, everySeconds: 3600, keep: 3, log, retrySeconds: 30 });
    schedule.start();
    const failed = once(schedule, 'failure');
    await vi.advanceTimersByTimeAsync(0);
    await failed;
    expect(log.lines.at(-1)).toMatchObject({ level: 'error', msg: expect.stringMatching(/^scheduled backup failed: .*(EEXIST|ENOTDIR)/) });
    fs.rmSync(dir);
    const done = once(schedule, 'backup');
    await vi.advanceTimersByTimeAsync(30_000);
    await done;
    await schedule.stop();
    expect(fs.readdirSync(dir)).toEqual(['2026-11-25T03-00-30Z']);
  });

  it('after a restart, the next backup is due one interval after the newest one', async () => {
    const dir = path.join(data, 'backups');
    const first = new BackupSchedule({ dataDir: data, dir, everySeconds: 60, keep: 5, log: memoryLog() });
    first.start();
    const done = once(first, 'backup');
    await vi.advanceTimersByTimeAsync(0);
    await done;
    await first.stop();
    await vi.advanceTimersByTimeAsync(20_000);
    const again = new BackupSchedule({ dataDir: data, dir, everySeconds: 60, keep: 5, log: memoryLog() });
    again.start();
    const next = once(again, 'backup');
    await vi.advanceTimersByTimeAsync(39_000);
    expect(fs.readdirSync(dir)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await next;
    await again.stop();
    expect(fs.readdirSync(dir).sort()).toEqual(['2026-11-25T03-00-00Z', '2026-11-25T03-01-00Z']);
  });
});

describe('backup list and restore --dry-run', () => {
  it('lists backups with date and size, including ones taken by hand into data/backups', async () => {
    const data = await seededData();
    expect((await cli('backup', 'list', '--data', data)).out).toContain('No backups');
    expect((await cli('backup', '--out', path.join(data, 'backups', 'before-upgrade'), '--data', data)).code).toBe(0);
    const r = await cli('backup', 'list', '--data', data);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^before-upgrade\t\d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ\t[\d.]+ KiB\t2 tenants \(kim, sam\)$/);
    // Restoring from the data folder's own backups folder is allowed, and the backups stay.
    const target = path.join(tempDir(), 'target');
    expect((await cli('restore', path.join(data, 'backups', 'before-upgrade'), '--data', target)).code).toBe(0);
  });

  it('restores into a data folder holding only what belongs to the machine, and leaves that in place', async () => {
    const data = await seededData();
    expect((await cli('backup', '--out', path.join(data, 'backups', 'nightly'), '--data', data)).code).toBe(0);
    const target = path.join(tempDir(), 'fresh');
    fs.mkdirSync(path.join(target, 'tls', 'certs'), { recursive: true });
    fs.writeFileSync(path.join(target, 'tls', 'account.key'), 'key');
    fs.writeFileSync(path.join(target, 'config.json'), '{"https":{"enabled":true}}');
    fs.mkdirSync(path.join(target, 'backups'));
    const r = await cli('restore', path.join(data, 'backups', 'nightly'), '--data', target);
    expect(r.code).toBe(0);
    expect(fs.readdirSync(target)).toEqual(expect.arrayContaining(['backups', 'config.json', 'tenants', 'tls']));
    expect(fs.readFileSync(path.join(target, 'config.json'), 'utf8')).toContain('https');
    expect(fs.existsSync(path.join(target, 'tls', 'account.key'))).toBe(true);
  });

  it('verifies a good backup and writes nothing', async () => {
    const data = await seededData();
    const out = path.join(tempDir(), 'b1');
    expect((await cli('backup', '--out', out, '--data', data)).code).toBe(0);
    const target = path.join(tempDir(), 'target');
    const r = await cli('restore', out, '--dry-run', '--data', target);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/can be restored: 2 tenants \(kim, sam\), \d+ checksums verified, integrity ok, 1 media reference all present\. Nothing was written/);
    expect(fs.existsSync(target)).toBe(false);
  });

  it('catches a damaged media file', async () => {
    const data = await seededData();
    const out = path.join(tempDir(), 'b2');
    await cli('backup', '--out', out, '--data', data);
    fs.appendFileSync(path.join(out, 'tenants', 'kim', 'media', 'img', 'cover.webp'), 'x');
    const r = await cli('restore', out, '--dry-run', '--data', path.join(tempDir(), 'target'));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/Checksum mismatch for tenants\/kim\/media\/img\/cover\.webp/);
  });

  it('catches a corrupted database even when the manifest was rewritten to match', async () => {
    const data = await seededData();
    const raw = openRaw(dataPaths(data).databaseFile('sam'), { create: false });
    raw.exec('create table note (body text); create index note_body on note (body);');
    const insert = raw.prepare('insert into note (body) values (?)');
    for (let i = 0; i < 2000; i++) insert.run(`note ${i}`);
    raw.close();
    const out = path.join(tempDir(), 'b3');
    expect((await cli('backup', '--out', out, '--data', data)).code).toBe(0);
    const db = path.join(out, 'tenants', 'sam', 'site.db');
    const bytes = fs.readFileSync(db);
    bytes.write('xxxx 9999', bytes.lastIndexOf('note 1234'));
    fs.writeFileSync(db, bytes);
    const manifestFile = path.join(out, MANIFEST_FILE);
    const manifest = parseManifest(fs.readFileSync(manifestFile, 'utf8'), manifestFile);
    const fresh = hashFile(db);
    for (const f of manifest.files) if (f.path === 'tenants/sam/site.db') Object.assign(f, fresh);
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    const r = await cli('restore', out, '--dry-run', '--data', path.join(tempDir(), 'target'));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/Tenant "sam": integrity_check failed/);
  });

  it('catches a media file the database names but the backup lacks', async () => {
    const data = await seededData();
    fs.rmSync(path.join(dataPaths(data).mediaDir('kim'), 'img', 'cover.webp'));
    const r = await cli('restore', data, '--dry-run', '--data', path.join(tempDir(), 'target'));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/Tenant "kim": media files named by its database are missing: .*cover\.webp/);
  });
});
