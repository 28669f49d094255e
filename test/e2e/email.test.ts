import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type ReceivedMail, type TestSmtp, TEST_SMTP_PASSWORD } from '../../src/test/smtp';
import { DESKTOP, PHONE, gotoApp, hydrateAll, launchBrowser, screenshot, startServer, watchErrors, type E2eServer } from './harness';

// E-mail as people meet it, through a real SMTP server on loopback: a visitor on a phone follows
// the season from the home page and confirms from the e-mail's link; an admin changes how a kind
// of notification reaches them, sends a test message from the E-mail screen, and resets a
// forgotten password from the sign-in page through to signing in with the new one.

let smtp: TestSmtp;
let server: E2eServer;
let browser: Browser;
let password: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startServer({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Owen’s site <site@example.org>' } });
  password = server.admin.password;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

/** The e-mails to an address, once `n` have arrived. */
async function mailsTo(address: string, n: number): Promise<ReceivedMail[]> {
  for (;;) {
    const got = smtp.received.filter((m) => m.to.includes(address));
    if (got.length >= n) return got;
    await smtp.waitFor(smtp.received.length + 1, 30_000);
  }
}
/** The first link of an e-mail's text whose path starts with `path`, on the test's server. */
function linkIn(mail: ReceivedMail, path: string): string {
  const url = new URL(new RegExp(`https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\S*`).exec(mail.parsed.text ?? '')![0]);
  return `${server.baseUrl}${url.pathname}${url.search}`;
}

async function signIn(page: Page, next = '/admin'): Promise<void> {
  await gotoApp(page, `${server.baseUrl}/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(server.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === next);
}

describe('e-mail, end to end', () => {
  it('a visitor on a phone follows the season from the home page and confirms from the e-mail', async () => {
    const page = await browser.newPage(PHONE);
    const errors = watchErrors(page);
    try {
      await gotoApp(page, `${server.baseUrl}/`);
      await hydrateAll(page);
      const form = page.getByRole('form', { name: 'Follow the season by e-mail' });
      await form.scrollIntoViewIfNeeded();
      // A slip is said beside the field; nothing is sent.
      await form.getByLabel('Your e-mail address').fill('fan@example');
      await form.getByRole('button', { name: 'Follow' }).click();
      await expect.poll(() => form.getByText('Please enter a valid e-mail address.').count()).toBe(1);
      await form.getByLabel('Your e-mail address').fill('fan@example.net');
      await form.getByRole('button', { name: 'Follow' }).click();
      await page.getByText('Almost there: open the link in the e-mail just sent to confirm.').waitFor();

      const [mail] = await mailsTo('fan@example.net', 1);
      await gotoApp(page, linkIn(mail!, '/follow/confirm?token='));
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('Done: you will get an e-mail for each new result').waitFor();
      // The address is the family's to see, and nowhere on the public page.
      await gotoApp(page, `${server.baseUrl}/`);
      expect(await page.content()).not.toContain('fan@example.net');
      expect(errors).toEqual([]);
    } catch (err) {
      await screenshot(page, 'email-follow');
      throw err;
    } finally {
      await page.close();
    }
  });

  it('an admin chooses the daily digest for contact messages, and it stays chosen', async () => {
    const page = await browser.newPage(DESKTOP);
    const errors = watchErrors(page);
    try {
      await signIn(page, '/admin/notifications');
      const contact = page.getByLabel('A message through the contact form');
      await expect.poll(() => contact.inputValue()).toBe('instant');
      await contact.selectOption({ label: 'In the daily digest' });
      await page.getByText('Saved.').waitFor();
      await page.reload();
      await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
      await expect.poll(() => page.getByLabel('A message through the contact form').inputValue()).toBe('digest');
      expect(errors).toEqual([]);
    } catch (err) {
      await screenshot(page, 'email-preferences');
      throw err;
    } finally {
      await page.close();
    }
  });

  it('the E-mail screen says e-mail is configured, without the password, and sends a test message', async () => {
    const page = await browser.newPage(DESKTOP);
    const errors = watchErrors(page);
    try {
      await signIn(page, '/admin/email');
      await page.getByText(`E-mail is configured: it goes through smtp://127.0.0.1:${smtp.port} as Owen’s site <site@example.org>.`).waitFor();
      expect(await page.content()).not.toContain(TEST_SMTP_PASSWORD);
      await page.getByRole('button', { name: 'Send a test message to me' }).click();
      await page.getByText(`A test message is on its way to ${server.admin.email}.`).waitFor();
      // The test message (this browser's sign-in, a new device, may have sent its notice first).
      await expect.poll(() => smtp.received.filter((m) => m.to.includes(server.admin.email) && (m.parsed.subject ?? '').startsWith('Test message from ')).length, { timeout: 30_000 }).toBe(1);
      // The delivery is listed once it went out.
      await expect
        .poll(async () => {
          await page.reload();
          await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
          // The admin area loads after the app is ready: its status line says the screen is drawn.
          await page.getByText('E-mail is configured', { exact: false }).waitFor();
          return page.getByRole('cell', { name: 'Sent', exact: true }).count();
        })
        .toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } catch (err) {
      await screenshot(page, 'email-screen');
      throw err;
    } finally {
      await page.close();
    }
  });

  it('"Forgot password?" through to signing in with the new password', async () => {
    const page = await browser.newPage(PHONE);
    const errors = watchErrors(page);
    try {
      await gotoApp(page, `${server.baseUrl}/admin/login`);
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.getByLabel('Email').fill(server.admin.email);
      const before = smtp.received.filter((m) => m.to.includes(server.admin.email)).length;
      await page.getByRole('button', { name: 'Send the link' }).click();
      await page.getByText('If this address belongs to an admin of this site').waitFor();

      const mail = (await mailsTo(server.admin.email, before + 1)).at(-1)!;
      const link = linkIn(mail, '/admin/reset-password?token=');
      await gotoApp(page, link);
      await page.getByLabel('New password', { exact: true }).fill('a new family passphrase');
      await page.getByLabel('New password again').fill('a new family passphrase');
      await page.getByRole('button', { name: 'Change the password' }).click();
      await page.getByText('Your password is changed. Sign in with it.').waitFor();
      password = 'a new family passphrase';

      // The link worked once.
      await gotoApp(page, link);
      await page.getByLabel('New password', { exact: true }).fill('yet another passphrase');
      await page.getByLabel('New password again').fill('yet another passphrase');
      await page.getByRole('button', { name: 'Change the password' }).click();
      await page.getByText('This link is not valid any more').waitFor();

      await signIn(page, '/admin');
      expect(errors).toEqual([]);
    } catch (err) {
      await screenshot(page, 'email-reset');
      throw err;
    } finally {
      await page.close();
    }
  });
});
