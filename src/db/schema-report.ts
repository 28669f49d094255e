import fs from 'node:fs';
import { migrations } from '../../migrations/index';
import { dataPaths, readTenantRecords } from '../tenants/tenant-store';
import { LATEST_MIGRATION, SCHEMA_VERSION, appliedMigrations, openRaw } from './database';
import { countOf } from '../shared/plural';

/** The program's schema version and each tenant's, read without migrating anything. */
export function describeSchemas(dataDir: string): string[] {
  const lines = [`schema ${SCHEMA_VERSION} (latest migration ${LATEST_MIGRATION})`];
  for (const t of readTenantRecords(dataDir)) {
    try {
      const raw = openRaw(dataPaths(dataDir).databaseFile(t.id), { create: false, readonly: true });
      let applied: string[];
      try {
        applied = appliedMigrations(raw);
      } finally {
        raw.close();
      }
      const newer = applied.some((n) => !(n in migrations));
      const pending = SCHEMA_VERSION - applied.length;
      const extra = newer ? ' (written by a newer version of the program)' : pending ? ` (${countOf(pending, 'migration')} to apply at its next open)` : '';
      lines.push(`tenant ${t.id}: schema ${applied.length}${extra}`);
    } catch (err) {
      lines.push(`tenant ${t.id}: cannot read its database: ${(err as Error).message}`);
    }
  }
  return lines;
}

const onDisk = new Map<string, { mtimeMs: number; size: number; version: number | null }>();

/**
 * The schema version of a database file as it is on disk (migrations recorded), without migrating
 * it; null when it cannot be read. Read again only when the file changed, so a health check over
 * many idle tenants costs a stat each.
 */
export function schemaVersionOnDisk(file: string): number | null {
  let st: fs.Stats;
  try {
    st = fs.statSync(file);
  } catch {
    return null;
  }
  const known = onDisk.get(file);
  if (known && known.mtimeMs === st.mtimeMs && known.size === st.size) return known.version;
  let version: number | null = null;
  try {
    const raw = openRaw(file, { create: false, readonly: true });
    try {
      version = appliedMigrations(raw).length;
    } finally {
      raw.close();
    }
  } catch {
    version = null;
  }
  onDisk.set(file, { mtimeMs: st.mtimeMs, size: st.size, version });
  return version;
}
