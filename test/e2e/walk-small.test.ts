import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, gotoApp, hydrateAll, launchBrowser, screenshot, startServer, type E2eServer } from './harness';
import { allAxeViolations } from './layout-checks';

// The second walk's small leftovers (#46, item 10 and the walk's notes), each driven the way a
// person meets it: with JavaScript off, on a phone, by keyboard.

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

/**
 * A phone page of the server's HTML that the app never takes over: its scripts are refused. Unlike
 * a context with JavaScript off, axe can still be run on it (a page with scripts off runs none).
 */
async function openWithoutApp(url: string): Promise<Page> {
  // axe goes in as an inline script, which the site's CSP refuses.
  const context = await browser.newContext({ ...PHONE, bypassCSP: true });
  const page = await context.newPage();
  await page.route(/\.m?js(\?|$)/, (route) => route.abort());
  await page.goto(`${server.baseUrl}${url}`, { waitUntil: 'load' });
  return page;
}

describe('with JavaScript off', () => {
  it('the phone Menu opens the menu and a PR badge opens its details', async () => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`, { waitUntil: 'load' });
    const panel = page.locator('#site-menu');
    expect(await panel.isVisible()).toBe(false);
    await page.getByText('Menu', { exact: true }).click();
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: 'Team' }).isVisible()).toBe(true);
    await screenshot(page, 'walk-small-nojs-menu', false);
    await panel.getByRole('link', { name: 'Team' }).click();
    await page.waitForURL(/\/team$/);

    await page.goto(`${server.baseUrl}/`, { waitUntil: 'load' });
    const badge = page.locator('#prs .pr-badge').first();
    const distance = (await badge.locator('.pr-badge__distance').textContent())!;
    await badge.click();
    await page.waitForURL(/[?&]open=pr-\d+/);
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toContain(distance);
    // On the screen, not a box inside its not-yet-laid-out section.
    const box = (await dialog.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await screenshot(page, 'walk-small-nojs-pr', false);
    await context.close();
  });

  it('axe finds nothing on the server menu, open, nor on a record address with its dialog', async () => {
    const home = await openWithoutApp('/');
    expect(await home.locator('html[data-app="ready"]').count()).toBe(0);
    await home.getByText('Menu', { exact: true }).click();
    expect(await home.locator('#site-menu').isVisible()).toBe(true);
    expect(await allAxeViolations(home)).toEqual([]);
    const pr = await openWithoutApp('/?open=pr-1');
    expect(await pr.getByRole('dialog').count()).toBe(1);
    expect(await allAxeViolations(pr)).toEqual([]);
    await home.context().close();
    await pr.context().close();
  });

  it('with JavaScript on, the same menu and badges are buttons that open in place', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await gotoApp(page, `${server.baseUrl}/`);
    await hydrateAll(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await page.locator('#site-menu').isVisible()).toBe(false);
    await page.locator('#prs').getByRole('button').first().click();
    await page.getByRole('dialog').waitFor();
    await context.close();
  });
});
