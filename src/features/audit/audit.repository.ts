import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AuditLogRow, AuditLogTable } from './audit.table';

/** What the log is filtered by. */
export interface AuditFilter {
  /** The admin's e-mail. */
  admin?: string;
  kind?: string;
}

/** Writes one entry (the row its mapper made). */
export async function insertAuditEntry(db: Kysely<DB>, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

function filtered(db: Kysely<DB>, filter: AuditFilter) {
  let query = db.selectFrom('audit_log');
  if (filter.admin) query = query.where('admin_email', '=', filter.admin.toLowerCase());
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  return query;
}

/** One page of the entries matching `filter`, newest first. */
export function listAuditEntries(db: Kysely<DB>, filter: AuditFilter, offset: number, take: number): Promise<AuditLogRow[]> {
  return filtered(db, filter).selectAll().orderBy('id', 'desc').limit(take).offset(offset).execute();
}

/** How many entries match `filter`. */
export async function countAuditEntries(db: Kysely<DB>, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every admin e-mail the log names, in order. */
export async function listAuditAdmins(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('audit_log').select('admin_email').distinct().where('admin_email', '!=', '').orderBy('admin_email').execute();
  return rows.map((r) => r.admin_email);
}

/** Removes the entries written before `before` (ISO 8601); answers how many. */
export async function pruneAuditLog(db: Kysely<DB>, before: string): Promise<number> {
  const r = await db.deleteFrom('audit_log').where('at', '<', before).executeTakeFirst();
  return Number(r.numDeletedRows);
}
