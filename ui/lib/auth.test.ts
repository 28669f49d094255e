import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test/memory-storage';

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (payload: object) => `${b64({ alg: 'HS256' })}.${b64(payload)}.sig`;

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('sessionStorage', new MemoryStorage());
});
afterEach(() => vi.unstubAllGlobals());

describe('admin token', () => {
  it('accepts a three-part token until its exp, and one without expiry', async () => {
    const { isTokenUsable } = await import('./auth');
    const now = Date.parse('2026-11-22T00:00:00Z');
    expect(isTokenUsable(jwt({ exp: now / 1000 + 60 }), now)).toBe(true);
    expect(isTokenUsable(jwt({ exp: now / 1000 - 1 }), now)).toBe(false);
    expect(isTokenUsable(jwt({ sub: '1' }), now)).toBe(true);
    expect(isTokenUsable('opaque-api-key', now)).toBe(true);
    expect(isTokenUsable('', now)).toBe(false);
  });

  it('reads the token under either key name, in local or session storage', async () => {
    const { readToken } = await import('./auth');
    const token = jwt({ exp: Date.now() / 1000 + 600 });
    sessionStorage.setItem('admin_token', token);
    expect(readToken()).toBe(token);
    sessionStorage.removeItem('admin_token');
    localStorage.setItem('adminToken', token);
    expect(readToken()).toBe(token);
  });

  it('ignores a token whose stored expiry is past', async () => {
    const { readToken } = await import('./auth');
    localStorage.setItem('adminToken', 'opaque');
    localStorage.setItem('adminTokenExpiresAt', new Date(Date.now() - 1000).toISOString());
    expect(readToken()).toBeUndefined();
  });

  it('edit mode follows storage changes', async () => {
    const { editMode, storeToken, clearToken } = await import('./auth');
    expect(editMode.value).toBe(false);
    storeToken(jwt({ exp: Date.now() / 1000 + 600 }));
    expect(editMode.value).toBe(true);
    clearToken();
    expect(editMode.value).toBe(false);
    localStorage.setItem('adminToken', 'from-another-tab');
    window.dispatchEvent(new Event('storage'));
    expect(editMode.value).toBe(true);
  });
});
