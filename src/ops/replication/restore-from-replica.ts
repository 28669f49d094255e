import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openTenantDatabase } from '../../db/database';
import { UsageError } from '../../tenants/tenant-admin';
import { dataPaths, isValidTenantId, writeFileAtomic, type TenantRecord } from '../../tenants/tenant-store';
import { fsyncDir, fsyncTree } from '../backup-format';
import type { Io } from '../backup';
import { filterMissing, findAllMediaReferences } from '../media-references';
import { DataFolderLockedError, lockDataFolder, type DataLock } from '../data-lock';
import { KEPT_ENTRIES, checkIntegrity } from '../restore';
import { REGISTRY_REPLICA_PATH, findLitestream, litestreamConfig, tenantReplicaPath } from './litestream';
import { readRegistry } from './registry';
import { ReplicaUrlError, describeTarget, parseReplicaUrl, type ReplicaTarget } from './replica-target';
import { countOf, pluralCategory } from '../../shared/plural';

/**
 * What a whole restore leaves in place: the same entries as `restore`, Litestream's own folder, and
 * the signing key, which the replica does not hold (registry.ts): an operator who put the site's
 * `secret.key` back before restoring keeps it.
 */
const kept = (name: string) => KEPT_ENTRIES.test(name) || name === '.litestream' || name === 'secret.key';

/** Runs `litestream restore` for one database of the replica into `out`; rejects with Litestream's words. */
function litestreamRestore(binary: string, target: ReplicaTarget, sub: string, out: string, work: string): Promise<void> {
  // The configuration names the database by the path it is restored to; `restore` then finds its replica there.
  const cfg = path.join(work, `restore-${sub.replace(/\W/g, '_')}.yml`);
  fs.writeFileSync(cfg, litestreamConfig({ dbs: [{ file: out, sub }], target, syncInterval: '1s' }), { mode: 0o600 });
  fs.mkdirSync(path.dirname(out), { recursive: true });
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ['restore', '-config', cfg, out], { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.stderr.on('data', (d) => (text += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      fs.rmSync(cfg, { force: true });
      if (code === 0 && fs.existsSync(out)) return resolve();
      const said = text.trim().split('\n').slice(-2).join(' ') || `exit code ${code}`;
      reject(new Error(`Litestream could not restore ${sub} from ${describeTarget(target)}: ${said}`));
    });
  });
}

/** Integrity, migrations run forward, and how many media files the database names that are not here. */
async function verifyRestoredTenant(staging: string, id: string): Promise<{ missingMedia: number }> {
  const p = dataPaths(staging);
  const integrity = checkIntegrity(p.databaseFile(id));
  if (integrity.length !== 1 || integrity[0] !== 'ok') throw new Error(`Tenant "${id}": integrity_check failed on the restored database: ${integrity.slice(0, 3).join('; ')}`);
  const handle = await openTenantDatabase(p.databaseFile(id), { create: false });
  try {
    return { missingMedia: filterMissing(await findAllMediaReferences(handle), p.mediaDir(id)).length };
  } finally {
    await handle.close();
  }
}

/**
 * `restore --from-replica URL [--tenant id] [--force]`: rebuilds a data folder (or one tenant) from
 * a Litestream replica. The registry comes back first (which tenants, their host names, the
 * signing key), then each database; everything is restored into a staging folder and checked
 * (integrity, migrations) before it is moved into place, so a failure leaves the data folder as it
 * was. Media files are not in a database replica: when they are stored on this disk, copy them from
 * a backup; with `--media s3://…` they are already in the bucket.
 */
export async function restoreFromReplica(dataDir: string, url: string, opts: { tenant?: string; force: boolean }, io: Io): Promise<void> {
  let target: ReplicaTarget;
  try {
    target = parseReplicaUrl(url);
  } catch (err) {
    if (err instanceof ReplicaUrlError) throw new UsageError(err.message);
    throw err;
  }
  if (opts.tenant !== undefined && !isValidTenantId(opts.tenant)) throw new UsageError(`Invalid tenant id "${opts.tenant}".`);
  const binary = findLitestream();
  if (!binary) throw new Error('Litestream is not available: install the npm package @flydotio/litestream-linux-x64 or set LITESTREAM_PATH.');

  const root = path.resolve(dataDir);
  fs.mkdirSync(root, { recursive: true });
  // Never under a running server: it would keep writing into the files being replaced.
  let lock: DataLock;
  try {
    lock = lockDataFolder(root, 'restore');
  } catch (err) {
    if (err instanceof DataFolderLockedError) throw new Error(`${err.message} Stop it first, then run restore again; nothing was changed.`, { cause: err });
    throw err;
  }
  try {
    await restoreLocked(root, target, binary, opts, io);
  } finally {
    lock.release();
  }
}

