import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SoftAuthenticator, type CreationOptions, type RequestOptions } from '../../test/soft-authenticator';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AUTH_MESSAGES } from './auth.schema';
import { ChallengeStore, CHALLENGE_TTL_MS } from './passkeys';

// Passkeys through the API, with an authenticator in software (src/test/soft-authenticator.ts):
// one is added on the admin's own host name, signs in there without an e-mail, and nowhere else:
// not on the tenant's other name, not on another tenant, not with a forged Host.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ tenants: ['default', 'other', 'named'], hosts: { named: ['owen.test', 'www.owen.test'] } });
});
afterEach(() => t.close());

/** A call as a browser on `host` makes it (no x-tenant-id: the host name picks the tenant), or on localhost for a tenant. */
const on = (host: string, tenant?: string) => ({ headers: { host }, ...(tenant ? { tenant } : {}) });

/** Adds a passkey for the signed-in admin of `tenant` as a browser on `host`; answers the new passkey or the refusal. */
async function addPasskey(auth: SoftAuthenticator, token: string, where: ReturnType<typeof on>, origin: string, name = 'Owen’s phone') {
  const options = (await t.call({ method: 'POST', url: '/auth/passkeys/options', token, ...where })).json() as CreationOptions & { authenticatorSelection: { residentKey: string; userVerification: string } };
  const response = auth.create(options, origin);
  return { options, res: await t.call({ method: 'POST', url: '/auth/passkeys', token, ...where, payload: { name, response } }) };
}

/** Signs in with the authenticator's passkey as a browser on `host`: no e-mail is sent. */
async function signInWith(auth: SoftAuthenticator, where: ReturnType<typeof on>, origin: string, tamper: (r: ReturnType<SoftAuthenticator['get']>) => unknown = (r) => r) {
  const options = (await t.call({ method: 'POST', url: '/auth/passkey/options', ...where })).json() as RequestOptions & { allowCredentials?: unknown[]; userVerification: string };
  const response = tamper(auth.get(options, origin));
  return { options, res: await t.call({ method: 'POST', url: '/auth/passkey/login', ...where, payload: { response } }) };
}

