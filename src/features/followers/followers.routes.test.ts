import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDb } from '../../test/rows';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../test/smtp';
import { createTestApp, makeTempDir, type TestApp } from '../../test/test-app';
import { FOLLOWER_MESSAGES } from './followers.schema';

// Following the season by e-mail, through a real SMTP server on loopback: double opt-in, an
// e-mail per new result with both List-Unsubscribe headers (RFC 8058), the one-click
// unsubscribe, the family's hold-back, the admin's list; and the Atom feed. No follower's
// address is in a public answer, a page or a log line.

let smtp: TestSmtp;
let t: TestApp;
let quiet: TestApp;
let held: TestApp;
const logLines: string[] = [];
const pub = makeTempDir('athlete-public-');
let ip = 0;

beforeAll(async () => {
  smtp = await startTestSmtp();
  fs.writeFileSync(path.join(pub.dir, 'index.html'), '<!doctype html><html lang="en"><head><!--head-meta--><title>x</title><!--/head-meta--></head><body><div id="root"></div></body></html>');
  // No hold-back here (the e-mails go at once); `held` keeps the default ten minutes.
  t = await createTestApp({ tenants: ['default', 'feed'], logLines, config: { publicDir: pub.dir, mail: { smtpUrl: smtp.url, from: 'Owen’s site <site@example.org>', holdMinutes: 0 } } });
  held = await createTestApp({ tenants: ['held'], config: { mail: { smtpUrl: smtp.url, from: 'Owen’s site <site@example.org>' } } });
  quiet = await createTestApp({ tenants: ['default'] });
});
afterAll(async () => {
  await t?.close();
  await quiet?.close();
  await held?.close();
  await smtp?.stop();
  pub.cleanup();
});

const subscribe = (tenant: string, email: string, app = t) => app.call({ method: 'POST', url: '/content/public/subscribe', tenant, remoteAddress: `10.8.0.${++ip}`, payload: { email } });
/** The e-mails to an address, once `n` have arrived. */
async function mailsTo(address: string, n: number): Promise<ReceivedMail[]> {
  for (;;) {
    const got = smtp.received.filter((m) => m.to.includes(address));
    if (got.length >= n) return got;
    await smtp.waitFor(smtp.received.length + 1);
  }
}
/** Subscribes and confirms an address; answers nothing (the confirmation e-mail is read from the SMTP server). */
async function follow(tenant: string, email: string, app = t): Promise<void> {
  const before = smtp.received.filter((m) => m.to.includes(email)).length;
  expect((await subscribe(tenant, email, app)).statusCode).toBe(202);
  const mail = (await mailsTo(email, before + 1)).at(-1)!;
  const token = /\/follow\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.parsed.text ?? '')![1]!;
  const confirmed = await app.call({ method: 'POST', url: '/content/public/subscribe/confirm', tenant, remoteAddress: `10.8.1.${++ip}`, payload: { token } });
  expect(confirmed.json()).toEqual({ ok: true, message: FOLLOWER_MESSAGES.confirmed });
}
const race = (tenant: string, token: string, title: string, published = true, app = t) =>
  app.call({ method: 'POST', url: '/content/admin/races', tenant, token, payload: { title, distance: '5K XC', date: '2026-11-08', place: 'Hillcrest Park', timeMs: 938_000, published } });

