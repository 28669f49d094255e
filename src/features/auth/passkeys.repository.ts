import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AdminPasskeyRow, AdminPasskeyTable } from './auth.table';

/** The admin's passkeys, oldest first. */
export function listPasskeys(db: Kysely<DB>, adminId: number): Promise<AdminPasskeyRow[]> {
  return db.selectFrom('admin_passkey').selectAll().where('admin_id', '=', adminId).orderBy('id').execute();
}

/** The passkey with this credential id (base64url), whoever's it is. */
export function findPasskeyByCredentialId(db: Kysely<DB>, credentialId: string): Promise<AdminPasskeyRow | undefined> {
  return db.selectFrom('admin_passkey').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
}

/** Stores a new passkey (the row its mapper made). */
export function insertPasskey(db: Kysely<DB>, row: Insertable<AdminPasskeyTable>): Promise<AdminPasskeyRow> {
  return db.insertInto('admin_passkey').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Records a sign-in with a passkey: its new signature counter, whether it is backed up, when. */
export async function notePasskeyUse(db: Kysely<DB>, id: number, counter: number, backedUp: boolean, at: string): Promise<void> {
  await db
    .updateTable('admin_passkey')
    .set({ counter, backed_up: backedUp ? 1 : 0, last_used_at: at })
    .where('id', '=', id)
    .execute();
}

/** Removes one of the admin's passkeys; false when the admin has none with this id. */
export async function deletePasskey(db: Kysely<DB>, adminId: number, id: number): Promise<boolean> {
  const r = await db.deleteFrom('admin_passkey').where('id', '=', id).where('admin_id', '=', adminId).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/** Removes every passkey of the admin; answers how many there were. */
export async function deletePasskeysOf(db: Kysely<DB>, adminId: number): Promise<number> {
  const r = await db.deleteFrom('admin_passkey').where('admin_id', '=', adminId).executeTakeFirst();
  return Number(r.numDeletedRows);
}
