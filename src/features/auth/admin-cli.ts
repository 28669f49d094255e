import { openTenantDatabase } from '../../db/database';
import { UsageError } from '../../tenants/tenant-admin';
import { dataPaths, readTenantRecords } from '../../tenants/tenant-store';
import type { TenantDatabase } from '../../db/database';
import { deleteAdminByEmail, findAdminByEmail, listAdmins, setAdminPassword, upsertAdmin } from './auth.repository';
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
    await setAdminPassword(h.db, admin.id, hash);
    return { email: admin.email, password };
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
