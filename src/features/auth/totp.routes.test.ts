import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../cli';
import { TEST_PASSWORD, createTestApp, type TestApp } from '../../test/test-app';
import { AUTH_MESSAGES } from './auth.schema';
import { totpCodeAt } from '../../test/soft-authenticator';

// Two-factor codes end to end through the API: enrolment, the password alone giving a ticket and
// no token, a wrong code refused, a right one giving a token once, recovery codes once each, the
// limits, turning codes off and the command line's reset for a lost phone.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ tenants: ['default', 'other'], config: { loginMaxFailures: 3, loginWindowMs: 60_000 } });
});
afterEach(() => t.close());

const EMAIL = 'admin@default.test';
const races = (token: string, tenant = 'default') => t.call({ method: 'GET', url: '/content/admin/races', tenant, token });
const login = (password = TEST_PASSWORD, remoteAddress = '10.0.0.1') => t.call({ method: 'POST', url: '/auth/login', tenant: 'default', remoteAddress, payload: { email: EMAIL, password } });
const second = (ticket: string, code: string, remoteAddress = '10.0.0.1') => t.call({ method: 'POST', url: '/auth/login/totp', tenant: 'default', remoteAddress, payload: { ticket, code } });
/** A code of the step after the current one: accepted (a clock a little off), and newer than any code used before it. */
const nextCode = (secret: string) => totpCodeAt(secret, Date.now() + 30_000);

