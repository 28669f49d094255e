import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdmin } from '../features/auth';
import { createTenant } from '../tenants/tenant-admin';
import { startTestSmtp, type TestSmtp, TEST_SMTP_PASSWORD } from '../test/smtp';
import { runCliProcess, startServerProcess } from '../test/server-process';
import { makeTempDir } from '../test/test-app';

// The outbox across a killed server process: a message written while the SMTP server is down is
// in the tenant's database, not in memory, so `kill -9` loses nothing and the next start sends it,
// once. The SMTP URL's password is never printed, and never accepted on the command line.

let smtp: TestSmtp;
let tmp: ReturnType<typeof makeTempDir>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  tmp = makeTempDir('athlete-outbox-kill-');
});
afterAll(async () => {
  await smtp?.stop();
  tmp?.cleanup();
});

describe('the outbox and a killed server', () => {
  it('sends the message queued before kill -9 after the restart, exactly once', async () => {
    const dataDir = path.join(tmp.dir, 'killed');
    await createTenant(dataDir, 'default');
    await addAdmin(dataDir, 'default', 'family@kill.test', 'a long enough password');
    const env = { ...process.env, SMTP_URL: smtp.url, MAIL_FROM: 'Site <site@example.org>' };
    await smtp.stop();
    const first = await startServerProcess(dataDir, env);
    expect(await first.waitForLog(/Sending e-mail through/)).toContain(`Sending e-mail through smtp://127.0.0.1:${smtp.port} as Site <site@example.org>.`);
    expect(first.log()).not.toContain(TEST_SMTP_PASSWORD);
    const sent = await fetch(`http://127.0.0.1:${first.port}/content/public/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Coach Kill', email: 'coach@college.example.edu', message: 'Are you still there?' }),
    });
    expect(sent.status).toBe(201);
    // The first try failed (the SMTP server is down): the message waits for its retry.
    await first.waitForLog(/could not be sent yet/);
    first.child.kill('SIGKILL');
    await first.exited;

    await smtp.start();
    const second = await startServerProcess(dataDir, env);
    try {
      const [mail] = await smtp.waitFor(1);
      expect(mail!.to).toEqual(['family@kill.test']);
      expect(mail!.parsed.subject).toBe('New message from Coach Kill');
      await second.waitForLog(/e-mail sent/);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
    expect(smtp.received.filter((m) => m.parsed.subject === 'New message from Coach Kill')).toHaveLength(1);
    expect(second.log()).not.toContain(TEST_SMTP_PASSWORD);
    expect(second.log()).not.toContain('coach@college.example.edu');
  }, 60_000); // two server processes and a bundle: a loaded machine needs more than the default 20 s

  it('refuses an SMTP password on the command line, and settings without a sender', async () => {
    const dataDir = path.join(tmp.dir, 'refused');
    const withPassword = await runCliProcess(['serve', '--data', dataDir, '--port', '0', '--host', '127.0.0.1', '--smtp-url', 'smtp://user:hunter2@127.0.0.1:25', '--mail-from', 'a@b.example']);
    expect(withPassword.code).not.toBe(0);
    expect(withPassword.out).toContain('A password in --smtp-url is visible to every user of this machine');
    expect(withPassword.out).not.toContain('hunter2');
    const noSender = await runCliProcess(['serve', '--data', dataDir, '--port', '0', '--host', '127.0.0.1'], { ...process.env, SMTP_URL: 'smtp://127.0.0.1:25', MAIL_FROM: '' });
    expect(noSender.code).not.toBe(0);
    expect(noSender.out).toMatch(/MAIL_FROM|sender|from/i);
  }, 60_000);
});
