import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../features/auth/auth.schema';
import { signAdminToken } from '../features/auth';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ tenants: ['default', 'other'], config: { loginMaxFailures: 3, loginWindowMs: 60_000 } });
});
afterAll(() => t.close());

describe('POST /auth/login', () => {
  it('answers a three-part token bound to the tenant with its expiry', async () => {
    const res = await t.call({ method: 'POST', url: '/auth/login', tenant: 'other', payload: { email: 'ADMIN@other.test ', password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.tenantId).toBe('other');
    expect(body.token.split('.')).toHaveLength(3);
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('refuses missing fields with 400', async () => {
    const res = await t.call({ method: 'POST', url: '/auth/login', payload: { email: 'a@b.c' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_failed', message: AUTH_MESSAGES.required });
  });

  it('refuses a wrong password with 401 and its message', async () => {
    const res = await t.call({ method: 'POST', url: '/auth/login', payload: { email: 'admin@default.test', password: 'nope' }, remoteAddress: '10.9.9.1' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'invalid_credentials', message: AUTH_MESSAGES.invalid });
  });

  it('answers 429 with Retry-After after repeated failures, per client and e-mail', async () => {
    const attempt = (password: string, remoteAddress = '10.1.1.1', email = 'admin@default.test') =>
      t.call({ method: 'POST', url: '/auth/login', payload: { email, password }, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await attempt('wrong')).statusCode).toBe(401);
    const blocked = await attempt(TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toEqual({ error: 'too_many_attempts', message: AUTH_MESSAGES.tooMany });
    // Another client signing in to the same account is not locked out.
    expect((await attempt(TEST_PASSWORD, '10.2.2.2')).statusCode).toBe(200);
  });

  it('counts the failures of an IPv6 client by its /64, whichever of its addresses it uses', async () => {
    const attempt = (password: string, remoteAddress: string) => t.call({ method: 'POST', url: '/auth/login', payload: { email: 'admin@default.test', password }, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await attempt('wrong', `2001:db8:5:5::${i + 1}`)).statusCode).toBe(401);
    expect((await attempt(TEST_PASSWORD, '2001:db8:5:5:ffff::9')).statusCode).toBe(429);
    expect((await attempt(TEST_PASSWORD, '2001:db8:5:6::1')).statusCode).toBe(200);
  });
});

describe('admin routes', () => {
  it.each([
    { as: 'nobody', headers: {} },
    { as: 'a malformed bearer', headers: { authorization: 'Bearer not-a-token' } },
    { as: 'a bare Authorization', headers: { authorization: 'Basic abc' } },
  ])('answer 401 for $as', async ({ headers }) => {
    const res = await t.call({ method: 'GET', url: '/content/admin/races', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('unauthorized');
  });

  it('answer 401 for a token signed with another key', async () => {
    const forged = await new SignJWT({ tid: 'default' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('athlete-site')
      .setAudience('tenant:default')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(32)));
    expect((await t.call({ method: 'GET', url: '/content/admin/races', token: forged })).statusCode).toBe(401);
  });

  it('answer 401 for an unsigned (alg none) token', async () => {
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const none = `${enc({ alg: 'none' })}.${enc({ sub: '1', tid: 'default', iss: 'athlete-site', aud: 'tenant:default', exp: 9e9 })}.`;
    expect((await t.call({ method: 'GET', url: '/content/admin/races', token: none })).statusCode).toBe(401);
  });

  it('answer 401 for an expired token', async () => {
    const { token } = await signAdminToken(t.app.ctx.secret, { userId: 1, tenantId: 'default', email: 'admin@default.test', generation: 0 }, -10);
    expect((await t.call({ method: 'GET', url: '/content/admin/races', token })).statusCode).toBe(401);
  });

  it('accept the token as Bearer and as x-api-key', async () => {
    const token = await t.login('default');
    expect((await t.call({ method: 'GET', url: '/content/admin/races', token })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/content/admin/races', headers: { 'x-api-key': token } })).statusCode).toBe(200);
  });
});

describe('tenant isolation', () => {
  it.each([
    { as: 'default', tenant: 'other', status: 401 },
    { as: 'other', tenant: 'default', status: 401 },
    { as: 'default', tenant: 'default', status: 200 },
    { as: 'other', tenant: 'other', status: 200 },
  ])('a token of $as used on $tenant answers $status', async ({ as, tenant, status }) => {
    const token = await t.login(as);
    expect((await t.call({ method: 'GET', url: '/content/admin/races', tenant, token })).statusCode).toBe(status);
  });

  it('keeps data apart both ways, and another tenant’s ids are 404', async () => {
    const a = await t.login('default');
    const b = await t.login('other');
    const race = { distance: '5K', date: '2026-10-01', place: 'P', timeMs: 1_000_000 };
    const ra = (await t.call({ method: 'POST', url: '/content/admin/races', tenant: 'default', token: a, payload: { ...race, title: 'Only in default' } })).json();
    const rb = (await t.call({ method: 'POST', url: '/content/admin/races', tenant: 'other', token: b, payload: { ...race, title: 'Only in other' } })).json();
    const titles = async (tenant: string) => (await t.call({ method: 'GET', url: '/content/public/races', tenant })).json().map((r: { title: string }) => r.title);
    expect(await titles('default')).toContain('Only in default');
    expect(await titles('default')).not.toContain('Only in other');
    expect(await titles('other')).toContain('Only in other');
    expect(await titles('other')).not.toContain('Only in default');
    // Ids of one tenant mean nothing in the other (both start at 1, so use a fresh id).
    const foreign = Math.max(ra.id, rb.id) + 100;
    expect((await t.call({ method: 'PUT', url: `/content/admin/races/${foreign}`, tenant: 'other', token: b, payload: { title: 'x' } })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/content/public/races/${ra.id}`, tenant: 'other' })).json().title).not.toBe('Only in default');
  });
});
