import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../cli';
import { enqueueMail } from '../../mail/outbox.repository';
import { onNewDeviceSignIn, type NewDeviceSignIn } from '.';
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

describe('a token signed before sessions existed', () => {
  it('is refused: a token no session names could be neither listed nor ended, so its browser signs in once more', async () => {
    const legacy = await new SignJWT({ tid: 'default', email: EMAIL, gen: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('1')
      .setIssuer('athlete-site')
      .setAudience('tenant:default')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(t.app.ctx.secret);
    const res = await races(legacy);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized', message: 'Invalid or expired admin token. Please sign in again.' });
  });
});

const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const LAPTOP_UA = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';

/** Signs in from a browser (its User-Agent, address and device cookie); answers the token and the cookie it was given. */
async function signInFrom(userAgent: string, remoteAddress: string, device?: string): Promise<{ token: string; device: string }> {
  const res = await t.call({ method: 'POST', url: '/auth/login', tenant: 'default', remoteAddress, headers: { 'user-agent': userAgent, ...(device ? { cookie: `athlete_device=${device}` } : {}) }, payload: { email: EMAIL, password: TEST_PASSWORD } });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'athlete_device');
  expect(cookie).toMatchObject({ path: '/auth', httpOnly: true, sameSite: 'Strict' });
  return { token: (res.json() as { token: string }).token, device: cookie!.value };
}

const sessions = async (token: string) => {
  const res = await t.call({ method: 'GET', url: '/auth/sessions', tenant: 'default', token });
  expect(res.statusCode).toBe(200);
  return res.json() as Array<{ id: string; device: string; network: string; userAgent: string; current: boolean; method: string; createdAt: string; lastSeenAt: string }>;
};

describe('sessions', () => {
  it('lists the admin’s sessions: the device, the address’s network (never the address), how, and which is this one', async () => {
    const phone = await signInFrom(PHONE_UA, '203.0.113.77');
    const laptop = await signInFrom(LAPTOP_UA, '2001:db8:5:6::9');
    const list = await sessions(laptop.token);
    expect(list.map((s) => [s.device, s.network, s.method, s.current])).toEqual([
      ['Firefox on Linux', '2001:db8:5::/48', 'password', true],
      ['Safari on iPhone', '203.0.113.0/24', 'password', false],
    ]);
    expect(list[1]!.userAgent).toBe(PHONE_UA);
    expect(JSON.stringify(list)).not.toContain('203.0.113.77');
    // Another admin of the tenant has sessions of their own, not listed here.
    await cli(['admin', 'add', '--tenant', 'default', '--email', 'coach@default.test', '--password', 'another password']);
    await signIn('another password', 'coach@default.test');
    expect(await sessions(phone.token)).toHaveLength(2);
  });

  it('ends one session at once: its token answers 401 on the next request, the others live', async () => {
    const phone = await signInFrom(PHONE_UA, '203.0.113.77');
    const laptop = await signInFrom(LAPTOP_UA, '198.51.100.4');
    const phoneId = (await sessions(laptop.token)).find((s) => !s.current)!.id;
    const ended = await t.call({ method: 'DELETE', url: `/auth/sessions/${phoneId}`, tenant: 'default', token: laptop.token });
    expect(ended.json()).toEqual({ ok: true });
    expect((await races(phone.token)).statusCode).toBe(401);
    expect((await races(laptop.token)).statusCode).toBe(200);
    expect((await sessions(laptop.token)).map((s) => s.current)).toEqual([true]);
    // Gone is gone: a second end, or an id that is not this admin's, is a 404.
    const again = await t.call({ method: 'DELETE', url: `/auth/sessions/${phoneId}`, tenant: 'default', token: laptop.token });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: 'session_not_found' });
  });

  it('cannot end another admin’s session', async () => {
    await cli(['admin', 'add', '--tenant', 'default', '--email', 'coach@default.test', '--password', 'another password']);
    const coach = (await signIn('another password', 'coach@default.test')).token;
    const mine = (await signIn()).token;
    const coachSession = (await sessions(coach))[0]!.id;
    expect((await t.call({ method: 'DELETE', url: `/auth/sessions/${coachSession}`, tenant: 'default', token: mine })).statusCode).toBe(404);
    expect((await races(coach)).statusCode).toBe(200);
  });

  it('signs out everywhere else: every other session ends, this one goes on', async () => {
    const a = (await signIn()).token;
    const b = (await signIn()).token;
    const here = (await signIn()).token;
    const res = await t.call({ method: 'POST', url: '/auth/sessions/end-others', tenant: 'default', token: here });
    expect(res.json()).toEqual({ ended: 2 });
    expect([(await races(a)).statusCode, (await races(b)).statusCode, (await races(here)).statusCode]).toEqual([401, 401, 200]);
    expect(await sessions(here)).toHaveLength(1);
  });

  it('signing out ends this session only', async () => {
    const phone = (await signIn()).token;
    const laptop = (await signIn()).token;
    expect((await t.call({ method: 'POST', url: '/auth/logout', tenant: 'default', token: laptop })).statusCode).toBe(200);
    expect((await races(laptop)).statusCode).toBe(401);
    expect((await races(phone)).statusCode).toBe(200);
  });

  it('writes when a session was last seen at most once a minute', async () => {
    const { token } = await signIn();
    const [session] = await sessions(token);
    const longAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    await t.app.ctx.pool.with('default', (h) => h.db.updateTable('admin_session').set({ last_seen_at: longAgo }).execute());
    await races(token);
    const seen = (await sessions(token))[0]!.lastSeenAt;
    expect(Date.parse(seen)).toBeGreaterThan(Date.parse(longAgo) + 4 * 60_000);
    expect(session!.id).toBe((await sessions(token))[0]!.id);
    // Within the minute, requests write nothing.
    await races(token);
    expect((await sessions(token))[0]!.lastSeenAt).toBe(seen);
  });
});

