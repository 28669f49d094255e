import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantPool } from '../db/pool';
import { makeTempDir } from '../test/test-app';
import { startTestSmtp, type TestSmtp, TEST_SMTP_PASSWORD } from '../test/smtp';
import { createTenant } from '../tenants/tenant-admin';
import { MailSettingsSchema } from './mail-settings';
import { OutboxWorker, judgeFailure, retryDelayMs } from './outbox-worker';
import { enqueueMail, recentMail } from './outbox.repository';

// The outbox against a real SMTP server on loopback (smtp-server), on real tenant databases: a
// message waits while the server is down and arrives exactly once when it is back; a refused
// recipient ends as failed; the rate holds; nothing in the log names a recipient.

const tmp = makeTempDir('athlete-outbox-');
let smtp: TestSmtp;
let pool: TenantPool;
const logLines: string[] = [];
const log = pino(
  { level: 'info' },
  new Writable({
    write(chunk: Buffer, _enc, cb) {
      logLines.push(chunk.toString());
      cb();
    },
  }),
);

beforeAll(async () => {
  smtp = await startTestSmtp();
  for (const id of ['a', 'b', 'c', 'd', 'e']) await createTenant(tmp.dir, id);
  pool = new TenantPool(tmp.dir, 8);
});
afterAll(async () => {
  await pool?.closeAll();
  await smtp?.stop();
  tmp.cleanup();
});

/** A worker on the test server with a clock the test moves. */
function worker(clock: { t: number }, maxPerMinute = 30) {
  const settings = MailSettingsSchema.parse({ smtpUrl: smtp.url, from: 'Owen’s family <family@example.org>', maxPerMinute });
  return new OutboxWorker({ pool, tenantIds: () => [], settings, log, now: () => clock.t, intervalMs: 60_000 });
}
const mail = (to: string, subject: string) => ({ kind: 'test', to, subject, text: `${subject}, in plain text`, html: `<p>${subject}, in <b>HTML</b></p>`, headers: { 'List-Unsubscribe': '<https://example.org/u/1>' } });
const rows = (tenant: string) => pool.with(tenant, (h) => recentMail(h.db, 50));

