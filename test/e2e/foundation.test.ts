import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, screenshot, startServer, watchErrors, type E2eServer, gotoApp } from './harness';

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

describe('foundation, end to end', () => {
  it('shows the demo PRs and races on the home page, at phone and desktop width', async () => {
    for (const [name, opts] of [['home-phone', PHONE], ['home-desktop', DESKTOP]] as const) {
      const page = await browser.newPage(opts);
      const errors = watchErrors(page);
      await gotoApp(page, `${server.baseUrl}/`);
      await expect.poll(() => page.locator('.pr-badge').count()).toBeGreaterThan(2);
      await expect.poll(() => page.locator('.race-card').count()).toBeGreaterThan(2);
      expect(await page.getByRole('heading', { name: 'Personal Records' }).isVisible()).toBe(true);
      await screenshot(page, name);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('signs in, creates a race and a PR linked to it, and sees both on the public pages', async () => {
    const page = await browser.newPage(DESKTOP);
    const errors = watchErrors(page);
    // The guard sends a visitor to the login page with `next`.
    await gotoApp(page, `${server.baseUrl}/admin/courses`);
    await page.waitForURL(/\/admin\/login\?next=%2Fadmin%2Fcourses/);
    await page.getByLabel('Email').fill(server.admin.email);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // One language on the screen: the sign-in error is English like the rest of the page.
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Wrong e-mail or password.');
    await page.getByLabel('Password').fill(server.admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin\/courses$/);

    // The races editor: Create stays enabled and, pressed too early, says what is wrong (#46).
    const form = page.getByRole('form', { name: 'New race' });
    await form.getByLabel('Title').fill('Winter Classic');
    await form.getByLabel('Venue').fill('Pinewood Park');
    // A new race starts empty (examples only in placeholders): nothing looks like a real result.
    expect(await form.getByLabel('Distance').inputValue()).toBe('');
    expect(await form.getByLabel('Time').getAttribute('placeholder')).toBe('e.g. 15:38.00');
    await form.getByLabel('Distance').fill('5K XC');
    await form.getByLabel('Time').fill('15:1');
    await form.getByRole('button', { name: 'Create race' }).click();
    await expect.poll(() => form.locator('.form-summary').textContent()).toBe('To fix before saving: Date, Time.');
    await form.getByLabel('Time').fill('15:12,40');
    await form.getByLabel('Date').fill('2026-11-15');
    await form.getByRole('button', { name: 'Create race' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Saved ✅');
    await expect.poll(() => page.getByText('Winter Classic').count()).toBeGreaterThan(0);

    await gotoApp(page, `${server.baseUrl}/admin/prs`);
    const prForm = page.getByRole('form', { name: 'New PR' });
    expect(await prForm.getByLabel('Time').inputValue()).toBe('');
    await prForm.getByLabel('Distance').fill('5K');
    await prForm.getByLabel('Time').fill('15:12.40');
    await prForm.getByLabel('Date').fill('2026-11-15');
    await expect.poll(() => prForm.getByLabel('Linked race').locator('option').count()).toBeGreaterThan(1);
    const option = prForm.getByLabel('Linked race').locator('option', { hasText: 'Winter Classic' });
    await prForm.getByLabel('Linked race').selectOption(await option.getAttribute('value'));
    await prForm.getByRole('button', { name: 'Create PR' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Saved ✅');

    // Public pages.
    await gotoApp(page, `${server.baseUrl}/courses`);
    await expect.poll(() => page.getByRole('heading', { name: 'Winter Classic' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Details of Winter Classic' }).click();
    await page.waitForURL(/\/courses\/\d+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Winter Classic' }).count()).toBe(1);
    expect(await page.getByText('15:12.40').count()).toBeGreaterThan(0);

    await gotoApp(page, `${server.baseUrl}/prs`);
    const badge = page.getByRole('button', { name: /^5K in 15:12\.40/ });
    await badge.click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading', { name: 'Winter Classic' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // Focus went back to the badge that opened the overlay.
    expect(await badge.evaluate((el) => el === document.activeElement)).toBe(true);

    // Logout, in the admin menu (#46: no longer floating over the pages), signs out.
    await page.getByRole('navigation', { name: 'Admin', exact: true }).getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('navigation', { name: 'Admin screens' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    await expect.poll(() => page.getByRole('link', { name: 'Login' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows "Race not found." and "Not found"', async () => {
    const page = await browser.newPage(PHONE);
    await gotoApp(page, `${server.baseUrl}/courses/987654`);
    await expect.poll(() => page.getByRole('heading', { name: 'Race not found.' }).count()).toBe(1);
    await gotoApp(page, `${server.baseUrl}/no/such/page`);
    await expect.poll(() => page.getByRole('heading', { name: 'Not found' }).count()).toBe(1);
    await page.close();
  });
});