describe('a sign-in from a device never seen', () => {
  it('is told to the listeners once per browser, inside the sign-in (an e-mail written to the outbox goes with it)', async () => {
    const events: NewDeviceSignIn[] = [];
    const stop = onNewDeviceSignIn(t.app, async (db, event) => {
      events.push(event);
      await enqueueMail(db, { kind: 'new-device', to: event.email, subject: `New sign-in: ${event.device}`, text: event.securityUrl });
    });
    const phone = await signInFrom(PHONE_UA, '203.0.113.77');
    // The same browser again (its device cookie): nothing new.
    await signInFrom(PHONE_UA, '203.0.113.80', phone.device);
    const laptop = await signInFrom(LAPTOP_UA, '198.51.100.4');
    expect(laptop.device).not.toBe(phone.device);
    stop();
    await signInFrom(LAPTOP_UA, '198.51.100.4');
    expect(events.map((e) => [e.email, e.device, e.network, e.method, e.firstDevice])).toEqual([
      [EMAIL, 'Safari on iPhone', '203.0.113.0/24', 'password', true],
      [EMAIL, 'Firefox on Linux', '198.51.100.0/24', 'password', false],
    ]);
    expect(events[0]!.securityUrl).toMatch(/^http:\/\/[^/]+\/admin\/security$/);
    const outbox = await t.app.ctx.pool.with('default', (h) => h.db.selectFrom('outbox').select(['to_address', 'subject']).execute());
    expect(outbox).toEqual([
      { to_address: EMAIL, subject: 'New sign-in: Safari on iPhone' },
      { to_address: EMAIL, subject: 'New sign-in: Firefox on Linux' },
    ]);
  });

  it('is never told of another tenant’s sign-ins, and a failing listener does not stop the sign-in', async () => {
    const events: NewDeviceSignIn[] = [];
    onNewDeviceSignIn(t.app, async () => {
      throw new Error('mail is down');
    });
    onNewDeviceSignIn(t.app, async (_db, event) => void events.push(event));
    expect((await t.call({ method: 'POST', url: '/auth/login', tenant: 'other', payload: { email: 'admin@other.test', password: TEST_PASSWORD } })).statusCode).toBe(200);
    expect(events.map((e) => e.tenantId)).toEqual(['other']);
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