describe('followers', () => {
  it('confirms a follower, sends the next race with both List-Unsubscribe headers, unsubscribes by one POST, then sends nothing', async () => {
    expect((await t.call({ method: 'GET', url: '/content/public/follow', tenant: 'default' })).json()).toEqual({ open: true });
    const token = await t.login('default');
    // Before confirming, a published race sends the address nothing.
    expect((await subscribe('default', 'fan@example.net')).statusCode).toBe(202);
    const [confirmMail] = await mailsTo('fan@example.net', 1);
    expect(confirmMail!.parsed.subject).toMatch(/confirm/i);
    expect((await race('default', token, 'Early Meet')).statusCode).toBe(201);
    await t.app.ctx.outbox.sweep();
    expect(smtp.received.filter((m) => m.to.includes('fan@example.net'))).toHaveLength(1);

    const code = /\/follow\/confirm\?token=([A-Za-z0-9_-]+)/.exec(confirmMail!.parsed.text ?? '')![1]!;
    expect((await t.call({ method: 'POST', url: '/content/public/subscribe/confirm', tenant: 'default', payload: { token: code } })).statusCode).toBe(200);
    // A confirmed address asked again is answered the same and sent nothing.
    expect((await subscribe('default', 'fan@example.net')).json()).toEqual({ ok: true, message: FOLLOWER_MESSAGES.sent });

    expect((await race('default', token, 'State XC')).statusCode).toBe(201);
    const [, news] = await mailsTo('fan@example.net', 2);
    expect(news!.parsed.subject).toContain('State XC');
    const oneClick = /^List-Unsubscribe:\s*<(https?:[^>]+)>\r?$/m.exec(news!.raw.replace(/\r?\n([ \t])/g, '$1'))?.[1];
    expect(oneClick).toMatch(/\/content\/public\/unsubscribe\?key=/);
    expect(news!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

    // The mail client's one-click POST: a form body, no sign-in.
    const url = new URL(oneClick!);
    const out = await t.call({ method: 'POST', url: `${url.pathname}${url.search}`, tenant: 'default', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true, message: FOLLOWER_MESSAGES.unsubscribed });
    expect((await race('default', token, 'Regionals')).statusCode).toBe(201);
    await t.app.ctx.outbox.sweep();
    expect(smtp.received.filter((m) => m.to.includes('fan@example.net'))).toHaveLength(2);
    expect(await withDb(t, (db) => db.selectFrom('follower').select('email').where('email', '=', 'fan@example.net').execute())).toEqual([]);
  });

  it('lets the family hold an announcement back, or send it at once; lists, counts, exports and removes followers', async () => {
    const token = await held.login('held');
    await follow('held', 'one@example.net', held);
    await follow('held', 'two@example.net', held);
    expect((await subscribe('held', 'pending@example.net', held)).statusCode).toBe(202);
    expect((await race('held', token, 'Held Meet', true, held)).statusCode).toBe(201);
    expect((await race('held', token, 'Sent Meet', true, held)).statusCode).toBe(201);
    const admin = async () => (await held.call({ method: 'GET', url: '/content/admin/followers', tenant: 'held', token })).json();
    const listed = await admin();
    expect(listed).toMatchObject({ count: 2, pending: 1, mailConfigured: true });
    expect(listed.items.map((f: { email: string }) => f.email).sort()).toEqual(['one@example.net', 'pending@example.net', 'two@example.net']);
    const [sent, waiting] = listed.announcements as Array<{ id: number; title: string; status: string; recipients: number }>;
    expect([waiting!.title, waiting!.status, waiting!.recipients]).toEqual(['Held Meet', 'waiting', 2]);
    expect(sent!.title).toBe('Sent Meet');

    const action = (id: number, what: string) => held.call({ method: 'POST', url: `/content/admin/followers/announcements/${id}/${what}`, tenant: 'held', token });
    expect((await action(waiting!.id, 'hold')).json()).toMatchObject({ status: 'held' });
    expect((await action(sent!.id, 'send')).json()).toMatchObject({ status: 'sent' });
    expect((await action(sent!.id, 'hold')).statusCode).toBe(409);
    await mailsTo('one@example.net', 2);
    await mailsTo('two@example.net', 2);
    await held.app.ctx.outbox.sweep();
    const subjects = smtp.received.filter((m) => m.to.includes('one@example.net')).map((m) => m.parsed.subject ?? '');
    expect(subjects.some((s) => s.includes('Sent Meet'))).toBe(true);
    expect(subjects.some((s) => s.includes('Held Meet'))).toBe(false);
    expect(await withDb(held, (db) => db.selectFrom('outbox').select('id').where('status', '=', 'pending').execute(), 'held')).toEqual([]);

    const csv = await held.call({ method: 'GET', url: '/content/admin/followers/export', tenant: 'held', token });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain('one@example.net');
    expect(csv.body).not.toContain('pending@example.net');
    const two = listed.items.find((f: { email: string }) => f.email === 'two@example.net');
    expect((await held.call({ method: 'DELETE', url: `/content/admin/followers/${two.id}`, tenant: 'held', token })).statusCode).toBe(200);
    expect((await admin()).count).toBe(1);
    expect((await held.call({ method: 'DELETE', url: `/content/admin/followers/${two.id}`, tenant: 'held', token })).statusCode).toBe(404);
  });

  it('keeps the addresses private: the public answers, the pages and the log never show one', async () => {
    await follow('default', 'secret.follower@example.net');
    const reads = await Promise.all(['/content/public/follow', '/content/public/races', '/feed.xml', '/', '/unsubscribe?key=x'].map((url) => t.call({ method: 'GET', url, tenant: 'default', headers: { accept: 'text/html' } })));
    for (const r of reads) expect(r.body).not.toContain('secret.follower@example.net');
    expect(logLines.join('')).not.toContain('secret.follower@example.net');
    expect(logLines.join('')).not.toContain('fan@example.net');
  });

  it('without SMTP settings, the form is closed and nothing is stored', async () => {
    expect((await quiet.call({ method: 'GET', url: '/content/public/follow', tenant: 'default' })).json()).toEqual({ open: false });
    const res = await subscribe('default', 'fan@example.net', quiet);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'following_closed' });
    expect(await withDb(quiet, (db) => db.selectFrom('follower').selectAll().execute())).toEqual([]);
  });
});

