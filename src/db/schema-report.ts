import { migrations } from '../../migrations/index';
import { dataPaths, readTenantRecords } from '../tenants/tenant-store';
import { LATEST_MIGRATION, SCHEMA_VERSION, appliedMigrations, openRaw } from './database';

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
      const extra = newer ? ' (written by a newer version of the program)' : pending ? ` (${pending} migration${pending === 1 ? '' : 's'} to apply at its next open)` : '';
      lines.push(`tenant ${t.id}: schema ${applied.length}${extra}`);
    } catch (err) {
      lines.push(`tenant ${t.id}: cannot read its database: ${(err as Error).message}`);
    }
  }
  return lines;
}
