import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdmin } from '../auth';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../test/smtp';
import { TEST_PASSWORD, createTestApp, type TestApp } from '../../test/test-app';

// A sign-in from a browser an admin never signed in from is told to every admin of the site (the
// auth feature's event, the notifications' e-mail), through a real SMTP server on loopback; an
// account's first sign-in and a browser seen before are not news.

let smtp: TestSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ tenants: ['default'], config: { mail: { smtpUrl: smtp.url, from: 'Owen’s site <site@example.org>' } } });
  await addAdmin(t.dataDir, 'default', 'coach-parent@default.test', TEST_PASSWORD);
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
let ip = 0;
const signIn = (userAgent: string, cookie?: string) =>
  t.call({ method: 'POST', url: '/auth/login', tenant: 'default', remoteAddress: `10.8.0.${++ip}`, headers: { 'user-agent': userAgent, ...(cookie ? { cookie } : {}) }, payload: { email: 'admin@default.test', password: TEST_PASSWORD } });
const isNotice = (m: ReceivedMail) => m.parsed.subject === 'A sign-in from a new device';

describe('a sign-in from a new device', () => {
  it("is told to every admin, but not an account's first sign-in nor a browser seen before", async () => {
    const first = await signIn(LAPTOP);
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === 'athlete_device')!;
    expect((await signIn(LAPTOP, `athlete_device=${device.value}`)).statusCode).toBe(200);
    expect((await signIn(PHONE)).statusCode).toBe(200);
    await smtp.waitFor(2);
    const notices = smtp.received.filter(isNotice);
    expect(notices.flatMap((m) => m.to).sort()).toEqual(['admin@default.test', 'coach-parent@default.test']);
    expect(notices[0]!.parsed.text).toContain('Safari on iPhone');
    // Nothing else was sent: the first sign-in and the known browser were not news.
    expect(smtp.received).toHaveLength(2);
    const list = await t.call({ method: 'GET', url: '/content/admin/notifications', tenant: 'default', token: first.json().token });
    expect(list.json().items.filter((i: { event: { kind: string } }) => i.event.kind === 'new_device')).toHaveLength(1);
  });
});