describe('the Atom feed', () => {
  it('is valid Atom 1.0 with the published races, PRs and press, and every page links to it', async () => {
    const token = await t.login('feed');
    await race('feed', token, 'Hidden Meet', false);
    await race('feed', token, 'County <Champs> & More');
    await t.call({ method: 'POST', url: '/content/admin/prs', tenant: 'feed', token, payload: { distance: '1600m', timeMs: 261_350, date: '2026-05-24', location: 'Stadium' } });
    const res = await t.call({ method: 'GET', url: '/feed.xml', tenant: 'feed' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');

    // A real XML parser, then RFC 4287's required elements (4.1.1, 4.1.2).
    const doc = new JSDOM(res.body, { contentType: 'application/xml' }).window.document;
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const ATOM = 'http://www.w3.org/2005/Atom';
    const feed = doc.documentElement;
    expect([feed.namespaceURI, feed.localName]).toEqual([ATOM, 'feed']);
    const children = (el: Element, name: string) => [...el.children].filter((c) => c.namespaceURI === ATOM && c.localName === name);
    const isDate = (s: string | null | undefined) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(s ?? '');
    for (const name of ['id', 'title', 'updated']) expect(children(feed, name)).toHaveLength(1);
    expect(children(feed, 'author').length).toBeGreaterThanOrEqual(1);
    expect(isDate(children(feed, 'updated')[0]!.textContent)).toBe(true);
    expect(children(feed, 'link').some((l) => l.getAttribute('rel') === 'self')).toBe(true);
    const entries = children(feed, 'entry');
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      for (const name of ['id', 'title', 'updated']) expect(children(entry, name)).toHaveLength(1);
      expect(new URL(children(entry, 'id')[0]!.textContent!).protocol).toMatch(/^https?:$/);
      expect(isDate(children(entry, 'updated')[0]!.textContent)).toBe(true);
      expect(children(entry, 'link').some((l) => l.getAttribute('rel') === 'alternate')).toBe(true);
    }
    const titles = entries.map((e) => children(e, 'title')[0]!.textContent ?? '');
    expect(titles.some((s) => s.includes('County <Champs> & More'))).toBe(true);
    expect(titles.join(' ')).not.toContain('Hidden Meet');

    const home = await t.call({ method: 'GET', url: '/', tenant: 'feed', headers: { accept: 'text/html' } });
    expect(home.body).toMatch(/<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="[^"]*\/feed\.xml">/);
  });
});
