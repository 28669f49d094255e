import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { NewPasswordResetRow, PasswordResetRow } from './password-reset.table';

// Repository functions take `db` first so they also work inside a transaction. A miss is undefined.

/** Stores a reset link (its token's hash). */
export async function insertPasswordReset(db: Kysely<DB>, row: NewPasswordResetRow): Promise<void> {
  await db.insertInto('password_reset').values(row).execute();
}

/** The reset of a token's hash that is unused and not expired at `now`. */
export function findUsableReset(db: Kysely<DB>, tokenHash: string, now: string): Promise<PasswordResetRow | undefined> {
  return db.selectFrom('password_reset').selectAll().where('token_hash', '=', tokenHash).where('used_at', 'is', null).where('expires_at', '>', now).executeTakeFirst();
}

/** Marks a reset used, if it still was usable; true when this call used it (a second use of the link fails). */
export async function useReset(db: Kysely<DB>, id: number, now: string): Promise<boolean> {
  const r = await db.updateTable('password_reset').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Deletes an admin's other reset links and every expired one: a newer link or a new password makes them useless. */
export async function dropOtherResets(db: Kysely<DB>, adminId: number, keepId: number | undefined, now: string): Promise<void> {
  await db
    .deleteFrom('password_reset')
    .where((eb) => eb.or([eb.and([eb('admin_id', '=', adminId), eb('id', '!=', keepId ?? -1)]), eb('expires_at', '<=', now)]))
    .execute();
}
