import fs from 'node:fs';
import path from 'node:path';
import { openRaw, openTenantDatabase } from '../db/database';
import { UsageError } from '../tenants/tenant-admin';
import { dataPaths, readTenantRecords } from '../tenants/tenant-store';
import { APP_VERSION } from '../version';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_FILE,
  type BackupFile,
  type BackupManifest,
  formatBytes,
  fsyncDir,
  fsyncTree,
  hashFile,
  listFilesRecursive,
} from './backup-format';
import { type MediaReference, describeMissing, filterMissing, findAllMediaReferences } from './media-references';
import { countOf } from '../shared/plural';

/** Where the CLI writes what it did. */
export interface Io {
  log(s: string): void;
  error(s: string): void;
}

/** How many times one tenant is copied again when a media file vanished during the copy. */
const ATTEMPTS = 3;

/**
 * Takes a snapshot of a live database with `VACUUM INTO`: one read transaction, so the copy is
 * consistent while the server keeps writing (WAL readers never block the writer), and never a raw
 * copy of a file whose latest pages may still sit in the WAL.
 */
function snapshotDatabase(source: string, dest: string): void {
  const raw = openRaw(source, { create: false });
  try {
    raw.prepare('vacuum into ?').run(dest);
  } finally {
    raw.close();
  }
}

/** The migrations a snapshot has, and its media references that have no file in the copied media. */
async function checkSnapshot(file: string, mediaDir: string): Promise<{ migrations: string[]; missing: MediaReference[] }> {
  // Opened as the server opens it: a tenant not opened since an upgrade is migrated in the copy, as it
  // would be at its next open; a newer database is refused.
  const handle = await openTenantDatabase(file, { create: false, keepPreMigrationCopy: false });
  try {
    const migrations = (handle.raw.prepare('select name from kysely_migration order by name').all() as Array<{ name: string }>).map((r) => r.name);
    return { migrations, missing: filterMissing(await findAllMediaReferences(handle), mediaDir) };
  } finally {
    await handle.close();
  }
}

