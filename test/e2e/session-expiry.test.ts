import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, screenshot, startServer, watchErrors, type E2eServer, gotoApp } from './harness';

// The admin's session ends in the middle of an edit (here: signed out from another device, which
// ends every session). Nothing typed is lost: a sign-in dialog opens over the page, and once the
// admin has signed in again the same save goes through.

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(page: Page): Promise<void> {
  await gotoApp(page, `${server.baseUrl}/admin/login`);
  await page.getByLabel('Email').fill(server.admin.email);
  await page.getByLabel('Password').fill(server.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin$/);
}

/** Ends every session of the admin on the server, as a sign-out on another device does. */
async function endSessionsElsewhere(page: Page): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  const res = await fetch(`${server.baseUrl}/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
}

async function publicSettings(): Promise<Record<string, string>> {
  const res = await fetch(`${server.baseUrl}/content/public/settings?ts=${Date.now()}`);
  return (await res.json()) as Record<string, string>;
}

describe('session expired mid-edit', () => {
  it('keeps the inline text, asks for the password in a dialog, then saves it', async () => {
    const page = await browser.newPage(DESKTOP);
    const errors = watchErrors(page);
    await signIn(page);
    await gotoApp(page, `${server.baseUrl}/`);
    const title = page.getByRole('textbox', { name: 'Hero subtitle', exact: true });
    await title.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Class of 2027 · State champion, 3200 m');

    await endSessionsElsewhere(page);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
    await dialog.waitFor();
    // The typed text is still on the page behind the dialog, and the e-mail is filled in.
    expect(await title.innerText()).toBe('Class of 2027 · State champion, 3200 m');
    expect(await dialog.getByLabel('Email').inputValue()).toBe(server.admin.email);
    // Focus is in the dialog (on the password), and Tab stays inside it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    await screenshot(page, 'session-expiry-dialog', false);

    // A wrong password says so and keeps the dialog open.
    await dialog.getByLabel('Password').fill('not the password');
    await dialog.getByRole('button', { name: 'Sign in and save' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Wrong e-mail or password.' }).waitFor();

    await dialog.getByLabel('Password').fill(server.admin.password);
    await dialog.getByRole('button', { name: 'Sign in and save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await publicSettings()).heroSubtitle).toBe('Class of 2027 · State champion, 3200 m');
    // Still signed in, still editing, the saved text in place. Polled: the server has the text once
    // it commits, a moment before the browser has the save's answer (a page that went back to the old
    // text for good still fails here).
    await expect.poll(() => title.innerText()).toBe('Class of 2027 · State champion, 3200 m');
    expect(await page.locator('.inline-edit--failed').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('gives up only when the admin cancels: Escape closes the dialog and the save fails as before', async () => {
    const page = await browser.newPage(DESKTOP);
    await signIn(page);
    await gotoApp(page, `${server.baseUrl}/`);
    const before = (await publicSettings()).heroTitle;
    const title = page.getByRole('textbox', { name: 'Hero title', exact: true });
    await title.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Not saved');
    await endSessionsElsewhere(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Signed out: the page is the visitor's again, and nothing was written.
    await expect.poll(() => page.locator('.admin-float').count()).toBe(0);
    expect((await publicSettings()).heroTitle).toBe(before);
  });

  it('keeps an admin form open with its text and saves it after signing in again', async () => {
    const page = await browser.newPage(DESKTOP);
    await signIn(page);
    await gotoApp(page, `${server.baseUrl}/admin/settings`);
    const field = page.getByLabel('Hero subtitle', { exact: true });
    await field.fill('Typed in the settings form');
    await endSessionsElsewhere(page);
    await page.getByRole('button', { name: /^Save/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
    await dialog.waitFor();
    await dialog.getByLabel('Password').fill(server.admin.password);
    await dialog.getByRole('button', { name: 'Sign in and save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await publicSettings()).heroSubtitle).toBe('Typed in the settings form');
    expect(await field.inputValue()).toBe('Typed in the settings form');
    expect(page.url()).toBe(`${server.baseUrl}/admin/settings`);
  });
});