/** Signs in, sets up and enables codes; answers the secret, the recovery codes and the token of the session that enabled them. */
async function enrol(): Promise<{ secret: string; recoveryCodes: string[]; token: string }> {
  const token = await t.login('default');
  const setup = await t.call({ method: 'POST', url: '/auth/totp/setup', tenant: 'default', token });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl } = setup.json() as { secret: string; otpauthUrl: string };
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(otpauthUrl).toBe(`otpauth://totp/localhost:admin%40default.test?issuer=localhost&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
  const enabled = await t.call({ method: 'POST', url: '/auth/totp/enable', tenant: 'default', token, payload: { code: totpCodeAt(secret) } });
  expect(enabled.statusCode).toBe(200);
  const { recoveryCodes } = enabled.json() as { recoveryCodes: string[] };
  return { secret, recoveryCodes, token };
}

const status = async (token: string) => (await t.call({ method: 'GET', url: '/auth/security', tenant: 'default', token })).json() as { totp: { enabled: boolean }; recoveryCodesLeft: number };

describe('enrolment', () => {
  it('answers a secret and its QR code URL, then turns codes on with a first code and ten recovery codes', async () => {
    const { recoveryCodes, token } = await enrol();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await status(token)).toMatchObject({ totp: { enabled: true }, recoveryCodesLeft: 10 });
    // Set up again while on: refused, nothing changes.
    const again = await t.call({ method: 'POST', url: '/auth/totp/setup', tenant: 'default', token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'totp_on', message: AUTH_MESSAGES.totpOn });
  });

  it('refuses a wrong first code (400), an enable without a set-up (409), and stays off', async () => {
    const token = await t.login('default');
    const early = await t.call({ method: 'POST', url: '/auth/totp/enable', tenant: 'default', token, payload: { code: '123456' } });
    expect(early.json()).toEqual({ error: 'totp_not_set_up', message: AUTH_MESSAGES.totpNotSetUp });
    const { secret } = (await t.call({ method: 'POST', url: '/auth/totp/setup', tenant: 'default', token })).json() as { secret: string };
    const wrong = String((Number(totpCodeAt(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    const res = await t.call({ method: 'POST', url: '/auth/totp/enable', tenant: 'default', token, payload: { code: wrong } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_code', message: AUTH_MESSAGES.invalidCode });
    expect((await status(token)).totp.enabled).toBe(false);
    expect((await login()).json()).toHaveProperty('token');
  });
});

describe('signing in with codes on', () => {
  it('gives a ticket and no token for the password alone; a wrong code is 401; a right code gives a token', async () => {
    const { secret } = await enrol();
    const first = await login();
    expect(first.statusCode).toBe(200);
    const body = first.json() as { ticket: string; token?: string };
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'ticket']);
    // The ticket is no token: an admin route refuses it.
    expect((await races(body.ticket)).statusCode).toBe(401);

    const wrong = await second(body.ticket, '000000' === totpCodeAt(secret) ? '111111' : '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'invalid_code', message: AUTH_MESSAGES.invalidCode });

    const right = await second(body.ticket, nextCode(secret));
    expect(right.statusCode).toBe(200);
    const { token } = right.json() as { token: string };
    expect((await races(token)).statusCode).toBe(200);
    const sessions = (await t.call({ method: 'GET', url: '/auth/sessions', tenant: 'default', token })).json() as Array<{ method: string; current: boolean }>;
    expect(sessions.find((s) => s.current)?.method).toBe('totp');
    // A ticket signs in once.
    expect((await second(body.ticket, nextCode(secret))).json()).toMatchObject({ error: 'invalid_ticket' });
  });

  it('never accepts a code twice', async () => {
    const { secret } = await enrol();
    const code = nextCode(secret);
    const a = (await login()).json() as { ticket: string };
    expect((await second(a.ticket, code)).statusCode).toBe(200);
    const b = (await login()).json() as { ticket: string };
    const replay = await second(b.ticket, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ error: 'invalid_code' });
  });

  it('takes a recovery code once, with or without its dash, in any case', async () => {
    const { recoveryCodes, token } = await enrol();
    const [code] = recoveryCodes;
    const a = (await login()).json() as { ticket: string };
    const used = await second(a.ticket, ` ${code!.toUpperCase().replace('-', '')} `);
    expect(used.statusCode).toBe(200);
    const b = (await login()).json() as { ticket: string };
    expect((await second(b.ticket, code!)).statusCode).toBe(401);
    expect((await status(token)).recoveryCodesLeft).toBe(9);
    const c = (await login()).json() as { ticket: string };
    expect((await second(c.ticket, recoveryCodes[1]!)).statusCode).toBe(200);
  });

  it('refuses a forged, expired or another tenant’s ticket, and a ticket made before a password reset', async () => {
    await enrol();
    const { ticket } = (await login()).json() as { ticket: string };
    const other = await t.call({ method: 'POST', url: '/auth/login/totp', tenant: 'other', payload: { ticket, code: '123456' } });
    expect(other.json()).toMatchObject({ error: 'invalid_ticket' });
    expect((await second(`${ticket.slice(0, -3)}abc`, '123456')).json()).toMatchObject({ error: 'invalid_ticket' });
    // An admin token is no ticket either.
    const token = await t.login('other');
    expect((await t.call({ method: 'POST', url: '/auth/login/totp', tenant: 'other', payload: { ticket: token, code: '123456' } })).json()).toMatchObject({ error: 'invalid_ticket' });
    await runCli(['admin', 'reset-password', '--tenant', 'default', '--email', EMAIL, '--data', t.dataDir], { log: () => undefined, error: () => undefined });
    expect((await second(ticket, '123456')).json()).toMatchObject({ error: 'invalid_ticket', message: AUTH_MESSAGES.invalidTicket });
  });

  it('limits wrong codes per admin (429 with Retry-After), whichever client guesses', async () => {
    const { secret } = await enrol();
    const bad = totpCodeAt(secret) === '999999' ? '999998' : '999999';
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      const { ticket } = (await login(TEST_PASSWORD, ip)).json() as { ticket: string };
      expect((await second(ticket, bad, ip)).statusCode).toBe(401);
    }
    const { ticket } = (await login(TEST_PASSWORD, '10.0.0.4')).json() as { ticket: string };
    const blocked = await second(ticket, nextCode(secret), '10.0.0.4');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toEqual({ error: 'too_many_attempts', message: AUTH_MESSAGES.tooMany });
  });
});

describe('the admin’s own codes', () => {
  it('turns codes off with the password (a wrong one is 400), and the password alone signs in again', async () => {
    const { token } = await enrol();
    const wrong = await t.call({ method: 'POST', url: '/auth/totp/disable', tenant: 'default', token, payload: { password: 'nope' } });
    expect(wrong.json()).toEqual({ error: 'wrong_password', message: AUTH_MESSAGES.passwordWrong });
    const off = await t.call({ method: 'POST', url: '/auth/totp/disable', tenant: 'default', token, payload: { password: TEST_PASSWORD } });
    expect(off.json()).toEqual({ ok: true });
    expect(await status(token)).toMatchObject({ totp: { enabled: false }, recoveryCodesLeft: 0 });
    expect((await login()).json()).toHaveProperty('token');
    expect((await t.call({ method: 'POST', url: '/auth/totp/disable', tenant: 'default', token, payload: { password: TEST_PASSWORD } })).json()).toMatchObject({ error: 'totp_off' });
  });

  it('renews the recovery codes: the old ones stop working', async () => {
    const { recoveryCodes, token } = await enrol();
    const renewed = await t.call({ method: 'POST', url: '/auth/totp/recovery-codes', tenant: 'default', token, payload: { password: TEST_PASSWORD } });
    const fresh = (renewed.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => recoveryCodes.includes(c))).toBe(false);
    const a = (await login()).json() as { ticket: string };
    expect((await second(a.ticket, recoveryCodes[0]!)).statusCode).toBe(401);
    expect((await second(a.ticket, fresh[0]!)).statusCode).toBe(200);
  });
});

describe('admin reset-2fa (a lost phone)', () => {
  async function cli(args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli([...args, '--data', t.dataDir], { log: (s) => out.push(s), error: (s) => err.push(s) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('turns codes off, drops the recovery codes and ends every session: the password alone signs in', async () => {
    const { token } = await enrol();
    const r = await cli(['admin', 'reset-2fa', '--tenant', 'default', '--email', EMAIL]);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`Two-factor codes of ${EMAIL} turned off; 0 passkeys kept; 1 session ended.`);
    expect((await races(token)).statusCode).toBe(401);
    const signedIn = (await login()).json() as { token: string };
    expect(await status(signedIn.token)).toMatchObject({ totp: { enabled: false }, recoveryCodesLeft: 0 });
    // Recorded in the audit log as the command line's.
    const audit = (await t.call({ method: 'GET', url: '/content/admin/audit', tenant: 'default', token: signedIn.token, query: { kind: 'security' } })).json() as { items: Array<{ admin: string | null; route: string }> };
    expect(audit.items.find((e) => e.route === 'admin reset-2fa')).toMatchObject({ admin: null });
  });

  it('has its own help, and needs --tenant and --email', async () => {
    const help = await cli(['admin', 'reset-2fa', '--help']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('admin reset-2fa --tenant <id> --email <e-mail> [options]');
    expect(help.out).toContain('--passkeys');
    expect(help.out).toContain('lost phone');
    const missing = await cli(['admin', 'reset-2fa', '--tenant', 'default']);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/admin reset-2fa needs --tenant and --email/);
    const nobody = await cli(['admin', 'reset-2fa', '--tenant', 'default', '--email', 'nobody@default.test']);
    expect(nobody.code).toBe(2);
    expect(nobody.err).toMatch(/no admin nobody@default.test/);
  });
});
