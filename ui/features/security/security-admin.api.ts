import type { AdminPasskey, AdminSession, SecurityStatus } from '../../../src/features/auth/auth.schema';
import type { AuditPage } from '../../../src/features/audit/audit.schema';
import { request } from '../../lib/api';

export type { AdminPasskey, AdminSession, AuditPage, SecurityStatus };

/** The signed-in admin's passkeys, two-factor status and recovery codes left. */
export const fetchSecurity = () => request<SecurityStatus>('/auth/security');
/** The admin's signed-in sessions, this one marked `current`. */
export const fetchSessions = () => request<AdminSession[]>('/auth/sessions');
/** Ends one session at once. */
export const endSession = (id: string) => request<{ ok: true }>(`/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
/** Ends every session but this one. */
export const endOtherSessions = () => request<{ ended: number }>('/auth/sessions/end-others', { method: 'POST', body: {} });

/** Starts two-factor codes: the secret and the otpauth:// URL the QR code holds. */
export const setUpTotp = () => request<{ secret: string; otpauthUrl: string }>('/auth/totp/setup', { method: 'POST', body: {} });
/** Turns two-factor codes on with a first code; answers ten recovery codes, shown once. */
export const enableTotp = async (code: string) => (await request<{ recoveryCodes: string[] }>('/auth/totp/enable', { method: 'POST', body: { code } })).recoveryCodes;
/** Turns two-factor codes off (the password again). */
export const disableTotp = (password: string) => request<{ ok: true }>('/auth/totp/disable', { method: 'POST', body: { password } });
/** New recovery codes (the password again); the old ones stop working. */
export const renewRecoveryCodes = async (password: string) => (await request<{ recoveryCodes: string[] }>('/auth/totp/recovery-codes', { method: 'POST', body: { password } })).recoveryCodes;

/** Adds a passkey of this device under `name`: the browser asks the authenticator (the WebAuthn code is loaded only then). */
export async function addPasskey(name: string): Promise<AdminPasskey> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const optionsJSON = await request<Parameters<typeof startRegistration>[0]['optionsJSON']>('/auth/passkeys/options', { method: 'POST', body: {} });
  const response = await startRegistration({ optionsJSON });
  return request<AdminPasskey>('/auth/passkeys', { method: 'POST', body: { name, response } });
}
/** Removes a passkey: it signs in no more. */
export const removePasskey = (id: number) => request<{ ok: true }>(`/auth/passkeys/${id}`, { method: 'DELETE' });

/** A page of the audit log, newest first, by admin and kind when given. */
export const fetchAudit = (query: { admin?: string; kind?: string; page?: number; take?: number }) => request<AuditPage>('/content/admin/audit', { query });
