import type { LoginResult, TokenResult } from '../../src/features/auth/auth.schema';
import { request } from './api';
import { storeToken } from './auth';
import { rememberTenantId } from './tenant';

// The three ways of signing in, shared by the sign-in page and the dialog of an ended session:
// a password (which may answer a ticket, when two-factor codes are on), the ticket with a code,
// a passkey. Each stores the token it gets.

/** A sign-in that is done, or that still owes a two-factor code for its ticket. */
export type SignInStep = { done: true } | { done: false; ticket: string };

function keep(r: TokenResult): void {
  rememberTenantId(r.tenantId);
  storeToken(r.token, r.expiresAt);
}

/** Signs in with an e-mail and a password; a ticket comes back when the admin has two-factor codes on. */
export async function signInWithPassword(email: string, password: string): Promise<SignInStep> {
  const r = await request<LoginResult>('/auth/login', { method: 'POST', body: { email, password } });
  if ('ticket' in r) return { done: false, ticket: r.ticket };
  keep(r);
  return { done: true };
}

/** Finishes a sign-in with the password's ticket and a two-factor code (or a recovery code). */
export async function signInWithCode(ticket: string, code: string): Promise<void> {
  keep(await request<TokenResult>('/auth/login/totp', { method: 'POST', body: { ticket, code } }));
}

/** True when the browser can use passkeys at all. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/**
 * Signs in with a passkey the browser offers (discoverable: no e-mail typed). The WebAuthn code is
 * loaded only when asked for. A cancelled prompt rejects with the browser's NotAllowedError.
 */
export async function signInWithPasskey(): Promise<void> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const optionsJSON = await request<Parameters<typeof startAuthentication>[0]['optionsJSON']>('/auth/passkey/options', { method: 'POST', body: {} });
  const response = await startAuthentication({ optionsJSON });
  keep(await request<TokenResult>('/auth/passkey/login', { method: 'POST', body: { response } }));
}
