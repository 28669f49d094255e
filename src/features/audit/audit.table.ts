import type { Generated, Selectable } from 'kysely';

/** The `audit_log` table: every admin change and sign-in, kept a year. */
export interface AuditLogTable {
  id: Generated<number>;
  at: Generated<string>;
  /** Null for the command line. */
  admin_id: number | null;
  admin_email: string;
  kind: string;
  method: string;
  route: string;
  entity: string | null;
  entity_id: string | null;
  summary: Generated<string>;
}
export type AuditLogRow = Selectable<AuditLogTable>;

// This feature's tables, merged into the tenant database's type (see src/db/schema.ts).
declare module '../../db/schema' {
  interface DB {
    audit_log: AuditLogTable;
  }
}
