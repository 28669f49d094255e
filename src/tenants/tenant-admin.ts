import fs from 'node:fs';
import path from 'node:path';
import { openTenantDatabase } from '../db/database';
import { HOST_PATTERN, type TenantRecord, dataPaths, isValidTenantId, readTenantRecords, writeFileAtomic } from './tenant-store';

/** A refusal the CLI shows as is (exit code 2). */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Normalises and checks a host name; throws a UsageError for a bad one. */
function normaliseHost(host: string): string {
  const h = host.trim().toLowerCase().replace(/\.$/, '');
  if (!HOST_PATTERN.test(h)) throw new UsageError(`Invalid host name: ${JSON.stringify(host)}`);
  return h;
}

/**
 * Creates a tenant: its folder, a migrated database and `tenant.json`, built in a temp folder and
 * renamed into place so a half-made tenant is never visible. Refuses an invalid or existing id,
 * and a host name another tenant already has.
 */
export async function createTenant(dataDir: string, id: string, hosts: string[] = []): Promise<TenantRecord> {
  if (!isValidTenantId(id)) throw new UsageError(`Invalid tenant id ${JSON.stringify(id)}: use 1–63 lower-case letters, digits and dashes, starting with a letter or digit.`);
  const p = dataPaths(dataDir);
  if (fs.existsSync(p.tenantDir(id))) throw new UsageError(`Tenant "${id}" already exists.`);
  const wanted = [...new Set(hosts.map(normaliseHost))];
  for (const other of readTenantRecords(dataDir)) {
    const taken = other.hosts.find((h) => wanted.includes(h));
    if (taken) throw new UsageError(`Host ${taken} is already registered for tenant "${other.id}".`);
  }
  fs.mkdirSync(p.tenantsDir, { recursive: true });
  const tmpDir = fs.mkdtempSync(path.join(p.tenantsDir, `.new-${id}-`));
  try {
    const handle = await openTenantDatabase(path.join(tmpDir, 'site.db'), { create: true });
    await handle.close();
    fs.mkdirSync(path.join(tmpDir, 'media'));
    const record: TenantRecord = { id, hosts: wanted, createdAt: new Date().toISOString() };
    writeFileAtomic(path.join(tmpDir, 'tenant.json'), `${JSON.stringify(record, null, 2)}\n`);
    fs.renameSync(tmpDir, p.tenantDir(id));
    return record;
  } catch (err) {
    fs.rmSync(tmpDir, { recursive: true, force: true });
    throw err;
  }
}

/**
 * Adds and removes host names of an existing tenant (`tenant.json` rewritten atomically); answers
 * the record as written. Refuses a host another tenant has (naming it) and the removal of one this
 * tenant does not have; adding one it has already changes nothing. A running server follows within
 * a second (TenantDirectory.watch).
 */
export function setTenantHosts(dataDir: string, id: string, change: { add?: string[]; remove?: string[] }): TenantRecord {
  if (!isValidTenantId(id)) throw new UsageError(`Invalid tenant id ${JSON.stringify(id)}.`);
  const records = readTenantRecords(dataDir);
  const record = records.find((r) => r.id === id);
  if (!record) throw new UsageError(`Tenant "${id}" does not exist. The tenants are listed by: tenant list`);
  const add = [...new Set((change.add ?? []).map(normaliseHost))];
  const remove = [...new Set((change.remove ?? []).map(normaliseHost))];
  const both = add.find((h) => remove.includes(h));
  if (both) throw new UsageError(`Host ${both} is both added and removed: give it once.`);
  const missing = remove.find((h) => !record.hosts.includes(h));
  if (missing) throw new UsageError(`Tenant "${id}" has no host ${missing}${record.hosts.length ? ` (it has ${record.hosts.join(', ')})` : ' (it has none)'}.`);
  for (const other of records) {
    if (other.id === id) continue;
    const taken = other.hosts.find((h) => add.includes(h));
    if (taken) throw new UsageError(`Host ${taken} is already registered for tenant "${other.id}": remove it there first (tenant hosts ${other.id} --remove ${taken}).`);
  }
  const hosts = [...record.hosts.filter((h) => !remove.includes(h)), ...add.filter((h) => !record.hosts.includes(h))];
  const written: TenantRecord = { ...record, hosts };
  writeFileAtomic(dataPaths(dataDir).tenantFile(id), `${JSON.stringify(written, null, 2)}\n`);
  return written;
}

/** Removes a tenant's folder (database and media). */
export function removeTenant(dataDir: string, id: string): void {
  if (!isValidTenantId(id)) throw new UsageError(`Invalid tenant id ${JSON.stringify(id)}.`);
  const p = dataPaths(dataDir);
  if (!fs.existsSync(p.tenantFile(id))) throw new UsageError(`Tenant "${id}" does not exist.`);
  // Rename first so a running server stops finding it at once, then delete.
  const trash = path.join(p.tenantsDir, `.removed-${id}-${Date.now()}`);
  fs.renameSync(p.tenantDir(id), trash);
  fs.rmSync(trash, { recursive: true, force: true });
}
