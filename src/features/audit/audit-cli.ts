import { openTenantDatabase } from '../../db/database';
import { dataPaths } from '../../tenants/tenant-store';
import { toCommandLineAuditRow } from './audit.mapper';
import { insertAuditEntry } from './audit.repository';
import type { AuditKind } from './audit.schema';

/** Records a change the server's command line made to a tenant (an admin added, a password or two-factor reset). */
export async function recordCommandLineChange(dataDir: string, tenantId: string, change: { command: string; kind: AuditKind; summary: string; entity: string | null }): Promise<void> {
  const handle = await openTenantDatabase(dataPaths(dataDir).databaseFile(tenantId), { create: false });
  try {
    await insertAuditEntry(handle.db, toCommandLineAuditRow(change.command, change.kind, change.summary, change.entity));
  } finally {
    await handle.close();
  }
}
