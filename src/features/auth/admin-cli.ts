import { openTenantDatabase } from '../../db/database';
import { UsageError } from '../../tenants/tenant-admin';
import { dataPaths, readTenantRecords } from '../../tenants/tenant-store';
import type { TenantDatabase } from '../../db/database';
import { deleteAdminByEmail, findAdminByEmail, listAdmins, revokeAdminTokens, setAdminPassword, upsertAdmin } from './auth.repository';
import { deletePasskeysOf } from './passkeys.repository';
import { deleteSessionsOf } from './sessions.repository';
import { deleteTotp } from './totp.repository';
import { generatePassword, hashPassword } from './password';

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}$/;

/** Runs `fn` on an existing tenant's database, closed after. */
async function withTenantDb<T>(dataDir: string, tenantId: string, fn: (h: TenantDatabase) => Promise<T>): Promise<T> {
  if (!readTenantRecords(dataDir).some((t) => t.id === tenantId)) throw new UsageError(`Tenant "${tenantId}" does not exist. Create it with: tenant add ${tenantId}`);
  const handle = await openTenantDatabase(dataPaths(dataDir).databaseFile(tenantId), { create: false });
  try {
    return await fn(handle);
  } finally {
    await handle.close();
  }
}

/** `admin list`: every admin of a tenant with the date it was added. */
export function listTenantAdmins(dataDir: string, tenantId: string): Promise<Array<{ email: string; createdAt: string }>> {
  return withTenantDb(dataDir, tenantId, async (h) => (await listAdmins(h.db)).map((a) => ({ email: a.email, createdAt: a.created_at })));
}

/** `admin remove`: deletes an admin; its tokens stop working at once (the account is gone). */
export async function removeAdmin(dataDir: string, tenantId: string, email: string): Promise<void> {
  const removed = await withTenantDb(dataDir, tenantId, (h) => deleteAdminByEmail(h.db, email));
  if (!removed) throw new UsageError(`Tenant "${tenantId}" has no admin ${email.trim().toLowerCase()}. List them with: admin list --tenant ${tenantId}`);
}

/** `admin reset-password`: a generated password for an existing admin, whose sessions all end. */
export async function resetAdminPassword(dataDir: string, tenantId: string, email: string): Promise<{ email: string; password: string }> {
  const password = generatePassword();
  const hash = await hashPassword(password);
  return withTenantDb(dataDir, tenantId, async (h) => {
    const admin = await findAdminByEmail(h.db, email);
    if (!admin) throw new UsageError(`Tenant "${tenantId}" has no admin ${email.trim().toLowerCase()}. Add one with: admin add --tenant ${tenantId} --email <e-mail>`);
    await h.db.transaction().execute(async (trx) => {
      await setAdminPassword(trx, admin.id, hash);
      await deleteSessionsOf(trx, admin.id);
    });
    return { email: admin.email, password };
  });
}

/** What `admin reset-2fa` did. */
export interface TwoFactorReset {
  email: string;
  /** Whether two-factor codes were on (they are off now, their recovery codes gone). */
  hadTotp: boolean;
  /** The passkeys removed (with `passkeys`), or the ones left (without). */
  passkeys: number;
  /** The sessions ended. */
  sessions: number;
}

/**
 * `admin reset-2fa`, for a lost phone: two-factor codes off (the admin signs in with the password
 * alone and sets them up again), the recovery codes gone, every session ended (the lost phone's
 * too); with `passkeys`, every passkey removed as well.
 */
export async function resetAdminTwoFactor(dataDir: string, tenantId: string, email: string, options: { passkeys: boolean }): Promise<TwoFactorReset> {
  return withTenantDb(dataDir, tenantId, async (h) => {
    const admin = await findAdminByEmail(h.db, email);
    if (!admin) throw new UsageError(`Tenant "${tenantId}" has no admin ${email.trim().toLowerCase()}. List them with: admin list --tenant ${tenantId}`);
    return h.db.transaction().execute(async (trx) => {
      const hadTotp = await deleteTotp(trx, admin.id);
      const passkeys = options.passkeys ? await deletePasskeysOf(trx, admin.id) : (await trx.selectFrom('admin_passkey').select('id').where('admin_id', '=', admin.id).execute()).length;
      const sessions = await deleteSessionsOf(trx, admin.id);
      // Tickets of a password typed before the reset are void too.
      await revokeAdminTokens(trx, admin.id);
      return { email: admin.email, hadTotp, passkeys, sessions };
    });
  });
}

/** Adds an admin to a tenant (or resets the password of an existing one); answers the password used. */
export async function addAdmin(dataDir: string, tenantId: string, email: string, password?: string): Promise<{ email: string; password: string; generated: boolean }> {
  if (!readTenantRecords(dataDir).some((t) => t.id === tenantId)) throw new UsageError(`Tenant "${tenantId}" does not exist. Create it with: tenant add ${tenantId}`);
  const e = email.trim().toLowerCase();
  if (!EMAIL.test(e)) throw new UsageError(`Invalid e-mail: ${JSON.stringify(email)}`);
  if (password !== undefined && password.length < 8) throw new UsageError('The password must have at least 8 characters.');
  const pw = password ?? generatePassword();
  const handle = await openTenantDatabase(dataPaths(dataDir).databaseFile(tenantId), { create: false });
  try {
    await upsertAdmin(handle.db, e, await hashPassword(pw));
  } finally {
    await handle.close();
  }
  return { email: e, password: pw, generated: password === undefined };
}
