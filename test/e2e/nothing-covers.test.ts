import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SCREENS } from '../../ui/admin/admin-screens';
import { DESKTOP, PHONE, gotoApp, launchBrowser, screenshot, startServer, watchErrors, type E2eServer } from './harness';
import { controlsCoveredAtCentre } from './layout-checks';

// Nothing covers a control (#46 item 2): signed in as the admin on the demo site, on every admin
// screen and the home page at a phone's and a laptop's size, every button, link and field brought
// to the middle of the screen (or as far as the page allows) is the element at its centre. The
// floating Admin button and the sticky save bars leave the page room for themselves; Logout lives
// in the admin menu.

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

const CONTROLS = 'button, a[href], input:not([type=hidden]), select, textarea, summary, [contenteditable=true]';

async function signIn(page: Page): Promise<void> {
  await gotoApp(page, `${server.baseUrl}/admin/login`);
  await page.getByLabel('Email').fill(server.admin.email);
  await page.getByLabel('Password').fill(server.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin(\/setup)?$/);
}

/** Opens a page and waits until its lists and lazy parts have loaded. */
async function open(page: Page, path: string): Promise<void> {
  await gotoApp(page, `${server.baseUrl}${path}`);
  await page.locator('main h1, main #hero-title').first().waitFor();
  await expect.poll(() => page.locator('main .state--loading, main [aria-busy="true"]').count()).toBe(0);
}

describe('nothing covers a control', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('%s: every admin screen, signed in', async (device, options) => {
    const ctx = await browser.newContext({ ...options, reducedMotion: 'reduce' });
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    const problems: Record<string, string[]> = {};
    try {
      await signIn(page);
      // The admin screens, and public pages where the signed-in admin's Admin button floats.
      for (const path of ['/admin', ...ADMIN_SCREENS.map((s) => `/admin/${s.id}`), '/', '/prs', '/contact']) {
        await open(page, path);
        const covered = await controlsCoveredAtCentre(page, CONTROLS);
        if (covered.length) {
          problems[path] = covered;
          await screenshot(page, `nothing-covers-${device}${path.replaceAll('/', '-')}`, false);
        }
      }
      expect(problems).toEqual({});
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  }, 600_000);

  it('Logout is in the admin menu and signs out; no Logout floats over the public pages', async () => {
    const ctx = await browser.newContext(PHONE);
    const page = await ctx.newPage();
    await signIn(page);
    // Nothing floats in the admin area: the sticky save bar has the bottom of the window to itself.
    await open(page, '/admin/settings');
    expect(await page.locator('.admin-float').count()).toBe(0);
    await open(page, '/prs');
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    await page.getByRole('navigation', { name: 'Admin', exact: true }).getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL(/\/admin$/);
    const menu = page.getByRole('navigation', { name: 'Admin screens' });
    await menu.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    await expect.poll(() => page.getByRole('link', { name: 'Login' }).count()).toBe(1);
    await ctx.close();
  });
});
