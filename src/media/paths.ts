import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { dataPaths, isValidTenantId } from '../tenants/tenant-store';

// Every media path of a tenant is derived here: the root folder, the generated names, the temp
// files and the checks that keep a path inside the root. Nothing else builds a media path.

/** Folders inside a tenant's media root: generated images, hero videos, and temp files (never served). */
export const IMAGE_DIR = 'img';
export const VIDEO_DIR = 'video';
export const TEMP_DIR = '.tmp';

/** The public URL prefix under which a tenant's media folder is served. */
const MEDIA_URL_PREFIX = '/media/';

/**
 * One segment of a stored path: starts with a letter or digit (so never `.`, `..` or a dotfile such
 * as the temp folder), then letters, digits, dot, dash or underscore. No slash, backslash or NUL.
 */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** The media root of a tenant: `data/tenants/<id>/media`. Throws on an invalid tenant id. */
export function mediaRoot(dataDir: string, tenantId: string): string {
  if (!isValidTenantId(tenantId)) throw new Error(`Invalid tenant id ${JSON.stringify(tenantId)}`);
  return dataPaths(path.resolve(dataDir)).mediaDir(tenantId);
}

/** True when `rel` is a stored-path shape: 1–4 safe segments joined by `/`. */
export function isSafeRelativePath(rel: string): boolean {
  const segments = rel.split('/');
  return segments.length >= 1 && segments.length <= 4 && segments.every((s) => SEGMENT.test(s));
}

/**
 * Resolves a relative media path inside `root`, or undefined when it is not a safe shape or would
 * land outside the root (absolute, `..`, encoded tricks are all refused by the shape check first,
 * and the resolved path is checked again against the root).
 */
export function resolveInside(root: string, rel: string): string | undefined {
  if (!isSafeRelativePath(rel)) return undefined;
  const base = path.resolve(root);
  const abs = path.resolve(base, ...rel.split('/'));
  return abs.startsWith(base + path.sep) ? abs : undefined;
}

/**
 * Like `resolveInside`, and also follows symbolic links: answers the real path only when the file
 * exists, is a regular file, and its real location is inside the root's real location.
 */
export async function resolveExistingInside(root: string, rel: string): Promise<{ file: string; size: number; mtimeMs: number } | undefined> {
  const abs = resolveInside(root, rel);
  if (!abs) return undefined;
  try {
    const [realRoot, realFile] = await Promise.all([fsp.realpath(root), fsp.realpath(abs)]);
    if (!realFile.startsWith(realRoot + path.sep)) return undefined;
    const st = await fsp.stat(realFile);
    return st.isFile() ? { file: realFile, size: st.size, mtimeMs: st.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

/** The public URL of a stored relative path. */
export function mediaUrlOf(rel: string): string {
  return `${MEDIA_URL_PREFIX}${rel}`;
}

/** The stored relative path of a `/media/...` URL (query and fragment ignored), else undefined. */
export function relativeOfMediaUrl(url: string): string | undefined {
  if (!url.startsWith(MEDIA_URL_PREFIX)) return undefined;
  const rel = url.slice(MEDIA_URL_PREFIX.length).split(/[?#]/)[0] ?? '';
  return isSafeRelativePath(rel) ? rel : undefined;
}

/** A short content hash: 24 hex characters (96 bits) of SHA-256, enough to never collide here. */
export function shortHash(hexDigest: string): string {
  return hexDigest.slice(0, 24);
}

/** SHA-256 of a file, streamed (files may be 2 GB). */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The temp folder of a media root, created on demand (same file system, so a rename is atomic). */
async function ensureTempDir(root: string): Promise<string> {
  const dir = path.join(root, TEMP_DIR);
  await fsp.mkdir(dir, { recursive: true });
  return dir;
}

/** A fresh random name in the temp folder: `<prefix>-<32 hex><ext>`. */
export async function tempFile(root: string, prefix: string, ext = ''): Promise<string> {
  const dir = await ensureTempDir(root);
  return path.join(dir, `${prefix}-${randomBytes(16).toString('hex')}${ext}`);
}

/**
 * Moves a finished temp file to its final relative path (folders created), atomically. When the
 * final file already exists (the same content was stored before) the temp file is dropped.
 */
export async function commitFile(root: string, tmp: string, rel: string): Promise<string> {
  const dest = resolveInside(root, rel);
  if (!dest) throw new Error(`Refusing to write outside the media folder: ${rel}`);
  await fsp.mkdir(path.dirname(dest), { recursive: true });
  await fsp.rename(tmp, dest);
  return dest;
}

/** Removes a file, ignoring one that is already gone. */
export async function removeQuietly(file: string | undefined): Promise<void> {
  if (file) await fsp.rm(file, { force: true }).catch(() => undefined);
}

/** Deletes temp files older than `maxAgeMs` (uploads never transcoded, files of a crash). */
export async function sweepTemp(root: string, maxAgeMs: number, now = Date.now()): Promise<number> {
  const dir = path.join(root, TEMP_DIR);
  let names: string[];
  try {
    names = await fsp.readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    try {
      const st = await fsp.lstat(file);
      if (now - st.mtimeMs > maxAgeMs) {
        await fsp.rm(file, { force: true, recursive: true });
        removed++;
      }
    } catch {
      // Removed meanwhile by another request: nothing to do.
    }
  }
  return removed;
}

/** A received hero video waiting for its transcode request (`sweepTemp` removes it after a day). */
const WAITING_UPLOAD = /^video-[a-f0-9]{32}$/;

/**
 * At start, before any request: removes the temp files of work a stopped or killed server left
 * (a claimed transcode input `job-…`, ffmpeg outputs, half-received images); no work of this
 * process can own them yet. Answers the names removed.
 */
export async function removeDeadTemp(root: string): Promise<string[]> {
  const dir = path.join(root, TEMP_DIR);
  let names: string[];
  try {
    names = await fsp.readdir(dir);
  } catch {
    return [];
  }
  const dead = names.filter((n) => !WAITING_UPLOAD.test(n));
  for (const name of dead) await fsp.rm(path.join(dir, name), { force: true, recursive: true });
  return dead;
}

/**
 * The folder of a tenant's rendered share cards: `data/cache/share/<id>`. Outside the media root on
 * purpose: the cards are derived from the content and redrawn on demand, so backups skip them.
 */
export function shareCardDir(dataDir: string, tenantId: string): string {
  if (!isValidTenantId(tenantId)) throw new Error(`Invalid tenant id ${JSON.stringify(tenantId)}`);
  return path.join(path.resolve(dataDir), 'cache', 'share', tenantId);
}
