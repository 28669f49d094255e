import fs from 'node:fs';
import path from 'node:path';

/** A tenant id as the product shape fixes it: lower-case letters, digits and dashes, 1–63 characters. */
const TENANT_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
/** A host name as registered for a tenant (lower case, no port). */
export const HOST_PATTERN = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** True for a syntactically valid tenant id; an invalid id never reaches the file system. */
export function isValidTenantId(id: string): boolean {
  return TENANT_ID_PATTERN.test(id);
}

/** Every path of the data layout, derived from the one data directory. */
export function dataPaths(dataDir: string) {
  const tenantsDir = path.join(dataDir, 'tenants');
  return {
    dataDir,
    tenantsDir,
    secretFile: path.join(dataDir, 'secret.key'),
    tenantDir: (id: string) => path.join(tenantsDir, id),
    tenantFile: (id: string) => path.join(tenantsDir, id, 'tenant.json'),
    databaseFile: (id: string) => path.join(tenantsDir, id, 'site.db'),
    mediaDir: (id: string) => path.join(tenantsDir, id, 'media'),
  };
}

/** What `tenant.json` holds. */
export interface TenantRecord {
  id: string;
  hosts: string[];
  createdAt: string;
}

/** Writes a file atomically: a temp name in the same folder, fsync, then rename. */
export function writeFileAtomic(file: string, content: string | Buffer): void {
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  const fd = fs.openSync(tmp, 'w', 0o600);
  try {
    fs.writeSync(fd, typeof content === 'string' ? Buffer.from(content) : content);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
}

/** Reads every tenant record under `data/tenants/`; folders without a valid record are skipped. */
export function readTenantRecords(dataDir: string): TenantRecord[] {
  const p = dataPaths(dataDir);
  let names: string[];
  try {
    names = fs.readdirSync(p.tenantsDir);
  } catch {
    return [];
  }
  const records: TenantRecord[] = [];
  for (const name of names.sort()) {
    if (!isValidTenantId(name)) continue;
    try {
      const raw = JSON.parse(fs.readFileSync(p.tenantFile(name), 'utf8')) as Partial<TenantRecord>;
      if (raw.id !== name) continue;
      records.push({ id: name, hosts: Array.isArray(raw.hosts) ? raw.hosts.filter((h) => typeof h === 'string') : [], createdAt: String(raw.createdAt ?? '') });
    } catch {
      // A folder being created (no tenant.json yet) or a stray folder: not a tenant.
    }
  }
  return records;
}

/**
 * What the tenant records on disk look like from outside: the tenants folder and each record's
 * file (inode, size, time). Another process's change (the command line adding, removing or
 * re-hosting a tenant) changes it; reading it is a folder listing and a stat a tenant.
 */
function recordsSignature(dataDir: string): string {
  const p = dataPaths(dataDir);
  let names: string[];
  try {
    names = fs.readdirSync(p.tenantsDir);
  } catch {
    return '';
  }
  const parts: string[] = [];
  for (const name of names.sort()) {
    if (!isValidTenantId(name)) continue;
    try {
      const st = fs.statSync(p.tenantFile(name));
      parts.push(`${name}:${st.ino}:${st.size}:${st.mtimeMs}`);
    } catch {
      parts.push(`${name}:-`);
    }
  }
  return parts.join('|');
}

/**
 * The tenants known to a running server. It is a cache of the records on disk, read again at most
 * once a second when a lookup misses (a tenant added by the CLI is served without a restart) and,
 * once `watch` runs, within a second of any change of them (a tenant removed, or given other host
 * names, stops being served under the old ones).
 */
export class TenantDirectory {
  private byId = new Map<string, TenantRecord>();
  private byHost = new Map<string, string>();
  private lastScan = 0;
  private signature = '';
  /**
   * Called by a scan with the tenants that are gone since the last one, or were removed and
   * created again (a new record under the same id): the server closes their open databases.
   */
  onGone?: (ids: string[]) => void;

  constructor(
    private readonly dataDir: string,
    private readonly rescanIntervalMs = 1000,
  ) {
    this.scan();
  }

  /** Re-reads the records from disk. */
  scan(): void {
    const before = this.byId;
    this.signature = recordsSignature(this.dataDir);
    this.byId = new Map();
    this.byHost = new Map();
    for (const record of readTenantRecords(this.dataDir)) {
      this.byId.set(record.id, record);
      for (const host of record.hosts) this.byHost.set(host, record.id);
    }
    this.lastScan = Date.now();
    const gone = [...before.values()].filter((r) => this.byId.get(r.id)?.createdAt !== r.createdAt).map((r) => r.id);
    if (gone.length) this.onGone?.(gone);
  }

  /**
   * Reads the records again whenever they changed on disk, checked every `intervalMs` until the
   * returned function is called (the timer never keeps the process alive).
   */
  watch(intervalMs = 1000): () => void {
    const timer = setInterval(() => {
      if (recordsSignature(this.dataDir) !== this.signature) this.scan();
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  private rescanIfStale(): void {
    if (Date.now() - this.lastScan >= this.rescanIntervalMs) this.scan();
  }

  /** The record of a valid, existing tenant id, else undefined (an invalid id touches nothing). */
  find(id: string): TenantRecord | undefined {
    if (!isValidTenantId(id)) return undefined;
    const hit = this.byId.get(id);
    if (hit) {
      return hit;
    }
    this.rescanIfStale();
    return this.byId.get(id);
  }

  /** The tenant id registered for a host name, else undefined. */
  findByHost(host: string): string | undefined {
    const h = host.toLowerCase();
    if (!HOST_PATTERN.test(h)) return undefined;
    const hit = this.byHost.get(h);
    if (hit) return hit;
    this.rescanIfStale();
    return this.byHost.get(h);
  }

  /** All known tenant records. */
  list(): TenantRecord[] {
    return [...this.byId.values()];
  }
}
