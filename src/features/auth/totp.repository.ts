import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AdminTotpRow } from './auth.table';

// An admin's two-factor secret and recovery codes. The writes that accept a code are conditional
// updates: two requests racing with the same code cannot both succeed.

/** The admin's two-factor row (on when `enabled_at` is set). */
export function findTotp(db: Kysely<DB>, adminId: number): Promise<AdminTotpRow | undefined> {
  return db.selectFrom('admin_totp').selectAll().where('admin_id', '=', adminId).executeTakeFirst();
}

/** Starts (or starts again) a set-up with a new secret; false when codes are already on. */
export async function startTotpSetup(db: Kysely<DB>, adminId: number, secret: string): Promise<boolean> {
  const r = await db
    .insertInto('admin_totp')
    .values({ admin_id: adminId, secret, enabled_at: null, last_step: 0 })
    .onConflict((oc) => oc.column('admin_id').doUpdateSet({ secret, last_step: 0 }).where('admin_totp.enabled_at', 'is', null))
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Turns codes on with the step of the code that confirmed the set-up; false when there was no set-up waiting. */
export async function enableTotp(db: Kysely<DB>, adminId: number, step: number, at: string): Promise<boolean> {
  const r = await db.updateTable('admin_totp').set({ enabled_at: at, last_step: step }).where('admin_id', '=', adminId).where('enabled_at', 'is', null).executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Accepts a code of `step`: true once, when no code of this step or a later one was accepted before. */
export async function acceptTotpStep(db: Kysely<DB>, adminId: number, step: number): Promise<boolean> {
  const r = await db.updateTable('admin_totp').set({ last_step: step }).where('admin_id', '=', adminId).where('enabled_at', 'is not', null).where('last_step', '<', step).executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Turns codes off and forgets the secret and the recovery codes; false when they were off. */
export async function deleteTotp(db: Kysely<DB>, adminId: number): Promise<boolean> {
  await db.deleteFrom('admin_recovery_code').where('admin_id', '=', adminId).execute();
  const r = await db.deleteFrom('admin_totp').where('admin_id', '=', adminId).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/** Replaces the admin's recovery codes with these (SHA-256 of each). */
export async function replaceRecoveryCodes(db: Kysely<DB>, adminId: number, hashes: readonly string[]): Promise<void> {
  await db.deleteFrom('admin_recovery_code').where('admin_id', '=', adminId).execute();
  await db
    .insertInto('admin_recovery_code')
    .values(hashes.map((code_hash) => ({ admin_id: adminId, code_hash, used_at: null })))
    .execute();
}

/** Uses the unused recovery code with this hash: true once. */
export async function spendRecoveryCode(db: Kysely<DB>, adminId: number, hash: string, at: string): Promise<boolean> {
  const r = await db.updateTable('admin_recovery_code').set({ used_at: at }).where('admin_id', '=', adminId).where('code_hash', '=', hash).where('used_at', 'is', null).executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** How many of the admin's recovery codes are still unused. */
export async function countRecoveryCodesLeft(db: Kysely<DB>, adminId: number): Promise<number> {
  const row = await db
    .selectFrom('admin_recovery_code')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
