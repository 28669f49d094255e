import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { NewerDatabaseError, openRaw, openTenantDatabase } from '../db/database';
import { UsageError } from '../tenants/tenant-admin';
import { DataFolderLockedError, lockDataFolder, type DataLock } from './data-lock';
import { dataPaths, isValidTenantId, readTenantRecords } from '../tenants/tenant-store';
import { MANIFEST_FILE, type BackupManifest, fsyncDir, fsyncTree, isSafeBackupPath, listFilesRecursive, parseManifest } from './backup-format';
import type { Io } from './backup';
import { describeMissing, filterMissing, findAllMediaReferences } from './media-references';
import { countOf } from '../shared/plural';

/**
 * Entries of a data folder that `restore` leaves alone: the executable's extraction cache, what
 * belongs to the machine rather than to the sites (the settings file, the HTTPS account and
 * certificates, the scheduled backups, often restored from), the data-folder lock, and the folders
 * restore itself makes. Anything else makes the folder "not empty".
 */
export const KEPT_ENTRIES = /^(\.cache|\.lock|\.lock-owner\.json|\.restore-.*|\.before-restore-.*|backups|tls|config\.json)$/;

/** Copies a file while hashing it; answers its size and SHA-256. */
function copyHashed(from: string, to: string): { size: number; sha256: string } {
  const hash = createHash('sha256');
  const buf = Buffer.allocUnsafe(1 << 20);
  fs.mkdirSync(path.dirname(to), { recursive: true });
  const src = fs.openSync(from, 'r');
  const dst = fs.openSync(to, 'wx', 0o600);
  let size = 0;
  try {
    for (let n; (n = fs.readSync(src, buf, 0, buf.length, null)) > 0; ) {
      hash.update(buf.subarray(0, n));
      fs.writeSync(dst, buf, 0, n);
      size += n;
    }
    fs.fsyncSync(dst);
  } finally {
    fs.closeSync(src);
    fs.closeSync(dst);
  }
  return { size, sha256: hash.digest('hex') };
}

/** Copies every file the manifest lists, refusing any whose size or checksum differs. */
function copyFromBackup(from: string, manifest: BackupManifest, staging: string): void {
  for (const f of manifest.files) {
    if (!isSafeBackupPath(f.path)) throw new Error(`The manifest names an unsafe path ${JSON.stringify(f.path)}: refusing the backup.`);
    const src = path.join(from, ...f.path.split('/'));
    if (!fs.existsSync(src)) throw new Error(`${f.path} is listed in the manifest but missing from ${from}: the backup is incomplete.`);
    const got = copyHashed(src, path.join(staging, ...f.path.split('/')));
    if (got.size !== f.size || got.sha256 !== f.sha256) {
      throw new Error(`Checksum mismatch for ${f.path} (expected ${f.size} bytes, sha256 ${f.sha256.slice(0, 12)}…; found ${got.size} bytes, ${got.sha256.slice(0, 12)}…): the backup is damaged.`);
    }
  }
  for (const t of manifest.tenants) {
    if (!isValidTenantId(t.id)) throw new Error(`The manifest names an invalid tenant id ${JSON.stringify(t.id)}.`);
    // A tenant whose media folder was empty has no file under it: recreate the folder.
    fs.mkdirSync(dataPaths(staging).mediaDir(t.id), { recursive: true });
  }
}

/**
 * Copies a plain data folder (a copy of a stopped server's `data/`): every tenant's record,
 * database (with its WAL when one was left, so SQLite replays it), media, and the signing key.
 */
function copyFromDataFolder(from: string, staging: string): string[] {
  const src = dataPaths(from);
  const dst = dataPaths(staging);
  const ids = readTenantRecords(from).map((t) => t.id);
  for (const id of ids) {
    if (!fs.existsSync(src.databaseFile(id))) throw new Error(`Tenant "${id}" in ${from} has no site.db.`);
    copyHashed(src.tenantFile(id), dst.tenantFile(id));
    copyHashed(src.databaseFile(id), dst.databaseFile(id));
    if (fs.existsSync(`${src.databaseFile(id)}-wal`)) copyHashed(`${src.databaseFile(id)}-wal`, `${dst.databaseFile(id)}-wal`);
    fs.mkdirSync(dst.mediaDir(id), { recursive: true });
    for (const rel of listFilesRecursive(src.mediaDir(id))) copyHashed(path.join(src.mediaDir(id), ...rel.split('/')), path.join(dst.mediaDir(id), ...rel.split('/')));
  }
  if (fs.existsSync(src.secretFile)) copyHashed(src.secretFile, dst.secretFile);
  return ids;
}

/** The result of `PRAGMA integrity_check` on a database file, before anything else touches it (also used by the replica restore). */
export function checkIntegrity(file: string): string[] {
  const raw = openRaw(file, { create: false });
  try {
    return (raw.pragma('integrity_check') as Array<{ integrity_check: string }>).map((r) => r.integrity_check);
  } finally {
    raw.close();
  }
}

/**
 * Checks each restored database's integrity, opens it (migrating it forward), then checks its media.
 * A media file missing from a backup was missing when the backup was taken (every file it holds
 * passed its checksum): a warning, and the restore goes on. From a plain copy of a data folder it
 * more likely means an incomplete copy: refused.
 */
