import fsp from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../../tenants/tenant-admin';
import { readTenantRecords } from '../../tenants/tenant-store';
import { tempFile } from '../paths';
import { createMediaStore, type MediaSettings } from './media-settings';
import { LocalMediaStore } from './media-store';

/** What one migration did, summed over its tenants. */
export interface MigrateSummary {
  tenants: number;
  copied: number;
  skipped: number;
  bytes: number;
  ms: number;
}

type Out = { log: (s: string) => void };

const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;

/**
 * `media migrate --to s3://…`: copies each tenant's local media files into the bucket under the
 * same relative paths (so the `/media/` URLs in the databases stay valid). Resumable: an object
 * already there with the same size is skipped. Each copy is checked (size read back), and the
 * tenant's listing is compared at the end. Local files are never deleted.
 */
export async function migrateMedia(dataDir: string, to: MediaSettings, opts: { tenant?: string }, io: Out): Promise<MigrateSummary> {
  const records = readTenantRecords(dataDir);
  if (opts.tenant && !records.some((r) => r.id === opts.tenant)) throw new UsageError(`No tenant "${opts.tenant}" in ${dataDir} (it has: ${records.map((r) => r.id).join(', ') || 'none'}).`);
  const ids = opts.tenant ? [opts.tenant] : records.map((r) => r.id);
  const local = new LocalMediaStore(dataDir);
  const dest = createMediaStore(dataDir, to);
  if (dest.kind === 'local') throw new UsageError('media migrate needs --to s3://bucket/prefix.');
  const started = performance.now();
  const sum: MigrateSummary = { tenants: ids.length, copied: 0, skipped: 0, bytes: 0, ms: 0 };
  try {
    for (const id of ids) {
      const from = local.forTenant(id);
      const into = dest.forTenant(id);
      const there = new Map<string, number>();
      for await (const o of into.list()) there.set(o.rel, o.size);
      const files: Array<{ rel: string; size: number }> = [];
      for await (const f of from.list()) files.push(f);
      const total = files.reduce((n, f) => n + f.size, 0);
      io.log(`${id}: ${files.length} files, ${mb(total)} (${[...there.keys()].length} objects already in ${dest.location})`);
      let done = 0;
      let doneBytes = 0;
      let lastReport = performance.now();
      for (const f of files) {
        if (there.get(f.rel) === f.size) {
          sum.skipped++;
        } else {
          // A hard link in the tenant's temp folder: the store consumes its temp file, and the
          // original must stay where it is.
          const tmp = await tempFile(from.workDir, 'migrate', path.extname(f.rel));
          await fsp.link(path.join(from.workDir, ...f.rel.split('/')), tmp);
          await into.put(f.rel, tmp);
          const check = await into.stat(f.rel);
          if (check?.size !== f.size) throw new Error(`${id}/${f.rel}: the bucket holds ${check?.size ?? 'nothing'} bytes instead of ${f.size}.`);
          sum.copied++;
          sum.bytes += f.size;
        }
        done++;
        doneBytes += f.size;
        if (performance.now() - lastReport > 1000 || done === files.length) {
          lastReport = performance.now();
          io.log(`${id}: ${done}/${files.length} files, ${mb(doneBytes)} of ${mb(total)}`);
        }
      }
      // The end check: every local file is in the bucket with its size.
      const after = new Map<string, number>();
      for await (const o of into.list()) after.set(o.rel, o.size);
      const missing = files.filter((f) => after.get(f.rel) !== f.size);
      if (missing.length) throw new Error(`${id}: ${missing.length} files are not in the bucket with their size (first: ${missing[0]!.rel}). Run the command again.`);
      io.log(`${id}: verified, all ${files.length} files are in the bucket.`);
    }
  } finally {
    await dest.close();
  }
  sum.ms = Math.round(performance.now() - started);
  io.log(`Done: ${sum.copied} copied (${mb(sum.bytes)}), ${sum.skipped} already there, ${sum.tenants} tenant(s), ${(sum.ms / 1000).toFixed(1)} s. Local files were kept: see docs/replication.md before deleting them.`);
  return sum;
}
