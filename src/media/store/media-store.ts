import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { commitFile, isSafeRelativePath, mediaRoot, removeQuietly, resolveExistingInside, resolveInside } from '../paths';

// Where a tenant's finished media files live: the data folder (the default) or an S3-compatible
// bucket. The pipeline always works on local temp files (sharp and ffmpeg need files); only the
// finished file is handed to the store, so a half-written file is never visible under /media/.

/** What is known of a stored file without reading it. */
export interface StoredFileInfo {
  size: number;
  mtimeMs: number;
  /** A strong validator of the bytes (quoted, as HTTP sends it). */
  etag: string;
}

/** An inclusive byte range, as HTTP Range headers count. */
export interface ByteRange {
  start: number;
  end: number;
}

/** One tenant's files. Keys are stored relative paths (`img/<hash>-md.webp`); another tenant's are out of reach by construction. */
export interface TenantMedia {
  readonly tenantId: string;
  /** The local folder where the pipeline writes temp files (always on this machine's disk). */
  readonly workDir: string;
  /** Makes a finished temp file visible under `rel`, all at once; the temp file is consumed. */
  put(rel: string, tmpFile: string): Promise<void>;
  /** Size and validators of a stored file, or undefined when there is none. */
  stat(rel: string): Promise<StoredFileInfo | undefined>;
  /** The bytes of a stored file (all of them, or one range); throws when it is gone. */
  read(rel: string, range?: ByteRange): Promise<Readable>;
  /** Removes a stored file; one already gone is not an error. */
  delete(rel: string): Promise<void>;
  /** Every stored file of the tenant (temp files excluded), in no set order. */
  list(): AsyncIterable<{ rel: string; size: number }>;
}

/** The media store of a server: local disk or a bucket. */
export interface MediaStore {
  readonly kind: 'local' | 's3';
  /** Where the files go, for logs and `/healthz` (never a credential). */
  readonly location: string;
  /** The files of one tenant. Throws on an invalid tenant id. */
  forTenant(tenantId: string): TenantMedia;
  /** Releases connections (server shutdown, end of a command). */
  close(): Promise<void>;
}

/** Throws unless `rel` has the shape of a stored path (so a key never climbs out of its tenant). */
export function assertStoredPath(rel: string): void {
  if (!isSafeRelativePath(rel)) throw new Error(`Not a stored media path: ${JSON.stringify(rel)}`);
}

/** The local files of one tenant: `data/tenants/<id>/media`, written by rename. */
class LocalTenantMedia implements TenantMedia {
  constructor(
    readonly tenantId: string,
    readonly workDir: string,
  ) {}

  async put(rel: string, tmpFile: string): Promise<void> {
    await commitFile(this.workDir, tmpFile, rel);
  }

  async stat(rel: string): Promise<StoredFileInfo | undefined> {
    const found = await resolveExistingInside(this.workDir, rel);
    // The same validator shape as @fastify/send, which serves local files.
    return found ? { size: found.size, mtimeMs: found.mtimeMs, etag: `W/"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"` } : undefined;
  }

  async read(rel: string, range?: ByteRange): Promise<Readable> {
    const found = await resolveExistingInside(this.workDir, rel);
    if (!found) throw Object.assign(new Error(`No media file ${rel}`), { code: 'ENOENT' });
    return fs.createReadStream(found.file, range ? { start: range.start, end: range.end } : {});
  }

  async delete(rel: string): Promise<void> {
    await removeQuietly(resolveInside(this.workDir, rel));
  }

  async *list(): AsyncIterable<{ rel: string; size: number }> {
    let entries: fs.Dirent[];
    try {
      entries = await fsp.readdir(this.workDir, { recursive: true, withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (!e.isFile()) continue;
      const rel = path.relative(this.workDir, path.join(e.parentPath, e.name)).split(path.sep).join('/');
      // The shape check also skips the temp folder (a dot name) and anything not made by us.
      if (!isSafeRelativePath(rel)) continue;
      const st = await fsp.stat(path.join(e.parentPath, e.name)).catch(() => undefined);
      if (st) yield { rel, size: st.size };
    }
  }
}

/** Media files in the data folder (what every server did before object storage). */
export class LocalMediaStore implements MediaStore {
  readonly kind = 'local' as const;
  readonly location: string;

  constructor(private readonly dataDir: string) {
    this.location = `file://${path.resolve(dataDir)}/tenants/<id>/media`;
  }

  forTenant(tenantId: string): TenantMedia {
    return new LocalTenantMedia(tenantId, mediaRoot(this.dataDir, tenantId));
  }

  async close(): Promise<void> {
    // Nothing held open: files are opened per read.
  }
}

/** A store on a bare folder (tests and tools that have a media root but no data folder). */
export function localMediaAt(root: string, tenantId = 'default'): TenantMedia {
  return new LocalTenantMedia(tenantId, root);
}
