import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { readTenantRecords } from '../tenants/tenant-store';
import { backupData } from './backup';
import { MANIFEST_FILE, formatBytes, parseManifest } from './backup-format';
import { countOf } from '../shared/plural';

// Scheduled backups are named by their UTC time, so the names sort by age and say when at a glance.
const SCHEDULED_NAME = /^(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)Z$/;

/** The folder name of a scheduled backup taken at `date`: `2026-11-25T03-15-00Z`. */
export function scheduledBackupName(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-');
}

/** The time a scheduled backup's name encodes; undefined for any other name. */
export function scheduledBackupTime(name: string): number | undefined {
  const m = SCHEDULED_NAME.exec(name);
  return m ? Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`) : undefined;
}

/** The names of the scheduled backups in `dir` (the ones this schedule made), oldest first. */
function scheduledBackups(dir: string): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  return names.filter((n) => scheduledBackupTime(n) !== undefined && fs.existsSync(path.join(dir, n, MANIFEST_FILE))).sort();
}

/** Deletes the oldest scheduled backups past `keep`; answers the names deleted. Other folders are never touched. */
export function pruneBackups(dir: string, keep: number): string[] {
  const names = scheduledBackups(dir);
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  return old;
}

/** One backup folder as `backup list` shows it. */
interface BackupListing {
  name: string;
  createdAt: string;
  bytes: number;
  tenants: string[];
}

/** Every backup (a folder with a readable manifest) in `dir`, oldest first; damaged ones are listed with the reason. */
function listBackups(dir: string): Array<BackupListing | { name: string; problem: string }> {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const out: Array<BackupListing | { name: string; problem: string }> = [];
  for (const e of entries.filter((d) => d.isDirectory() && !d.name.startsWith('.') && !d.name.includes('.partial-'))) {
    const manifestFile = path.join(dir, e.name, MANIFEST_FILE);
    if (!fs.existsSync(manifestFile)) continue;
    try {
      const m = parseManifest(fs.readFileSync(manifestFile, 'utf8'), manifestFile);
      out.push({ name: e.name, createdAt: m.createdAt, bytes: m.files.reduce((n, f) => n + f.size, 0), tenants: m.tenants.map((t) => t.id) });
    } catch (err) {
      out.push({ name: e.name, problem: (err as Error).message });
    }
  }
  const when = (b: BackupListing | { name: string; problem: string }) => ('createdAt' in b ? b.createdAt : '');
  return out.sort((a, b) => when(a).localeCompare(when(b)) || a.name.localeCompare(b.name));
}

/** The lines `backup list` prints. */
export function describeBackups(dir: string): string[] {
  const all = listBackups(dir);
  if (!all.length) return [`No backups in ${dir}.`];
  return all.map((b) =>
    'problem' in b
      ? `${b.name}\tdamaged: ${b.problem}`
      : `${b.name}\t${b.createdAt.replace('T', ' ').replace(/\.\d+Z$/, 'Z')}\t${formatBytes(b.bytes)}\t${countOf(b.tenants.length, 'tenant')} (${b.tenants.join(', ')})`,
  );
}

/** The log a schedule writes to (pino's calling convention). */
export interface ScheduleLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What a schedule needs. */
export interface BackupScheduleOptions {
  dataDir: string;
  dir: string;
  everySeconds: number;
  keep: number;
  log: ScheduleLog;
  /** After a failure, the next attempt waits this long (never longer than the interval). */
  retrySeconds?: number;
  /** Media are in a bucket (serve --media): backups hold the databases without them. */
  mediaInBucket?: boolean;
}

/**
 * Takes a backup every `everySeconds` into `dir` (the `backup --out` format), keeping the newest
 * `keep`. The first one is due one interval after the newest existing scheduled backup (at once
 * when there is none or it is older), so restarts neither skip nor repeat backups. A failure is
 * logged and retried later; it never throws into the server. Emits `backup` ({ name }) after each
 * success and `failure` ({ error }) after each failure.
 */
export class BackupSchedule extends EventEmitter {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly options: BackupScheduleOptions) {
    super();
  }

  /** Plans the first backup. */
  start(): void {
    const newest = scheduledBackups(this.options.dir).at(-1);
    const last = newest ? scheduledBackupTime(newest) : undefined;
    const due = last === undefined ? 0 : Math.max(0, last + this.options.everySeconds * 1000 - Date.now());
    this.options.log.info({ dir: this.options.dir, everySeconds: this.options.everySeconds, keep: this.options.keep, firstInSeconds: Math.round(due / 1000) }, 'scheduled backups on');
    this.plan(due);
  }

  /** Cancels the next backup and waits for one in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private plan(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce().finally(() => (this.running = undefined));
    }, ms);
    // A pending backup never keeps the process alive on its own.
    this.timer.unref();
  }

  /** Takes one backup now, prunes, and plans the next one (sooner after a failure). */
  async runOnce(): Promise<void> {
    const { dataDir, dir, everySeconds, keep, log } = this.options;
    const name = scheduledBackupName(new Date());
    const lines: string[] = [];
    if (!readTenantRecords(dataDir).length) {
      log.info({ dir }, 'scheduled backup skipped: no tenant yet');
      this.plan(everySeconds * 1000);
      return;
    }
    try {
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      const manifest = await backupData(dataDir, path.join(dir, name), { log: (s) => lines.push(s), error: (s) => lines.push(s) }, { mediaInBucket: this.options.mediaInBucket ?? false });
      const pruned = pruneBackups(dir, keep);
      const bytes = manifest.files.reduce((n, f) => n + f.size, 0);
      // A media file already missing does not fail the backup (backup.ts); it is said at warn level.
      if (manifest.missingMedia) log.warn({ backup: name, dir, tenants: manifest.tenants.length, bytes, pruned, missingMedia: manifest.missingMedia.length }, `scheduled backup written, without missing media files: ${lines.join(' ')}`);
      else log.info({ backup: name, dir, tenants: manifest.tenants.length, bytes, pruned }, `scheduled backup written: ${lines.join(' ')}`);
      this.plan(everySeconds * 1000);
      this.emit('backup', { name, pruned });
    } catch (err) {
      const retry = Math.min(everySeconds, this.options.retrySeconds ?? 300);
      log.error({ err, backup: name, dir, retryInSeconds: retry }, `scheduled backup failed: ${(err as Error).message}`);
      this.plan(retry * 1000);
      this.emit('failure', { error: err });
    }
  }
}