/** The restore itself, run while this process holds the data folder's lock. */
async function restoreLocked(root: string, target: ReplicaTarget, binary: string, opts: { tenant?: string; force: boolean }, io: Io): Promise<void> {
  const p = dataPaths(root);
  const existing = fs.readdirSync(root).filter((n) => !kept(n));
  if (opts.tenant === undefined && existing.length && !opts.force) {
    throw new UsageError(`The data folder ${root} is not empty (${existing.slice(0, 3).join(', ')}). Restore into an empty folder, or add --force to set its content aside first.`);
  }
  if (opts.tenant !== undefined && fs.existsSync(p.tenantDir(opts.tenant)) && !opts.force) {
    throw new UsageError(`Tenant "${opts.tenant}" exists in ${root}. Add --force to set it aside and restore it from the replica.`);
  }

  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const staging = path.join(root, `.restore-${process.pid}-${stamp}`);
  const work = path.join(staging, '.work');
  fs.mkdirSync(work, { recursive: true, mode: 0o700 });
  try {
    io.log(`Restoring from ${describeTarget(target)}…`);
    const registryFile = path.join(work, 'registry.db');
    await litestreamRestore(binary, target, REGISTRY_REPLICA_PATH, registryFile, work);
    const registry = readRegistry(registryFile);
    let tenants: TenantRecord[] = registry.tenants;
    if (opts.tenant !== undefined) {
      tenants = tenants.filter((t) => t.id === opts.tenant);
      if (!tenants.length) throw new UsageError(`The replica has no tenant "${opts.tenant}" (it has: ${registry.tenants.map((t) => t.id).join(', ') || 'none'}).`);
    }
    if (!tenants.length) throw new UsageError('The replica holds no tenant.');
    const sp = dataPaths(staging);
    let missingMedia = 0;
    for (const t of tenants) {
      await litestreamRestore(binary, target, tenantReplicaPath(t.id), sp.databaseFile(t.id), work);
      writeFileAtomic(sp.tenantFile(t.id), `${JSON.stringify(t, null, 2)}\n`);
      fs.mkdirSync(sp.mediaDir(t.id), { recursive: true });
      missingMedia += (await verifyRestoredTenant(staging, t.id)).missingMedia;
      io.log(`  ${t.id}: database restored, integrity ok`);
    }
    fs.rmSync(work, { recursive: true, force: true });
    // A replica written by an earlier version carries the key in its registry: it comes back with it.
    if (opts.tenant === undefined && registry.secret) writeFileAtomic(sp.secretFile, `${registry.secret}\n`);
    fsyncTree(staging);

    const aside = path.join(root, `.before-restore-${stamp}`);
    if (opts.tenant === undefined) {
      if (existing.length) {
        fs.mkdirSync(aside, { mode: 0o700 });
        for (const name of existing) fs.renameSync(path.join(root, name), path.join(aside, name));
        io.log(`The previous content of ${root} is in ${aside}.`);
      }
      for (const name of fs.readdirSync(staging)) fs.renameSync(path.join(staging, name), path.join(root, name));
    } else {
      const id = opts.tenant;
      if (fs.existsSync(p.tenantDir(id))) {
        fs.mkdirSync(path.join(aside, 'tenants'), { recursive: true, mode: 0o700 });
        fs.renameSync(p.tenantDir(id), path.join(aside, 'tenants', id));
        io.log(`The previous copy of tenant "${id}" is in ${path.join(aside, 'tenants', id)}.`);
      }
      fs.mkdirSync(p.tenantsDir, { recursive: true });
      fs.renameSync(sp.tenantDir(id), p.tenantDir(id));
    }
    fs.rmSync(staging, { recursive: true, force: true });
    fsyncDir(root);
    const ids = tenants.map((t) => t.id).join(', ');
    io.log(`Restored ${countOf(tenants.length, 'tenant')} (${ids}) from ${describeTarget(target)} into ${root}.`);
    if (opts.tenant === undefined && !registry.secret && !fs.existsSync(p.secretFile)) {
      io.log(`The signing key is not in the replica (whoever reads a replica must not be able to sign in as an admin). Copy secret.key from a backup (or the old server) into ${root} before starting the server: admins then stay signed in and coach invite links keep working. Without it the server makes a new key at its first start; the sites work, every admin signs in again and pending coach invites are sent again.`);
    }
    if (missingMedia) {
      io.log(`${countOf(missingMedia, 'media file')} named by the databases ${pluralCategory(missingMedia, 'en') === 'one' ? 'is' : 'are'} not in ${root}: media are not part of the database replica. Copy the tenants' media/ folders from a backup, or serve with --media s3://… where they already are.`);
    }
  } catch (err) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw err;
  }
}
