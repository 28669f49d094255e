import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

// A backup is a folder laid out exactly like a data folder (tenants/<id>/site.db, tenant.json,
// media/…, secret.key) plus manifest.json. A folder is simpler than an archive: it can be
// inspected, rsynced and even served as is, and `restore` takes a backup or a plain data folder.

/** The name of the manifest inside a backup folder. */
export const MANIFEST_FILE = 'manifest.json';
/** The manifest's format name and the highest format version this program reads. */
export const BACKUP_FORMAT = 'athlete-site-backup';
export const BACKUP_FORMAT_VERSION = 1;

const FileEntry = z.object({
  path: z.string().min(1),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type BackupFile = z.infer<typeof FileEntry>;

const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  appVersion: z.string(),
  createdAt: z.string(),
  tenants: z.array(
    z.object({
      id: z.string(),
      database: FileEntry,
      migrations: z.array(z.string()),
      mediaFiles: z.number().int().min(0),
      mediaBytes: z.number().int().min(0),
    }),
  ),
  files: z.array(FileEntry),
  /** Written with media in a bucket (serve --media): the rows name files that are not in the backup. */
  mediaInBucket: z.boolean().optional(),
  /** Media files the rows named that were already missing when the backup was taken (each with the row that names it). */
  missingMedia: z.array(z.object({ tenant: z.string(), table: z.string(), column: z.string(), row: z.number().int(), path: z.string() })).optional(),
});
export type BackupManifest = z.infer<typeof ManifestSchema>;

/** Parses and checks a manifest; throws a readable error for a damaged or too new one. */
export function parseManifest(text: string, where: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${where} is not valid JSON: the backup is damaged.`);
  }
  const version = (json as { formatVersion?: unknown } | null)?.formatVersion;
  if (typeof version === 'number' && version > BACKUP_FORMAT_VERSION) {
    throw new Error(`${where} has backup format ${version}; this version of Athlete.Site reads up to ${BACKUP_FORMAT_VERSION}. Upgrade the program to restore it.`);
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${where} is not an Athlete.Site backup manifest (${parsed.error.issues[0]?.message ?? 'invalid'}).`);
  return parsed.data;
}

/**
 * True for a relative path a manifest may name: forward slashes, no empty, `.` or `..` segment,
 * nothing absolute. A manifest is read from disk, so its paths are checked before any copy.
 */
export function isSafeBackupPath(rel: string): boolean {
  if (rel.includes('\\') || rel.includes('\0') || rel.startsWith('/')) return false;
  return rel.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}

/** SHA-256 and size of a file, read in 1 MiB chunks; with `sync`, the file is also flushed to disk. */
export function hashFile(file: string, options: { sync?: boolean } = {}): { size: number; sha256: string } {
  const hash = createHash('sha256');
  const buf = Buffer.allocUnsafe(1 << 20);
  const fd = fs.openSync(file, 'r');
  let size = 0;
  try {
    for (let n; (n = fs.readSync(fd, buf, 0, buf.length, null)) > 0; ) {
      hash.update(buf.subarray(0, n));
      size += n;
    }
    if (options.sync) fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  return { size, sha256: hash.digest('hex') };
}

/**
 * Every regular file under `dir`, as paths relative to it with forward slashes. Entries whose name
 * starts with a dot are skipped: they are temp files of uploads in progress, never content.
 */
export function listFilesRecursive(dir: string): string[] {
  const out: string[] = [];
  const walk = (abs: string, rel: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(abs, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (e.name.startsWith('.')) continue;
      const childRel = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path.join(abs, e.name), childRel);
      else if (e.isFile()) out.push(childRel);
    }
  };
  walk(dir, '');
  return out;
}

/** Flushes a folder's entries (new names, renames) to disk. */
export function fsyncDir(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Flushes a folder and every folder under it (a backup or a restore is durable once this returns). */
export function fsyncTree(dir: string): void {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) if (e.isDirectory()) fsyncTree(path.join(dir, e.name));
  fsyncDir(dir);
}

/** Formats a byte count for people. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KiB`;
  return `${(n / 1024 / 1024).toFixed(1)} MiB`;
}