/** Copies a tenant's media folder (dot-named temp entries excluded); answers the files copied. */
function copyMedia(from: string, to: string): string[] {
  fs.mkdirSync(to, { recursive: true });
  const copied: string[] = [];
  for (const rel of listFilesRecursive(from)) {
    const dest = path.join(to, ...rel.split('/'));
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    try {
      fs.copyFileSync(path.join(from, ...rel.split('/')), dest);
      copied.push(rel);
    } catch (err) {
      // Deleted since it was listed: fine unless a row still points at it (checked next).
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  return copied;
}

/** Copies one tenant into the backup folder: database snapshot first, then media, then its record. */
async function backupTenant(dataDir: string, id: string, target: string, mediaInBucket: boolean): Promise<{ migrations: string[]; missing: MediaReference[] }> {
  const src = dataPaths(dataDir);
  const dst = dataPaths(target);
  let before: string | undefined;
  for (let attempt = 1; ; attempt++) {
    fs.rmSync(dst.tenantDir(id), { recursive: true, force: true });
    fs.mkdirSync(dst.tenantDir(id), { recursive: true });
    snapshotDatabase(src.databaseFile(id), dst.databaseFile(id));
    // Media after the snapshot: files are written before a row names them, so every file the
    // snapshot references already exists; only one deleted meanwhile can be missing.
    copyMedia(src.mediaDir(id), dst.mediaDir(id));
    fs.copyFileSync(src.tenantFile(id), dst.tenantFile(id));
    const { migrations, missing } = await checkSnapshot(dst.databaseFile(id), dst.mediaDir(id));
    // With media in a bucket, the files the rows name are there, not here: nothing to check.
    if (!missing.length || mediaInBucket) return { migrations, missing: [] };
    // A file deleted during the copy is gone from the next snapshot's rows too; one missing twice
    // in a row was missing before the backup began. Either way the backup goes on without it: a
    // missing picture must never cost the family the backup of everything else.
    const now = describeMissing(missing, Infinity);
    if (now === before || attempt >= ATTEMPTS) return { migrations, missing };
    before = now;
  }
}

/**
 * `backup --out <path>`: a consistent copy of every tenant (database snapshot, media, tenant.json)
 * and the signing key, with a manifest of sizes and SHA-256 checksums. It is written into a
 * temp folder beside `out` and renamed into place only when complete, so `out` is either a whole
 * backup or absent. Safe while the server runs and takes writes. With `mediaInBucket` (serve
 * --media), the media in the bucket are not copied and not required (docs/replication.md).
 */
export async function backupData(dataDir: string, out: string, io: Io, options: { mediaInBucket?: boolean } = {}): Promise<BackupManifest> {
  const tenants = readTenantRecords(dataDir);
  if (!tenants.length) throw new UsageError(`Nothing to back up: ${dataDir} has no tenants.`);
  if (fs.existsSync(out)) throw new UsageError(`${out} already exists: give a new path (a backup never overwrites anything).`);
  const resolvedData = path.resolve(dataDir);
  // Inside the data folder, only its backups/ folder (where scheduled backups go) is allowed: it is
  // never part of a backup itself, and restore leaves it alone.
  const backupsDir = path.join(resolvedData, 'backups');
  const insideData = out === resolvedData || out.startsWith(resolvedData + path.sep);
  if (insideData && !out.startsWith(backupsDir + path.sep)) throw new UsageError(`Write the backup outside the data folder (or into ${backupsDir}).`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const tmp = `${out}.partial-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { mode: 0o700 });
  try {
    const started = Date.now();
    const manifestTenants: BackupManifest['tenants'] = [];
    const files: BackupFile[] = [];
    const record = (rel: string): BackupFile => {
      const entry = { path: rel, ...hashFile(path.join(tmp, ...rel.split('/')), { sync: true }) };
      files.push(entry);
      return entry;
    };
    // One damaged (or newer) tenant must not cost the others their backup: it is named at the end.
    const failed: Array<{ id: string; reason: string }> = [];
    const missingMedia: NonNullable<BackupManifest['missingMedia']> = [];
    for (const t of tenants) {
      let migrations: string[];
      let missing: MediaReference[];
      try {
        ({ migrations, missing } = await backupTenant(dataDir, t.id, tmp, options.mediaInBucket ?? false));
      } catch (err) {
        fs.rmSync(dataPaths(tmp).tenantDir(t.id), { recursive: true, force: true });
        // The check ran on the copy: name the tenant's own file, not a temp folder that is gone.
        failed.push({ id: t.id, reason: (err as Error).message.replaceAll(tmp, resolvedData) });
        continue;
      }
      if (missing.length) {
        io.error(`Warning: tenant "${t.id}": media files named by its database are missing (backed up without them): ${describeMissing(missing)}.`);
        missingMedia.push(...missing.map((m) => ({ tenant: t.id, ...m })));
      }
      const base = `tenants/${t.id}`;
      const database = record(`${base}/site.db`);
      record(`${base}/tenant.json`);
      let mediaBytes = 0;
      const media = listFilesRecursive(dataPaths(tmp).mediaDir(t.id));
      for (const rel of media) mediaBytes += record(`${base}/media/${rel}`).size;
      manifestTenants.push({ id: t.id, database, migrations, mediaFiles: media.length, mediaBytes });
    }
    if (failed.length === tenants.length) throw new Error(`No tenant could be backed up: ${describeFailures(failed)}`);
    const secret = dataPaths(dataDir).secretFile;
    if (fs.existsSync(secret)) {
      fs.copyFileSync(secret, path.join(tmp, 'secret.key'));
      fs.chmodSync(path.join(tmp, 'secret.key'), 0o600);
      record('secret.key');
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: APP_VERSION,
      createdAt: new Date().toISOString(),
      tenants: manifestTenants,
      files,
      ...(options.mediaInBucket ? { mediaInBucket: true } : {}),
      ...(missingMedia.length ? { missingMedia } : {}),
    };
    const manifestFile = path.join(tmp, MANIFEST_FILE);
    fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    hashFile(manifestFile, { sync: true });
    fsyncTree(tmp);
    fs.renameSync(tmp, out);
    fsyncDir(path.dirname(out));
    const total = files.reduce((n, f) => n + f.size, 0);
    const saved = manifestTenants.map((t) => t.id);
    io.log(`Backed up ${countOf(saved.length, 'tenant')} (${saved.join(', ')}): ${countOf(files.length, 'file')}, ${formatBytes(total)} in ${Date.now() - started} ms → ${out}`);
    if (failed.length) throw new BackupIncompleteError(failed, out);
    return manifest;
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
}

function describeFailures(failed: Array<{ id: string; reason: string }>): string {
  return failed.map((f) => `"${f.id}" (${f.reason})`).join('; ');
}

/** Some tenants could not be backed up; the backup written holds every other one. */
class BackupIncompleteError extends Error {
  constructor(
    readonly failed: Array<{ id: string; reason: string }>,
    out: string,
  ) {
    super(`Could not back up ${countOf(failed.length, 'tenant')}: ${describeFailures(failed)}. ${out} holds every other tenant; repair or restore the ones named, then back up again.`);
    this.name = 'BackupIncompleteError';
  }
}
