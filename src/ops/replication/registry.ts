import fs from 'node:fs';
import path from 'node:path';
import { openRaw } from '../../db/database';
import type { TenantRecord } from '../../tenants/tenant-store';

/**
 * `data/registry.db`: the list of tenants (id, host names, creation date), kept in a small SQLite
 * database only so that Litestream replicates it with the tenants' databases. A restore from a
 * replica reads it first to learn which tenants exist, whatever the replica's storage (a folder,
 * SSH, S3), without listing that storage ourselves.
 *
 * The token signing key is not in it: whoever reads a replica (a NAS, a bucket, another user of a
 * shared disk) would sign admin tokens for every tenant with it. The key travels in backups
 * (`backup` copies `secret.key`) and with the operator (docs/replication.md); a registry written by
 * an earlier version had it, and loses it at the next start.
 */
export const REGISTRY_FILE = 'registry.db';

const SCHEMA = `
create table if not exists tenant (id text primary key, hosts text not null, created_at text not null);
create table if not exists meta (key text primary key, value text not null);
`;

/** Writes the tenants into the registry in one transaction (and creates it). */
export function writeRegistry(dataDir: string, tenants: TenantRecord[]): void {
  const raw = openRaw(path.join(dataDir, REGISTRY_FILE), { create: true });
  try {
    raw.exec(SCHEMA);
    // The key of an earlier version's registry is overwritten with zeros where it was, not only unlinked.
    raw.pragma('secure_delete = on');
    raw.transaction(() => {
      raw.prepare('delete from tenant').run();
      const insert = raw.prepare('insert into tenant (id, hosts, created_at) values (?, ?, ?)');
      for (const t of tenants) insert.run(t.id, JSON.stringify(t.hosts), t.createdAt);
      raw.prepare("delete from meta where key = 'secret'").run();
    })();
  } finally {
    raw.close();
  }
}

/** Reads a registry restored from a replica (`secret`: the signing key a registry of an earlier version carried, else null). */
export function readRegistry(file: string): { tenants: TenantRecord[]; secret: string | null } {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing.`);
  const raw = openRaw(file, { create: false, readonly: true });
  try {
    const rows = raw.prepare('select id, hosts, created_at from tenant order by id').all() as Array<{ id: string; hosts: string; created_at: string }>;
    const secret = (raw.prepare("select value from meta where key = 'secret'").get() as { value: string } | undefined)?.value ?? null;
    return { tenants: rows.map((r) => ({ id: r.id, hosts: JSON.parse(r.hosts) as string[], createdAt: r.created_at })), secret };
  } finally {
    raw.close();
  }
}