describe('a passkey', () => {
  it('is added on the security screen (discoverable, user verification) and signs in with no e-mail typed', async () => {
    const auth = new SoftAuthenticator();
    const token = await t.login('default');
    const { options, res } = await addPasskey(auth, token, on('localhost', 'default'), 'http://localhost');
    expect(options.rp.id).toBe('localhost');
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Owen’s phone', host: 'localhost', backedUp: false, lastUsedAt: null });

    const signIn = await signInWith(auth, on('localhost', 'default'), 'http://localhost');
    expect(signIn.options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(signIn.options.allowCredentials ?? []).toEqual([]);
    expect(signIn.res.statusCode).toBe(200);
    const { token: fresh } = signIn.res.json() as { token: string };
    expect((await t.call({ method: 'GET', url: '/content/admin/races', tenant: 'default', token: fresh })).statusCode).toBe(200);
    const sessions = (await t.call({ method: 'GET', url: '/auth/sessions', tenant: 'default', token: fresh })).json() as Array<{ method: string; current: boolean }>;
    expect(sessions.find((s) => s.current)?.method).toBe('passkey');
    const security = (await t.call({ method: 'GET', url: '/auth/security', tenant: 'default', token: fresh })).json() as { passkeys: Array<{ lastUsedAt: string | null }> };
    expect(security.passkeys[0]!.lastUsedAt).not.toBeNull();
  });

  it('follows the tenant’s host name: made on one name, it signs in there only', async () => {
    const auth = new SoftAuthenticator();
    const token = await t.login('named');
    const added = await addPasskey(auth, token, on('owen.test'), 'http://owen.test');
    expect(added.options.rp.id).toBe('owen.test');
    expect(added.res.statusCode).toBe(201);
    expect((await signInWith(auth, on('owen.test'), 'http://owen.test')).res.statusCode).toBe(200);
    // On the tenant's other name the browser asks for that name's passkeys: this one is not among them.
    // Sent anyway (a browser would not), it is refused.
    const options = (await t.call({ method: 'POST', url: '/auth/passkey/options', ...on('www.owen.test') })).json() as RequestOptions;
    expect(options.rpId).toBe('www.owen.test');
    const response = auth.get({ challenge: options.challenge, rpId: 'owen.test' }, 'http://www.owen.test');
    const elsewhere = await t.call({ method: 'POST', url: '/auth/passkey/login', ...on('www.owen.test'), payload: { response } });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json()).toEqual({ error: 'invalid_passkey', message: AUTH_MESSAGES.passkeyUnknown });
  });

  it('never signs in to another tenant, whatever the request claims', async () => {
    const auth = new SoftAuthenticator();
    await addPasskey(auth, await t.login('default'), on('localhost', 'default'), 'http://localhost');
    const other = await signInWith(auth, on('localhost', 'other'), 'http://localhost');
    expect(other.res.statusCode).toBe(401);
    expect(other.res.json()).toMatchObject({ error: 'invalid_passkey' });
    // A registered tenant's RP ID is its own name, whatever the Host or X-Forwarded-Host say (no --trust-proxy).
    const forged = await t.call({ method: 'POST', url: '/auth/passkey/options', headers: { host: 'evil.test', 'x-forwarded-host': 'evil.test' }, tenant: 'named' });
    expect(forged.json()).toMatchObject({ rpId: 'owen.test' });
  });

  it('refuses an answer for another origin, a replayed challenge and a signature that does not match', async () => {
    const auth = new SoftAuthenticator();
    await addPasskey(auth, await t.login('default'), on('localhost', 'default'), 'http://localhost');
    const wrongOrigin = await signInWith(auth, on('localhost', 'default'), 'http://evil.test');
    expect(wrongOrigin.res.json()).toEqual({ error: 'passkey_failed', message: AUTH_MESSAGES.passkeyFailed });
    // A challenge is good once.
    const first = await signInWith(auth, on('localhost', 'default'), 'http://localhost');
    expect(first.res.statusCode).toBe(200);
    const replayed = await t.call({ method: 'POST', url: '/auth/passkey/login', ...on('localhost', 'default'), payload: { response: auth.get(first.options, 'http://localhost') } });
    expect(replayed.json()).toMatchObject({ error: 'passkey_failed' });
    const forged = await signInWith(auth, on('localhost', 'default'), 'http://localhost', (r) => ({ ...r, response: { ...r.response, signature: Buffer.from('not a signature').toString('base64url') } }));
    expect(forged.res.json()).toMatchObject({ error: 'passkey_failed' });
  });

  it('is not added twice, is removed by its admin only, and a removed one signs in no more', async () => {
    const auth = new SoftAuthenticator();
    const token = await t.login('default');
    const { res } = await addPasskey(auth, token, on('localhost', 'default'), 'http://localhost');
    const { id } = res.json() as { id: number };
    // The browser is told which passkeys exist, so the same authenticator is not registered again.
    const again = (await t.call({ method: 'POST', url: '/auth/passkeys/options', token, ...on('localhost', 'default') })).json() as { excludeCredentials: Array<{ id: string }> };
    expect(again.excludeCredentials.map((c) => c.id)).toEqual([auth.credentials[0]!.id.toString('base64url')]);
    expect((await t.call({ method: 'DELETE', url: `/auth/passkeys/${id}`, tenant: 'other', token: await t.login('other') })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/auth/passkeys/${id}`, tenant: 'default', token })).json()).toEqual({ ok: true });
    expect((await signInWith(auth, on('localhost', 'default'), 'http://localhost')).res.statusCode).toBe(401);
  });

  it('needs a name: an IP address is no relying party', async () => {
    const token = await t.login('default');
    const res = await t.call({ method: 'POST', url: '/auth/passkeys/options', token, ...on('127.0.0.1', 'default') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'passkey_needs_name', message: AUTH_MESSAGES.passkeyNeedsName });
  });

  it('finishes a registration in the session that started it only', async () => {
    const auth = new SoftAuthenticator();
    const started = await t.login('default');
    const options = (await t.call({ method: 'POST', url: '/auth/passkeys/options', token: started, ...on('localhost', 'default') })).json() as CreationOptions;
    const otherSession = ((await t.call({ method: 'POST', url: '/auth/login', tenant: 'default', payload: { email: 'admin@default.test', password: 'correct horse battery' } })).json() as { token: string }).token;
    const res = await t.call({ method: 'POST', url: '/auth/passkeys', token: otherSession, ...on('localhost', 'default'), payload: { name: 'x', response: auth.create(options, 'http://localhost') } });
    expect(res.json()).toMatchObject({ error: 'passkey_failed' });
  });
});

describe('ChallengeStore', () => {
  it('gives a challenge once, for what it was issued, for five minutes', () => {
    let now = 1_000;
    const store = new ChallengeStore(() => now);
    const what = { purpose: 'sign-in' as const, tenantId: 'a', rpId: 'localhost' };
    store.issue('c1', what);
    expect(store.take('c1', { ...what, tenantId: 'b' })).toBe(false);
    expect(store.take('c1', what)).toBe(false);
    store.issue('c2', what);
    expect(store.take('c2', what)).toBe(true);
    store.issue('c3', what);
    now += CHALLENGE_TTL_MS;
    expect(store.take('c3', what)).toBe(false);
  });
});
