import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../cli';
import { TEST_PASSWORD, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ tenants: ['default', 'other'] });
});
afterEach(() => t.close());

const EMAIL = 'admin@default.test';
const races = (token: string, tenant = 'default') => t.call({ method: 'GET', url: '/content/admin/races', tenant, token });

async function signIn(password = TEST_PASSWORD, email = EMAIL, tenant = 'default'): Promise<{ status: number; token: string }> {
  const res = await t.call({ method: 'POST', url: '/auth/login', tenant, payload: { email, password } });
  return { status: res.statusCode, token: res.statusCode === 200 ? (res.json() as { token: string }).token : '' };
}

async function cli(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli([...args, '--data', t.dataDir], { log: (s) => out.push(s), error: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('sign-out', () => {
  it('ends the session on the server: the token gets 401 afterwards', async () => {
    const { token } = await signIn();
    expect((await races(token)).statusCode).toBe(200);
    const out = await t.call({ method: 'POST', url: '/auth/logout', tenant: 'default', token });
    expect(out.statusCode).toBe(200);
    const revoked = await races(token);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ error: 'unauthorized', message: 'This session has ended. Please sign in again.' });
    // Signing in again works, and another tenant's admin was not touched.
    expect((await races((await signIn()).token)).statusCode).toBe(200);
    expect((await races(await t.login('other'), 'other')).statusCode).toBe(200);
  });

  it('needs a valid token', async () => {
    expect((await t.call({ method: 'POST', url: '/auth/logout', tenant: 'default' })).statusCode).toBe(401);
  });
});

describe('password change', () => {
  it('ends every other session and answers a working token for this one', async () => {
    const laptop = (await signIn()).token;
    const phone = (await signIn()).token;
    const res = await t.call({ method: 'PUT', url: '/auth/password', tenant: 'default', token: laptop, payload: { currentPassword: TEST_PASSWORD, newPassword: 'a new long password' } });
    expect(res.statusCode).toBe(200);
    const fresh = (res.json() as { token: string }).token;
    expect((await races(fresh)).statusCode).toBe(200);
    expect((await races(phone)).statusCode).toBe(401);
    expect((await races(laptop)).statusCode).toBe(401);
    expect((await signIn()).status).toBe(401);
    expect((await signIn('a new long password')).status).toBe(200);
  });

  it('refuses a wrong current password and a short new one, changing nothing', async () => {
    const { token } = await signIn();
    const wrong = await t.call({ method: 'PUT', url: '/auth/password', tenant: 'default', token, payload: { currentPassword: 'nope', newPassword: 'a new long password' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'wrong_password' });
    const short = await t.call({ method: 'PUT', url: '/auth/password', tenant: 'default', token, payload: { currentPassword: TEST_PASSWORD, newPassword: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: 'validation_failed' });
    expect((await races(token)).statusCode).toBe(200);
    expect((await signIn()).status).toBe(200);
  });
});

describe('a token signed before token generations existed', () => {
  it('counts as generation 0 and works until the first revocation', async () => {
    const legacy = await new SignJWT({ tid: 'default', email: EMAIL })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('1')
      .setIssuer('athlete-site')
      .setAudience('tenant:default')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(t.app.ctx.secret);
    expect((await races(legacy)).statusCode).toBe(200);
    await t.call({ method: 'POST', url: '/auth/logout', tenant: 'default', token: (await signIn()).token });
    expect((await races(legacy)).statusCode).toBe(401);
  });
});

describe('admin accounts from the command line (while the server runs)', () => {
  it('lists the admins of a tenant', async () => {
    await cli(['admin', 'add', '--tenant', 'default', '--email', 'Coach@Default.test', '--password', 'another password']);
    const r = await cli(['admin', 'list', '--tenant', 'default']);
    expect(r.code).toBe(0);
    expect(r.out.split('\n').map((l) => l.split('\t')[0])).toEqual([EMAIL, 'coach@default.test']);
  });

  it('reset-password prints a new password and ends the old sessions', async () => {
    const { token } = await signIn();
    const r = await cli(['admin', 'reset-password', '--tenant', 'default', '--email', EMAIL]);
    expect(r.code).toBe(0);
    const password = /\(shown once\): (\S+)/.exec(r.out)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect((await races(token)).statusCode).toBe(401);
    expect((await signIn()).status).toBe(401);
    expect((await signIn(password)).status).toBe(200);
  });

  it('remove deletes the admin: its token gets 401 and it cannot sign in', async () => {
    const { token } = await signIn();
    expect((await cli(['admin', 'remove', '--tenant', 'default', '--email', EMAIL])).code).toBe(0);
    expect((await races(token)).statusCode).toBe(401);
    expect((await signIn()).status).toBe(401);
    expect((await cli(['admin', 'list', '--tenant', 'default'])).out).toContain('no admin yet');
  });

  it.each([
    [['admin', 'remove', '--tenant', 'default', '--email', 'nobody@default.test'], /no admin nobody@default.test/],
    [['admin', 'reset-password', '--tenant', 'default', '--email', 'nobody@default.test'], /no admin nobody@default.test/],
    [['admin', 'list', '--tenant', 'missing'], /does not exist/],
    [['admin', 'list'], /needs --tenant/],
    [['admin', 'remove', '--tenant', 'default'], /needs --tenant and --email/],
    [['admin', 'rename', '--tenant', 'default'], /Usage: admin/],
  ])('exits 2 for %j with a clear message', async (args, message) => {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
  });
});
