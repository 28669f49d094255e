import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openRaw, openTenantDatabase } from '../db/database';
import { UsageError } from '../tenants/tenant-admin';
import { dataPaths, isValidTenantId, readTenantRecords } from '../tenants/tenant-store';
import type { Io } from './backup';
import { MANIFEST_FILE, hashFile, isSafeBackupPath, parseManifest } from './backup-format';
import { describeMissing, filterMissing, findAllMediaReferences } from './media-references';
import { countOf } from '../shared/plural';

/** The result of `PRAGMA integrity_check` on a database file. */
function integrityOf(file: string): string[] {
  const raw = openRaw(file, { create: false, readonly: true });
  try {
    return (raw.pragma('integrity_check') as Array<{ integrity_check: string }>).map((r) => r.integrity_check);
  } finally {
    raw.close();
  }
}

/**
 * Checks one tenant of a backup: its database's integrity, that this program can open it (a newer
 * one is refused; an older one is migrated, in a scratch copy), and every media file it names (as
 * `restore` does: missing from a backup, a warning; from a plain data folder, refused).
 */
async function verifyTenant(from: string, id: string, scratch: string, options: { mediaInBucket: boolean; fromBackup: boolean; io: Io }): Promise<number> {
  const src = dataPaths(from);
  const copy = path.join(scratch, `${id}.db`);
  fs.copyFileSync(src.databaseFile(id), copy);
  // A plain data folder of a stopped server may hold the latest pages in the WAL: keep it beside.
  if (fs.existsSync(`${src.databaseFile(id)}-wal`)) fs.copyFileSync(`${src.databaseFile(id)}-wal`, `${copy}-wal`);
  let integrity: string[];
  try {
    integrity = integrityOf(copy);
  } catch (err) {
    throw new Error(`Tenant "${id}": the database cannot be read: ${(err as Error).message}`, { cause: err });
  }
  if (integrity.length !== 1 || integrity[0] !== 'ok') throw new Error(`Tenant "${id}": integrity_check failed: ${integrity.slice(0, 5).join('; ')}`);
  let handle;
  try {
    handle = await openTenantDatabase(copy, { create: false, keepPreMigrationCopy: false });
  } catch (err) {
    throw new Error(`Tenant "${id}": ${(err as Error).message.replace(copy, `tenants/${id}/site.db`)}`, { cause: err });
  }
  try {
    const refs = await findAllMediaReferences(handle);
    // A backup taken with media in a bucket holds no media files to check.
    const missing = options.mediaInBucket ? [] : filterMissing(refs, src.mediaDir(id));
    if (missing.length && !options.fromBackup) throw new Error(`Tenant "${id}": media files named by its database are missing: ${describeMissing(missing)}.`);
    if (missing.length) options.io.error(`Warning: tenant "${id}": media files named by its database are missing: ${describeMissing(missing)}.`);
    return refs.length - missing.length;
  } finally {
    await handle.close();
  }
}

/**
 * `restore <path> --dry-run`: everything `restore` checks, without writing into any data folder.
 * Every file is hashed in place against the manifest; only the databases are copied, into a
 * scratch folder removed after, so a large media library is read once and never copied.
 */
export async function verifyBackup(from: string, io: Io): Promise<void> {
  if (!fs.existsSync(from) || !fs.statSync(from).isDirectory()) throw new UsageError(`${from} is not a folder.`);
  const manifestFile = path.join(from, MANIFEST_FILE);
  const manifest = fs.existsSync(manifestFile) ? parseManifest(fs.readFileSync(manifestFile, 'utf8'), manifestFile) : undefined;
  if (!manifest && !fs.existsSync(dataPaths(from).tenantsDir)) {
    throw new UsageError(`${from} is neither a backup (no ${MANIFEST_FILE}) nor a data folder (no tenants/ folder).`);
  }
  if (manifest) {
    for (const f of manifest.files) {
      if (!isSafeBackupPath(f.path)) throw new Error(`The manifest names an unsafe path ${JSON.stringify(f.path)}: the backup is not usable.`);
      const file = path.join(from, ...f.path.split('/'));
      if (!fs.existsSync(file)) throw new Error(`${f.path} is listed in the manifest but missing: the backup is incomplete.`);
      const got = hashFile(file);
      if (got.size !== f.size || got.sha256 !== f.sha256) throw new Error(`Checksum mismatch for ${f.path} (expected ${f.size} bytes, found ${got.size}): the backup is damaged.`);
    }
  }
  const ids = manifest ? manifest.tenants.map((t) => t.id) : readTenantRecords(from).map((t) => t.id);
  if (!ids.length) throw new UsageError(`${from} holds no tenant.`);
  const invalid = ids.filter((id) => !isValidTenantId(id));
  if (invalid.length) throw new Error(`The manifest names invalid tenant ids: ${invalid.join(', ')}.`);
  const records = new Set(readTenantRecords(from).map((t) => t.id));
  const broken = ids.filter((id) => !records.has(id));
  if (broken.length) throw new Error(`tenant.json of ${broken.join(', ')} is missing or invalid.`);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-verify-'));
  try {
    let refs = 0;
    for (const id of ids) refs += await verifyTenant(from, id, scratch, { mediaInBucket: manifest?.mediaInBucket ?? false, fromBackup: manifest !== undefined, io });
    const checks = manifest ? `${manifest.files.length} checksums verified, ` : 'no manifest (a plain data folder), ';
    io.log(`Dry run: ${from} can be restored: ${countOf(ids.length, 'tenant')} (${ids.join(', ')}), ${checks}integrity ok, ${countOf(refs, 'media reference')} all present. Nothing was written.`);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