describe('the outbox', () => {
  it('sends a written message as multipart text and HTML with its Message-ID and headers, once', async () => {
    const clock = { t: Date.now() + 5_000 };
    const w = worker(clock);
    const before = smtp.received.length;
    await pool.with('a', (h) => h.db.transaction().execute((trx) => enqueueMail(trx, { ...mail('coach@example.edu', 'Hello'), replyTo: 'visitor@example.com' })));
    w.wake('a');
    await w.sweep();
    const got = (await smtp.waitFor(before + 1)).find((m) => m.parsed.subject === 'Hello');
    expect(got!.to).toEqual(['coach@example.edu']);
    expect(got!.parsed.subject).toBe('Hello');
    expect(got!.parsed.text?.trim()).toBe('Hello, in plain text');
    expect(got!.parsed.html).toContain('<b>HTML</b>');
    expect(got!.parsed.replyTo?.text).toBe('visitor@example.com');
    expect(got!.raw).toMatch(/^List-Unsubscribe: <https:\/\/example\.org\/u\/1>\r?$/m);
    const [row] = await rows('a');
    expect(got!.parsed.messageId).toBe(`<${row!.message_key}@example.org>`);
    expect(row).toMatchObject({ status: 'sent', attempts: 0 });
    // Nothing more goes out on later sweeps.
    await w.sweep();
    await w.stop();
    expect(smtp.received.filter((m) => m.parsed.subject === 'Hello')).toHaveLength(1);
  });

  it('keeps a message while the SMTP server is down, and sends it exactly once when it is back', async () => {
    const clock = { t: Date.now() + 5_000 };
    const w = worker(clock);
    await smtp.stop();
    await pool.with('b', (h) => enqueueMail(h.db, mail('parent@example.com', 'While down')));
    w.wake('b');
    await w.sweep();
    let [row] = await rows('b');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(Date.parse(row!.next_attempt_at) - clock.t).toBe(retryDelayMs(0));
    // Not due yet: another sweep does not try again.
    await w.sweep();
    expect((await rows('b'))[0]!.attempts).toBe(1);

    await smtp.start();
    clock.t += retryDelayMs(0);
    await w.sweep();
    await w.sweep();
    await w.stop();
    [row] = await rows('b');
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smtp.received.filter((m) => m.parsed.subject === 'While down')).toHaveLength(1);
    // The log says what happened to which message, never to whom.
    const lines = logLines.join('');
    expect(lines).toContain('"outboxId"');
    expect(lines).not.toContain('parent@example.com');
    expect(lines).not.toContain(TEST_SMTP_PASSWORD);
  });

  it('gives up a recipient the server refuses, and goes on with the others', async () => {
    const clock = { t: Date.now() + 5_000 };
    const w = worker(clock);
    smtp.refuse('nobody@example.edu');
    await pool.with('c', async (h) => {
      await enqueueMail(h.db, mail('nobody@example.edu', 'Refused'));
      await enqueueMail(h.db, mail('somebody@example.edu', 'Accepted'));
    });
    w.wake('c');
    await w.sweep();
    await w.stop();
    const byTo = Object.fromEntries((await rows('c')).map((r) => [r.to_address, r]));
    expect(byTo['nobody@example.edu']).toMatchObject({ status: 'failed', attempts: 1 });
    expect(byTo['somebody@example.edu']).toMatchObject({ status: 'sent' });
  });

  it('sends at most the rate a minute, the rest in the next minute', async () => {
    const clock = { t: Date.now() + 5_000 };
    const w = worker(clock, 2);
    const before = smtp.received.length;
    await pool.with('d', async (h) => {
      for (const n of [1, 2, 3, 4, 5]) await enqueueMail(h.db, mail(`fan${n}@example.com`, `Rate ${n}`));
    });
    w.wake('d');
    await w.sweep();
    expect(smtp.received.length - before).toBe(2);
    clock.t += 60_000;
    await w.sweep();
    expect(smtp.received.length - before).toBe(4);
    clock.t += 60_000;
    await w.sweep();
    await w.stop();
    expect(smtp.received.length - before).toBe(5);
    expect((await rows('d')).every((r) => r.status === 'sent')).toBe(true);
  });

  it('still sends after a sweep that found no site waiting (the timer\'s, between two events)', async () => {
    const clock = { t: Date.now() + 5_000 };
    const w = worker(clock);
    // Nothing waits: this sweep ends without an await, and must not stay "running".
    await w.sweep();
    const before = smtp.received.length;
    await pool.with('e', (h) => h.db.transaction().execute((trx) => enqueueMail(trx, mail('after-idle@example.edu', 'After an idle sweep'))));
    w.wake('e');
    await w.sweep();
    const got = (await smtp.waitFor(before + 1)).find((m) => m.parsed.subject === 'After an idle sweep');
    expect(got!.to).toEqual(['after-idle@example.edu']);
    await w.stop();
  });

  it('judges failures: a refused recipient is final, a server down or a wrong password is tried again', () => {
    expect(judgeFailure(Object.assign(new Error('x'), { code: 'EENVELOPE' })).permanent).toBe(true);
    expect(judgeFailure(Object.assign(new Error('x'), { responseCode: 550, command: 'RCPT TO' })).permanent).toBe(true);
    expect(judgeFailure(Object.assign(new Error('x'), { responseCode: 535, command: 'AUTH PLAIN' })).permanent).toBe(false);
    expect(judgeFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' })).permanent).toBe(false);
    expect(judgeFailure(Object.assign(new Error('x'), { responseCode: 451, command: 'DATA' })).permanent).toBe(false);
    expect([0, 1, 2, 10].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 3_600_000]);
  });
});
