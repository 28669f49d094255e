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

/** Creates an admin, or replaces the password of an existing one with the same e-mail (ending its sessions). */
export async function upsertAdmin(db: Kysely<DB>, email: string, passwordHash: string): Promise<AdminUserRow> {
  return db
    .insertInto('admin_user')
    .values({ email: email.trim().toLowerCase(), password_hash: passwordHash })
    .onConflict((oc) => oc.column('email').doUpdateSet((eb) => ({ password_hash: passwordHash, token_generation: eb('admin_user.token_generation', '+', 1) })))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets an admin's password and raises the token generation, ending every session; answers the new generation. */
export async function setAdminPassword(db: Kysely<DB>, id: number, passwordHash: string): Promise<number | undefined> {
  const row = await db
    .updateTable('admin_user')
    .set((eb) => ({ password_hash: passwordHash, token_generation: eb('token_generation', '+', 1) }))
    .where('id', '=', id)
    .returning('token_generation')
    .executeTakeFirst();
  return row?.token_generation;
}

/** Raises an admin's token generation: every token signed before stops working. */
export async function revokeAdminTokens(db: Kysely<DB>, id: number): Promise<void> {
  await db
    .updateTable('admin_user')
    .set((eb) => ({ token_generation: eb('token_generation', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Deletes the admin with this e-mail; false when there was none. */
export async function deleteAdminByEmail(db: Kysely<DB>, email: string): Promise<boolean> {
  const r = await db.deleteFrom('admin_user').where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/** Every admin with the date it was added, for the CLI. */
export function listAdmins(db: Kysely<DB>): Promise<Array<{ email: string; created_at: string }>> {
  return db.selectFrom('admin_user').select(['email', 'created_at']).orderBy('email').execute();
}

/** Every admin's e-mail, for the CLI. */
export async function listAdminEmails(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('admin_user').select('email').orderBy('email').execute();
  return rows.map((r) => r.email);
}
