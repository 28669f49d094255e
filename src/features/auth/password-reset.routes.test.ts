import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../test/smtp';
import { TEST_PASSWORD, createTestApp, type TestApp } from '../../test/test-app';
import { PASSWORD_RESET_MESSAGES } from './password-reset.schema';

// A forgotten password, end to end through a real SMTP server on loopback: the same answer for
// every address, a link that works once within the hour, every old session ended.

let smtp: TestSmtp;
let t: TestApp;
let quiet: TestApp;
const logLines: string[] = [];
let ip = 0;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ tenants: ['default', 'other', 'third'], logLines, config: { mail: { smtpUrl: smtp.url, from: 'Site <site@example.org>' } } });
  quiet = await createTestApp({ tenants: ['default'] });
});
afterAll(async () => {
  await t?.close();
  await quiet?.close();
  await smtp?.stop();
});

const ask = (tenant: string, email: string, app = t) => app.call({ method: 'POST', url: '/auth/password-reset', tenant, remoteAddress: `10.7.0.${++ip}`, payload: { email } });
const confirm = (tenant: string, token: string, password: string) => t.call({ method: 'POST', url: '/auth/password-reset/confirm', tenant, remoteAddress: `10.7.1.${++ip}`, payload: { token, password } });
const login = (tenant: string, email: string, password: string) => t.call({ method: 'POST', url: '/auth/login', tenant, payload: { email, password } });
/** The reset e-mails to an address, once `n` have arrived. */
async function resetMails(address: string, n: number): Promise<ReceivedMail[]> {
  for (;;) {
    const got = smtp.received.filter((m) => m.to.includes(address));
    if (got.length >= n) return got;
    await smtp.waitFor(smtp.received.length + 1);
  }
}
const tokenOf = (mail: ReceivedMail) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.parsed.text ?? '')![1]!;

describe('password reset by e-mail', () => {
  it('answers the same for a known and an unknown address, and e-mails a link only to the admin', async () => {
    expect((await t.call({ method: 'GET', url: '/auth/password-reset', tenant: 'default' })).json()).toEqual({ available: true });
    const known = await ask('default', 'admin@default.test');
    const unknown = await ask('default', 'nobody@default.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ ok: true, message: PASSWORD_RESET_MESSAGES.sent });
    // In the language the request asks for.
    const french = await t.call({ method: 'POST', url: '/auth/password-reset', tenant: 'default', remoteAddress: `10.7.2.${++ip}`, headers: { 'accept-language': 'fr' }, payload: { email: 'nobody-else@default.test' } });
    expect(french.json().message).toMatch(/^Si cette adresse est celle d’un admin/);
    const [mail] = await resetMails('admin@default.test', 1);
    expect(mail!.parsed.text).toMatch(/\/admin\/reset-password\?token=/);
    expect(mail!.parsed.html).toContain('reset-password?token=');
    await t.app.ctx.outbox.sweep();
    expect(smtp.received.some((m) => m.to.includes('nobody@default.test'))).toBe(false);
    // Neither the token nor the address asked for is in the log.
    const log = logLines.join('');
    expect(log).not.toContain(tokenOf(mail!));
    expect(log).not.toContain('nobody@default.test');
  });

  it('sets the new password once, ends every session, and the link fails a second time', async () => {
    const before = (await login('other', 'admin@other.test', TEST_PASSWORD)).json().token as string;
    const me = (token: string) => t.call({ method: 'GET', url: '/content/admin/notifications/unread-count', tenant: 'other', token });
    expect((await me(before)).statusCode).toBe(200);
    await ask('other', 'admin@other.test');
    const [mail] = await resetMails('admin@other.test', 1);
    const token = tokenOf(mail!);

    expect((await confirm('other', token, 'short')).statusCode).toBe(400);
    const done = await confirm('other', token, 'a brand new passphrase');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ok: true, message: PASSWORD_RESET_MESSAGES.done });
    expect((await me(before)).statusCode).toBe(401);
    expect((await login('other', 'admin@other.test', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login('other', 'admin@other.test', 'a brand new passphrase')).statusCode).toBe(200);

    const again = await confirm('other', token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'reset_link_invalid' });
    // A link of another site opens nothing here.
    expect((await confirm('default', token, 'yet another passphrase')).statusCode).toBe(400);
  });

  it('makes an earlier link useless once a newer one is sent, and limits the e-mails to one address', async () => {
    await ask('third', 'admin@third.test');
    const first = tokenOf((await resetMails('admin@third.test', 1)).at(-1)!);
    await ask('third', 'admin@third.test');
    const second = tokenOf((await resetMails('admin@third.test', 2)).at(-1)!);
    expect((await confirm('third', first, 'a brand new passphrase')).statusCode).toBe(400);
    expect((await confirm('third', second, 'a brand new passphrase')).statusCode).toBe(200);
    // Three an hour for one address, whoever asks: the fourth is refused.
    expect((await ask('third', 'admin@third.test')).statusCode).toBe(202);
    expect((await ask('third', 'admin@third.test')).statusCode).toBe(429);
  });

  it('without SMTP settings, says so and sends nothing', async () => {
    expect((await quiet.call({ method: 'GET', url: '/auth/password-reset', tenant: 'default' })).json()).toEqual({ available: false });
    const res = await ask('default', 'admin@default.test', quiet);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'mail_not_configured' });
  });
});
