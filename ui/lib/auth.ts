import { signal } from '@preact/signals-react';

// The admin token lives under one of two key names, in local or session storage, with its expiry.
const TOKEN_KEYS = ['adminToken', 'admin_token'] as const;
const EXPIRY_KEY = 'adminTokenExpiresAt';

function stores(): Storage[] {
  const out: Storage[] = [];
  try {
    out.push(localStorage);
  } catch {
    /* blocked */
  }
  try {
    out.push(sessionStorage);
  } catch {
    /* blocked */
  }
  return out;
}

/** Decodes the payload of a three-part token; undefined when it is not one. */
function decodeJwtPayload(token: string): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const b64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const json = atob(b64.padEnd(b64.length + ((4 - (b64.length % 4)) % 4), '='));
    const v: unknown = JSON.parse(json);
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** True when the token may be used: a three-part token whose `exp` is past is not; one without expiry is. */
export function isTokenUsable(token: string, now = Date.now()): boolean {
  if (!token) return false;
  const payload = decodeJwtPayload(token);
  if (payload && typeof payload.exp === 'number') return payload.exp * 1000 > now;
  return true;
}

/** The stored admin token when it is usable, else undefined. */
export function readToken(): string | undefined {
  for (const store of stores()) {
    for (const key of TOKEN_KEYS) {
      const token = store.getItem(key);
      if (!token) continue;
      const expiresAt = store.getItem(EXPIRY_KEY);
      if (expiresAt && Date.parse(expiresAt) <= Date.now()) continue;
      if (isTokenUsable(token)) return token;
    }
  }
  return undefined;
}

/** The e-mail of the stored token, usable or not (to fill the sign-in dialog after it expired). */
export function storedAdminEmail(): string {
  for (const store of stores()) {
    for (const key of TOKEN_KEYS) {
      const email = decodeJwtPayload(store.getItem(key) ?? '')?.email;
      if (typeof email === 'string' && email) return email;
    }
  }
  return '';
}

/** Stores a token after sign-in (local storage: the athlete stays signed in on their own laptop). */
export function storeToken(token: string, expiresAt?: string): void {
  clearToken();
  const store = stores()[0];
  if (!store) return;
  store.setItem(TOKEN_KEYS[0], token);
  if (expiresAt) store.setItem(EXPIRY_KEY, expiresAt);
  refreshSession();
}

/** Removes the token under every key and store. */
export function clearToken(): void {
  for (const store of stores()) {
    for (const key of TOKEN_KEYS) store.removeItem(key);
    store.removeItem(EXPIRY_KEY);
  }
  refreshSession();
}

/** Edit mode: on while a usable admin token is stored; follows storage changes (other tabs too). */
export const editMode = signal<boolean>(typeof window !== 'undefined' && !!readToken());

/** Re-reads the session from storage. */
export function refreshSession(): void {
  editMode.value = !!readToken();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', refreshSession);
  window.addEventListener('auth:unauthorized', () => clearToken());
}
