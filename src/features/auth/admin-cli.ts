import { openTenantDatabase } from '../../db/database';
import { UsageError } from '../../tenants/tenant-admin';
import { dataPaths, readTenantRecords } from '../../tenants/tenant-store';
import { upsertAdmin } from './auth.repository';
import { generatePassword, hashPassword } from './password';

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}$/;

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
