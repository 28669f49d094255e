import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, axeViolations, launchBrowser, screenshot, startServer, watchErrors, type E2eServer, gotoApp } from './harness';

// Per-college links and the coach e-mail kit on the built server with the demo content: the admin
// makes a link, a visitor opens it, the count shows; then the e-mail is composed and copied.

let server: E2eServer;
let browser: Browser;
let admin: BrowserContext;

// Headless Chromium names itself "HeadlessChrome", which the visit counter rightly takes for a
// bot; the visitor here is a person, so the context says what a desktop Chrome says.
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Signs in through the login page. */
async function signIn(page: Page): Promise<void> {
  await gotoApp(page, `${server.baseUrl}/admin/login?next=%2Fadmin`);
  await page.getByLabel('Email').fill(server.admin.email);
  await page.getByLabel('Password').fill(server.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin$/);
}

/** Runs a test on a fresh page of the signed-in context; a screenshot is kept when it fails. */
async function onAdminPage(name: string, run: (page: Page) => Promise<void>): Promise<void> {
  const page = await admin.newPage();
  const errors = watchErrors(page);
  try {
    await run(page);
    expect(errors).toEqual([]);
  } catch (err) {
    await screenshot(page, `links-failed-${name}`).catch(() => undefined);
    throw err;
  } finally {
    await page.close();
  }
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // bypassCSP: axe is injected as an inline script, which the site's policy refuses.
  admin = await browser.newContext({ ...DESKTOP, userAgent: CHROME, permissions: ['clipboard-read', 'clipboard-write'], bypassCSP: true });
  const page = await admin.newPage();
  await signIn(page);
  await page.close();
});
afterAll(async () => {
  await admin?.close();
  await browser?.close();
  await server?.stop();
});

describe('college links and the coach e-mail kit', () => {
  it('creates a link, counts a visit through it, copies it, renames and deletes another', async () => {
    await onAdminPage('links', async (page) => {
      await gotoApp(page, `${server.baseUrl}/admin/links`);
      await page.getByRole('heading', { name: 'College links' }).waitFor();
      await page.getByLabel('Label').fill('Stanford XC');
      await page.getByLabel('Code').fill('Stanford-XC');
      await page.getByRole('button', { name: 'Create link' }).click();
      const row = page.getByRole('row', { name: /Stanford XC/ });
      await row.waitFor();
      const url = `${server.baseUrl}/?via=stanford-xc`;
      expect(await row.getByRole('cell').nth(0).textContent()).toContain('/?via=stanford-xc');
      expect(await row.getByRole('cell').nth(1).textContent()).toBe('0');

      // A visitor opens the link (a page of its own, as a coach clicking it in an e-mail would).
      const visitor = await browser.newPage({ ...DESKTOP, userAgent: CHROME });
      expect((await visitor.goto(url))?.status()).toBe(200);
      await visitor.close();

      await page.reload();
      await expect.poll(() => row.getByRole('cell').nth(1).textContent()).toBe('1');
      expect(await row.getByRole('img').getAttribute('aria-label')).toBe('Stanford XC: 1 visit in the last 30 days, at most 1 in a day');

      await row.getByRole('button', { name: 'Copy the link for Stanford XC' }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url);

      // A second link with a generated code: renamed, then deleted after the confirmation.
      await page.getByLabel('Label').fill('Oregon');
      await page.getByRole('button', { name: 'Create link' }).click();
      await page.getByRole('row', { name: /Oregon/ }).waitFor();
      expect(await page.getByRole('row', { name: /Oregon/ }).getByRole('cell').nth(0).textContent()).toMatch(/^\/\?via=[a-z2-9]{7}Copy$/);
      await page.getByRole('button', { name: 'Rename Oregon' }).click();
      await page.getByLabel('Label').fill('Oregon Ducks XC');
      expect(await page.getByLabel('Code').isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Rename', exact: true }).click();
      await page.getByRole('row', { name: /Oregon Ducks XC/ }).waitFor();
      await page.getByRole('button', { name: 'Delete Oregon Ducks XC' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => page.getByRole('row', { name: /Oregon/ }).count()).toBe(0);
      expect(await page.getByRole('row', { name: /Stanford XC/ }).count()).toBe(1);

      // An invalid code is refused beside the field, with the schema's words.
      await page.getByLabel('Label').fill('Yale');
      await page.getByLabel('Code').fill('y');
      await page.getByLabel('Code').blur();
      await expect.poll(() => page.getByRole('alert').filter({ hasText: 'A code is 3 to 32' }).count()).toBe(1);
      await page.getByLabel('Code').fill('');
      await page.getByLabel('Label').fill('');
      await page.reload();
      await page.getByRole('row', { name: /Stanford XC/ }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'links-admin-desktop');
    });
  });

  it('composes the coach e-mail with the chosen link and copies it as HTML and plain text', async () => {
    await onAdminPage('email-kit', async (page) => {
      await gotoApp(page, `${server.baseUrl}/admin/email-kit`);
      await page.getByRole('heading', { name: 'Coach e-mail' }).waitFor();
      const body = page.getByLabel('E-mail body');
      await body.waitFor();
      expect(await body.textContent()).toContain('Personal records');
      expect(await body.textContent()).toContain(`${server.baseUrl}/resume`);
      await page.getByLabel('Site link').selectOption({ label: 'Stanford XC (stanford-xc)' });
      await expect.poll(() => body.textContent()).toContain(`${server.baseUrl}/?via=stanford-xc`);
      expect(await page.locator('.email-kit__subject').textContent()).toContain('interest in Stanford XC');

      const mailto = await page.getByRole('link', { name: 'Open in mail app' }).getAttribute('href');
      expect(new URL(mailto ?? '').searchParams.get('body')).toContain('stanford-xc');

      await page.getByRole('button', { name: 'Copy e-mail' }).click();
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'E-mail copied' }).count()).toBe(1);
      const copied = await page.evaluate(async () => {
        const [item] = await navigator.clipboard.read();
        const read = async (type: string) => (item!.types.includes(type) ? (await item!.getType(type)).text() : '');
        return { types: [...item!.types].sort(), text: await read('text/plain'), html: await read('text/html') };
      });
      expect(copied.types).toEqual(['text/html', 'text/plain']);
      expect(copied.text).toMatch(/^Dear Coach,\n\n/);
      expect(copied.text).toContain('Latest race');
      expect(copied.text).toContain('?via=stanford-xc');
      expect(copied.html).toContain('<table');
      expect(copied.html).toContain('href="http');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'links-email-kit-desktop');
    });
  });

  it('both screens fit a phone', async () => {
    const phone = await browser.newContext({ ...PHONE, userAgent: CHROME });
    const page = await phone.newPage();
    try {
      await signIn(page);
      for (const [path, heading, name] of [
        ['/admin/links', 'College links', 'links-admin-phone'],
        ['/admin/email-kit', 'Coach e-mail', 'links-email-kit-phone'],
      ] as const) {
        await gotoApp(page, `${server.baseUrl}${path}`);
        await page.getByRole('heading', { name: heading }).waitFor();
        await page.locator('.links-table, .email-kit__body').first().waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await screenshot(page, name);
      }
    } finally {
      await phone.close();
    }
  });
});
