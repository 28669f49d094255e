import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AdminUserRow } from './auth.table';

/** The admin with this e-mail (compared in lower case). */
export function findAdminByEmail(db: Kysely<DB>, email: string): Promise<AdminUserRow | undefined> {
  return db.selectFrom('admin_user').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

/** The admin with this id. */
export function findAdminById(db: Kysely<DB>, id: number): Promise<AdminUserRow | undefined> {
  return db.selectFrom('admin_user').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Creates an admin, or replaces the password of an existing one with the same e-mail. */
export async function upsertAdmin(db: Kysely<DB>, email: string, passwordHash: string): Promise<AdminUserRow> {
  return db
    .insertInto('admin_user')
    .values({ email: email.trim().toLowerCase(), password_hash: passwordHash })
    .onConflict((oc) => oc.column('email').doUpdateSet({ password_hash: passwordHash }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Every admin's e-mail, for the CLI. */
export async function listAdminEmails(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('admin_user').select('email').orderBy('email').execute();
  return rows.map((r) => r.email);
}