async function verifyTenant(staging: string, id: string, from: string, options: { mediaInBucket: boolean; fromBackup: boolean; io: Io }): Promise<{ mediaRefs: number }> {
  const p = dataPaths(staging);
  let integrity: string[];
  try {
    integrity = checkIntegrity(p.databaseFile(id));
  } catch (err) {
    throw new Error(`Tenant "${id}": the database cannot be read: ${(err as Error).message}`, { cause: err });
  }
  if (integrity.length !== 1 || integrity[0] !== 'ok') throw new Error(`Tenant "${id}": integrity_check failed: ${integrity.slice(0, 5).join('; ')}`);
  let handle;
  try {
    handle = await openTenantDatabase(p.databaseFile(id), { create: false });
  } catch (err) {
    if (err instanceof NewerDatabaseError) throw new Error(`Tenant "${id}": ${err.message.replace(p.databaseFile(id), `tenants/${id}/site.db of ${from}`)}`, { cause: err });
    throw new Error(`Tenant "${id}": the database cannot be opened: ${(err as Error).message}`, { cause: err });
  }
  try {
    const refs = await findAllMediaReferences(handle);
    // A backup taken with media in a bucket holds no media files to check.
    const missing = options.mediaInBucket ? [] : filterMissing(refs, p.mediaDir(id));
    if (missing.length && !options.fromBackup) throw new Error(`Tenant "${id}": media files named by its database are missing: ${describeMissing(missing)}.`);
    if (missing.length) options.io.error(`Warning: tenant "${id}": media files named by its database are missing: ${describeMissing(missing)}.`);
    return { mediaRefs: refs.length - missing.length };
  } finally {
    await handle.close();
  }
}

/**
 * `restore <path> [--force]`: restores a backup folder (checksums verified against its manifest)
 * or a copied data folder into `dataDir`. Everything is first copied into a staging folder inside
 * `dataDir` and verified there (integrity_check, media references, migrations run forward, a newer
 * database refused); only then is it moved into place. A non-empty `dataDir` is refused unless
 * `force`, which sets its current content aside in `.before-restore-<time>/` (never deleted).
 */
export async function restoreData(dataDir: string, from: string, force: boolean, io: Io): Promise<void> {
  if (!fs.existsSync(from) || !fs.statSync(from).isDirectory()) throw new UsageError(`${from} is not a folder.`);
  const target = path.resolve(dataDir);
  const source = fs.realpathSync(from);
  const inOwnBackups = source.startsWith(path.join(target, 'backups') + path.sep);
  if (source === target || (source.startsWith(target + path.sep) && !inOwnBackups) || target.startsWith(source + path.sep)) {
    throw new UsageError('The backup and the data folder must not contain each other.');
  }
  const manifestFile = path.join(source, MANIFEST_FILE);
  const manifest = fs.existsSync(manifestFile) ? parseManifest(fs.readFileSync(manifestFile, 'utf8'), manifestFile) : undefined;
  if (!manifest && !fs.existsSync(dataPaths(source).tenantsDir)) {
    throw new UsageError(`${from} is neither a backup (no ${MANIFEST_FILE}) nor a data folder (no tenants/ folder).`);
  }
  fs.mkdirSync(target, { recursive: true });
  // A running server keeps writing into the files restore would move aside: refuse while it runs,
  // and keep a server from starting until the restore is done.
  let lock: DataLock;
  try {
    lock = lockDataFolder(target, 'restore');
  } catch (err) {
    if (err instanceof DataFolderLockedError) throw new Error(`${err.message} Stop it first, then run restore again; nothing was changed.`, { cause: err });
    throw err;
  }
  try {
    await restoreLocked(target, source, from, manifest, force, io);
  } finally {
    lock.release();
  }
}

/** The restore itself, run while this process holds the data folder's lock. */
async function restoreLocked(target: string, source: string, from: string, manifest: BackupManifest | undefined, force: boolean, io: Io): Promise<void> {
  const existing = fs.readdirSync(target).filter((n) => !KEPT_ENTRIES.test(n));
  if (existing.length && !force) {
    throw new UsageError(`The data folder ${target} is not empty (${existing.slice(0, 3).join(', ')}${existing.length > 3 ? ', …' : ''}). Restore into an empty folder, or add --force to set its content aside first.`);
  }

  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const staging = path.join(target, `.restore-${process.pid}-${stamp}`);
  fs.mkdirSync(staging, { mode: 0o700 });
  try {
    let ids: string[];
    if (manifest) {
      copyFromBackup(source, manifest, staging);
      ids = manifest.tenants.map((t) => t.id);
    } else {
      ids = copyFromDataFolder(source, staging);
    }
    if (!ids.length) throw new UsageError(`${from} holds no tenant.`);
    const records = new Set(readTenantRecords(staging).map((t) => t.id));
    const broken = ids.filter((id) => !records.has(id));
    if (broken.length) throw new Error(`tenant.json of ${broken.join(', ')} is missing or invalid.`);
    let refs = 0;
    for (const id of ids) refs += (await verifyTenant(staging, id, from, { mediaInBucket: manifest?.mediaInBucket ?? false, fromBackup: manifest !== undefined, io })).mediaRefs;
    fsyncTree(staging);

    if (existing.length) {
      const aside = path.join(target, `.before-restore-${stamp}`);
      fs.mkdirSync(aside, { mode: 0o700 });
      for (const name of existing) fs.renameSync(path.join(target, name), path.join(aside, name));
      io.log(`The previous content of ${target} is in ${aside}.`);
    }
    for (const name of fs.readdirSync(staging)) fs.renameSync(path.join(staging, name), path.join(target, name));
    fs.rmdirSync(staging);
    fsyncDir(target);
    const checks = manifest ? `${manifest.files.length} checksums verified, ` : 'no manifest (a plain data folder), ';
    io.log(`Restored ${countOf(ids.length, 'tenant')} (${ids.join(', ')}) from ${from} into ${target}: ${checks}integrity ok, ${countOf(refs, 'media reference')} all present.`);
  } catch (err) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw err;
  }
}
