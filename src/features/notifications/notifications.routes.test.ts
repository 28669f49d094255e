import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdmin } from '../auth';
import { withDb } from '../../test/rows';
import { startTestSmtp, type ReceivedMail, type TestSmtp, TEST_SMTP_PASSWORD } from '../../test/smtp';
import { TEST_PASSWORD, createTestApp, makeTempDir, type TestApp } from '../../test/test-app';
import { FEATURES } from '..';
import { alertOperators } from './notify';
import { runDailyRound } from './daily-round';
import { NOTIFICATION_MESSAGES } from './notifications.schema';

// The admins hear of what happens on the site, through a real SMTP server on loopback: at once,
// in the daily digest or never, as each one chooses; without SMTP the list in the admin holds the
// same events and nothing fails. No visitor's address is in a log line.

let smtp: TestSmtp;
let t: TestApp;
let quiet: TestApp;
const logLines: string[] = [];
const pub = makeTempDir('athlete-public-');
const TENANTS = ['default', 'prefs', 'down', 'screen', 'daily', 'ops'];
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const DAILY_TASKS = FEATURES.flatMap((f) => (f.daily ? [f.daily] : []));
let ip = 0;

beforeAll(async () => {
  smtp = await startTestSmtp();
  fs.writeFileSync(path.join(pub.dir, 'index.html'), '<!doctype html><html lang="en"><head><!--head-meta--><title>x</title><!--/head-meta--></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ tenants: TENANTS, logLines, config: { publicDir: pub.dir, mail: { smtpUrl: smtp.url, from: 'Owen’s site <site@example.org>' } } });
  // Every tenant has a second admin: every admin hears of an event, each by its own choice.
  for (const tenant of TENANTS) await addAdmin(t.dataDir, tenant, `coach-parent@${tenant}.test`, TEST_PASSWORD);
  quiet = await createTestApp({ tenants: ['default'] });
});
afterAll(async () => {
  await t?.close();
  await quiet?.close();
  await smtp?.stop();
  pub.cleanup();
});

const token = (tenant: string) => t.login(tenant);
const contact = (tenant: string, payload: Record<string, string>, app = t) => app.call({ method: 'POST', url: '/content/public/contact', tenant, remoteAddress: `10.9.0.${++ip}`, payload });
const MESSAGE = { name: 'Coach Rivera', email: 'rivera@college.example.edu', school: 'State U', message: 'We would like to talk <b>soon</b>.' };
/** The messages received so far for a subject, once `n` of them have arrived. */
async function received(n: number, match: (m: ReceivedMail) => boolean): Promise<ReceivedMail[]> {
  for (;;) {
    const got = smtp.received.filter(match);
    if (got.length >= n) return got;
    await smtp.waitFor(smtp.received.length + 1);
  }
}
const to = (address: string) => (m: ReceivedMail) => m.to.includes(address);
/** A site's outbox, without the server's alerts (another test sends those to every site's admins). */
const outboxOf = (tenant: string) => withDb(t, (db) => db.selectFrom('outbox').selectAll().where('kind', '!=', 'ops').orderBy('id').execute(), tenant);
const list = async (tenant: string, app = t) => (await app.call({ method: 'GET', url: '/content/admin/notifications', tenant, token: await app.login(tenant) })).json();

describe('notifications', () => {
  it('sends a contact message to every admin at once, Reply-To the sender, in text and HTML; the list and badge show it', async () => {
    const res = await contact('default', MESSAGE);
    expect(res.statusCode).toBe(201);
    const mails = await received(2, (m) => m.parsed.subject === 'New message from Coach Rivera' && m.parsed.replyTo?.text === MESSAGE.email);
    expect(mails.flatMap((m) => m.to).sort()).toEqual(['admin@default.test', 'coach-parent@default.test']);
    const mail = mails[0]!;
    expect(mail.parsed.replyTo?.text).toBe('rivera@college.example.edu');
    expect(mail.parsed.from?.value).toEqual([{ name: 'Owen’s site', address: 'site@example.org' }]);
    expect(mail.parsed.text).toContain('> We would like to talk <b>soon</b>.');
    expect(mail.parsed.text).toContain('School or program: State U');
    // The visitor's words are text in the HTML too, never markup.
    expect(mail.parsed.html).toContain('We would like to talk &lt;b&gt;soon&lt;/b&gt;.');
    expect(mail.parsed.html).toMatch(/href="http:\/\/localhost(:\d+)?\/admin\/inbox"/);
    expect(mail.parsed.messageId).toMatch(/@example\.org>$/);
    // The list names the sender and the school, never the sender's address.
    const listed = await list('default');
    expect(listed.unread).toBeGreaterThanOrEqual(1);
    expect(listed.items.find((i: { event: { kind: string } }) => i.event.kind === 'contact')).toMatchObject({ event: { kind: 'contact', name: 'Coach Rivera', school: 'State U' }, unread: true });
    expect(JSON.stringify(listed)).not.toContain('rivera@college.example.edu');
    const tok = await token('default');
    const badge = () => t.call({ method: 'GET', url: '/content/admin/notifications/unread-count', tenant: 'default', token: tok });
    expect((await badge()).json().unread).toBe(listed.unread);
    expect((await t.call({ method: 'PUT', url: '/content/admin/notifications/seen', tenant: 'default', token: tok, payload: { upTo: listed.items[0].id } })).statusCode).toBe(200);
    expect((await badge()).json()).toEqual({ unread: 0 });
    // The other admin has not seen it.
    const other = await t.call({ method: 'POST', url: '/auth/login', tenant: 'default', payload: { email: 'coach-parent@default.test', password: TEST_PASSWORD } });
    expect((await t.call({ method: 'GET', url: '/content/admin/notifications/unread-count', tenant: 'default', token: other.json().token })).json().unread).toBeGreaterThanOrEqual(1);
  });

  it("honours each admin's choice: never sends nothing, digest waits for the daily round, once a day", async () => {
    const tok = await token('prefs');
    const prefs = await t.call({ method: 'PUT', url: '/content/admin/notifications/preferences', tenant: 'prefs', token: tok, payload: { modes: { contact: 'digest', coach_note: 'never' } } });
    expect(prefs.json()).toMatchObject({ mailConfigured: true, modes: { contact: 'digest', coach_note: 'never', link_first_visit: 'instant', follow_ups: 'digest' } });
    const other = (await t.call({ method: 'POST', url: '/auth/login', tenant: 'prefs', payload: { email: 'coach-parent@prefs.test', password: TEST_PASSWORD } })).json().token;
    await t.call({ method: 'PUT', url: '/content/admin/notifications/preferences', tenant: 'prefs', token: other, payload: { modes: { contact: 'never', coach_note: 'never' } } });
    expect((await t.call({ method: 'PUT', url: '/content/admin/notifications/preferences', tenant: 'prefs', token: tok, payload: { modes: { contact: 'sometimes' } } })).statusCode).toBe(400);

    expect((await contact('prefs', { ...MESSAGE, name: 'Coach Digest' })).statusCode).toBe(201);
    // A coach's note, which both admins chose never to get by e-mail.
    const invite = (await t.call({ method: 'POST', url: '/content/admin/coach-invite', tenant: 'prefs', token: tok, payload: { coachName: 'Coach Lee', coachEmail: 'lee@club.example' } })).json();
    const submitted = await t.call({ method: 'POST', url: `/content/public/coach-invite/${invite.token}/submit`, tenant: 'prefs', payload: { author: 'Coach Lee', headline: 'A tireless worker.', photoUrl: '/media/lee.webp', consent: true } });
    expect(submitted.json()).toEqual({ ok: true, status: 'pending_review' });
    // Nothing went out at once: the outbox holds nothing for either kind.
    expect(await outboxOf('prefs')).toEqual([]);
    const listed = await list('prefs');
    expect(listed.items.filter((i: { event: { kind: string } }) => i.event.kind !== 'ops').map((i: { event: { kind: string } }) => i.event.kind)).toEqual(['coach_note', 'contact']);
    expect(listed.items[0].event).toMatchObject({ coachName: 'Coach Lee' });

    // The daily round: one digest, to the admin who chose it, with both lines it wanted (the note is never).
    const morning = new Date();
    morning.setHours(8, 0, 0, 0);
    expect(await runDailyRound(t.app.ctx, 'prefs', DAILY_TASKS, morning)).toBe(true);
    const [digest] = await received(1, (m) => to('admin@prefs.test')(m) && /daily digest/.test(m.parsed.subject ?? ''));
    expect(digest!.parsed.subject).toBe('Your daily digest: 1 update');
    expect(digest!.parsed.text).toContain('New message from Coach Digest');
    expect(digest!.parsed.text).not.toContain('Coach Lee');
    // The round runs once a day, and the other admin got nothing at all.
    expect(await runDailyRound(t.app.ctx, 'prefs', DAILY_TASKS, morning)).toBe(false);
    expect((await outboxOf('prefs')).map((m) => m.to_address)).toEqual(['admin@prefs.test']);
  });

  it('keeps a message while the SMTP server is down, and delivers it exactly once when it is back', async () => {
    await smtp.stop();
    try {
      expect((await contact('down', { ...MESSAGE, name: 'Coach Offline' })).statusCode).toBe(201);
      // Both sends failed and wait for their retry.
      for (;;) {
        const rows = await outboxOf('down');
        if (rows.length === 2 && rows.every((r) => r.attempts === 1)) break;
        await new Promise((r) => setImmediate(r));
      }
      const status = (await t.call({ method: 'GET', url: '/content/admin/mail', tenant: 'down', token: await token('down') })).json();
      expect(status).toMatchObject({ pending: 2, failed: 0 });
      expect(status.deliveries[0]).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED|connect/i), nextAttemptAt: expect.any(String) });
    } finally {
      await smtp.start();
    }
    // The family does not wait for the next retry: "Retry now".
    const retry = await t.call({ method: 'POST', url: '/content/admin/mail/retry', tenant: 'down', token: await token('down') });
    expect(retry.json()).toEqual({ ok: true, retried: 2 });
    await received(2, (m) => m.parsed.subject === 'New message from Coach Offline');
    await t.app.ctx.outbox.sweep();
    expect((await outboxOf('down')).map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(smtp.received.filter((m) => m.parsed.subject === 'New message from Coach Offline')).toHaveLength(2);
  });

  it('shows the e-mail settings without their password, sends a test message to the signed-in admin and lists it', async () => {
    const tok = await token('screen');
    const status = (await t.call({ method: 'GET', url: '/content/admin/mail', tenant: 'screen', token: tok })).json();
    expect(status).toMatchObject({ configured: true, server: `smtp://127.0.0.1:${smtp.port}`, from: 'Owen’s site <site@example.org>' });
    expect(JSON.stringify(status)).not.toContain(TEST_SMTP_PASSWORD);
    const sent = await t.call({ method: 'POST', url: '/content/admin/mail/test', tenant: 'screen', token: tok });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ ok: true, message: NOTIFICATION_MESSAGES.testQueued, to: 'admin@screen.test' });
    await received(1, (m) => to('admin@screen.test')(m) && (m.parsed.subject ?? '').startsWith('Test message from '));
    await t.app.ctx.outbox.sweep();
    const after = (await t.call({ method: 'GET', url: '/content/admin/mail', tenant: 'screen', token: tok })).json();
    expect(after.deliveries[0]).toMatchObject({ kind: 'test', to: 'admin@screen.test', status: 'sent', sentAt: expect.any(String) });
  });

  it("tells of a link's first visit at once, yesterday's visits and the follow-ups due in the daily round", async () => {
    const tok = await token('daily');
    const link = await t.call({ method: 'POST', url: '/content/admin/links', tenant: 'daily', token: tok, payload: { label: 'Northridge State', code: 'north-xc' } });
    expect(link.statusCode).toBe(201);
    const visit = (address: string) => t.call({ method: 'GET', url: '/?via=north-xc', tenant: 'daily', remoteAddress: address, headers: { 'user-agent': BROWSER, accept: 'text/html' } });
    expect((await visit('198.51.100.10')).statusCode).toBe(200);
    expect((await visit('198.51.100.11')).statusCode).toBe(200);
    const firsts = await received(2, (m) => m.parsed.subject === 'First visit through your link for Northridge State');
    expect(firsts.flatMap((m) => m.to).sort()).toEqual(['admin@daily.test', 'coach-parent@daily.test']);
    // One first visit, however many visits.
    expect((await list('daily')).items.filter((i: { event: { kind: string } }) => i.event.kind === 'link_first_visit')).toHaveLength(1);

    // Yesterday's visits (UTC) and a program whose next step is due.
    const now = new Date();
    now.setHours(9, 0, 0, 0);
    const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
    await withDb(t, async (db) => {
      const { id } = await db.selectFrom('tracked_link').select('id').where('code', '=', 'north-xc').executeTakeFirstOrThrow();
      await db.insertInto('tracked_link_visit').values({ link_id: id, day: yesterday, count: 4 }).execute();
    }, 'daily');
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    const program = (name: string, stage: string, nextStepDate: string) => t.call({ method: 'POST', url: '/content/admin/colleges', tenant: 'daily', token: tok, payload: { name, stage, nextStep: 'Send the fall results', nextStepDate } });
    expect((await program('Bayview A&M', 'talking', today)).statusCode).toBe(201);
    expect((await program('Cedar Valley', 'committed', today)).statusCode).toBe(201);
    expect((await program('Granite Falls', 'contacted', '2999-01-01')).statusCode).toBe(201);
    expect(await runDailyRound(t.app.ctx, 'daily', DAILY_TASKS, now)).toBe(true);
    const digests = await received(2, (m) => m.to.some((a) => a.endsWith('@daily.test')) && /daily digest/.test(m.parsed.subject ?? ''));
    const text = digests[0]!.parsed.text ?? '';
    expect(text).toContain('4 visits through your college links');
    expect(text).toContain('Northridge State: 4 visits');
    expect(text).toContain('1 follow-up due on your colleges board');
    expect(text).toContain('Bayview A&M: Send the fall results');
    expect(text).not.toContain('Cedar Valley');
    expect(text).not.toContain('Granite Falls');
  });

  it("tells the server's troubles to every admin of every site, or to the operator's address alone", async () => {
    const quietLog = { warn: () => undefined };
    await alertOperators(t.app.ctx, 'disk_full', '0.4 GiB free of 20.0 GiB (2 %)', quietLog);
    const alerts = await received(2, (m) => (to('admin@ops.test')(m) || to('coach-parent@ops.test')(m)) && /disk/.test(m.parsed.subject ?? ''));
    expect(alerts[0]!.parsed.subject).toBe('The server’s disk is nearly full');
    expect(alerts[0]!.parsed.text).toContain('0.4 GiB free of 20.0 GiB (2 %)');
    expect((await list('ops')).items.map((i: { event: unknown }) => i.event)).toContainEqual({ kind: 'ops', alert: 'disk_full', detail: '0.4 GiB free of 20.0 GiB (2 %)' });

    // With an operator's address: one e-mail, to it, from the default site's outbox.
    const ctx = { ...t.app.ctx, config: { ...t.app.ctx.config, mail: { ...t.app.ctx.config.mail!, operatorEmail: 'ops@host.example' } } };
    const before = (await list('ops')).items.length;
    await alertOperators(ctx, 'backup_failed', 'ENOSPC: no space left on device', quietLog);
    const [mail] = await received(1, to('ops@host.example'));
    expect(mail!.parsed.subject).toBe('A scheduled backup failed');
    expect(mail!.parsed.text).toContain('because you run the server');
    expect((await list('ops')).items).toHaveLength(before);
  });

  it('without SMTP settings, lands every event in the list and fails nothing', async () => {
    expect((await contact('default', MESSAGE, quiet)).statusCode).toBe(201);
    const listed = await list('default', quiet);
    expect(listed).toMatchObject({ unread: 1, items: [{ event: { kind: 'contact', name: 'Coach Rivera' } }] });
    const tok = await quiet.login('default');
    expect((await quiet.call({ method: 'GET', url: '/content/admin/notifications/preferences', tenant: 'default', token: tok })).json()).toMatchObject({ mailConfigured: false });
    expect((await quiet.call({ method: 'GET', url: '/content/admin/mail', tenant: 'default', token: tok })).json()).toEqual({ configured: false, pending: 0, failed: 0, deliveries: [] });
    const test = await quiet.call({ method: 'POST', url: '/content/admin/mail/test', tenant: 'default', token: tok });
    expect(test.statusCode).toBe(409);
    expect(test.json()).toMatchObject({ error: 'mail_not_configured' });
    expect(await withDb(quiet, (db) => db.selectFrom('outbox').selectAll().execute())).toEqual([]);
  });

  it('never writes a visitor’s address, nor the SMTP password, to the log', async () => {
    await contact('default', { ...MESSAGE, name: 'Coach Private', email: 'private.visitor@example.net' });
    await received(2, (m) => m.parsed.replyTo?.text === 'private.visitor@example.net');
    const log = logLines.join('');
    expect(log).toContain('e-mail sent');
    expect(log).not.toContain('private.visitor@example.net');
    expect(log).not.toContain('rivera@college.example.edu');
    expect(log).not.toContain(TEST_SMTP_PASSWORD);
  });
});
