import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, gotoApp, hydrateAll, launchBrowser, screenshot, startServer, watchErrors, type E2eServer } from './harness';

// The recruiter's first screen (#46 item 1): on a phone the demo's first screen holds the name,
// the class, the school, the best marks and the résumé and contact actions; the family orders and
// hides the home sections from Settings and the home page follows; the universities' vote counts
// are hidden on a new site (and the demo) until the family shows them.

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

/** True when the element's box lies wholly inside the first screen (the page not scrolled). */
const inFirstScreen = (page: Page, selector: string, text?: string) =>
  page.evaluate(
    ([sel, txt]) => {
      const el = [...document.querySelectorAll(sel!)].find((e) => !txt || e.textContent?.trim() === txt);
      if (!el) return `no ${sel} ${txt ?? ''}`;
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight && r.width > 0 ? 'in' : `at ${Math.round(r.top)}–${Math.round(r.bottom)} of ${innerHeight}`;
    },
    [selector, text] as const,
  );

async function signIn(page: Page): Promise<void> {
  await gotoApp(page, `${server.baseUrl}/admin/login?next=${encodeURIComponent('/admin/settings')}`);
  await page.getByLabel('Email').fill(server.admin.email);
  await page.getByLabel('Password').fill(server.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/settings');
}

describe("the recruiter's first screen", () => {
  it('on a phone: the name, class, school, best marks, résumé and contact are on the first screen, with JavaScript or without', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const ctx = await browser.newContext({ ...PHONE, javaScriptEnabled });
      const page = await ctx.newPage();
      const errors = watchErrors(page);
      if (javaScriptEnabled) await gotoApp(page, `${server.baseUrl}/`);
      else await page.goto(`${server.baseUrl}/`);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await inFirstScreen(page, '#hero-title', 'Owen Hartley')).toBe('in');
      expect(await inFirstScreen(page, '.hero__subtitle')).toBe('in');
      expect(await page.locator('.hero__subtitle').textContent()).toContain('Class of 2027');
      expect(await inFirstScreen(page, '.hero__school')).toBe('in');
      expect(await page.locator('.hero__school').textContent()).toContain('Lincoln High School');
      // The demo's three featured marks, 15:38 first.
      expect(await page.locator('.hero__marks .hero__mark-time').allTextContents()).toEqual(['15:38', '9:42', '4:21.35']);
      expect(await inFirstScreen(page, '.hero__mark-time', '15:38')).toBe('in');
      expect(await inFirstScreen(page, '.hero a', 'One-page résumé')).toBe('in');
      expect(await inFirstScreen(page, '.hero a', 'Contact')).toBe('in');
      if (javaScriptEnabled) await screenshot(page, 'first-screen-phone', false);
      expect(errors).toEqual([]);
      await ctx.close();
    }
  });

  it('the marks are in the server HTML: nothing moves when the page hydrates', async () => {
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    expect(html).toContain('15:38');
    const page = await browser.newPage(PHONE);
    await page.goto(`${server.baseUrl}/`);
    const before = await page.locator('.hero__marks').boundingBox();
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    await hydrateAll(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.locator('.hero__marks').boundingBox()).toEqual(before);
    await page.close();
  });

  it('hides the vote counts by default: no count on the page nor in the answer', async () => {
    const unis = (await (await fetch(`${server.baseUrl}/content/public/universities`)).json()) as Array<Record<string, unknown>>;
    expect(unis.length).toBeGreaterThan(0);
    for (const u of unis) expect(u).not.toHaveProperty('voteCount');
    const page = await browser.newPage(DESKTOP);
    await gotoApp(page, `${server.baseUrl}/`);
    await hydrateAll(page);
    await expect.poll(() => page.locator('#universities .uni-card').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.locator('#universities .uni-card__votes').count()).toBe(0);
    await page.close();
  });

  it('the family hides a section and moves one in Settings, and the home page follows', async () => {
    const ctx = await browser.newContext(PHONE);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await signIn(page);
    const panel = page.getByRole('region', { name: 'Home page' });
    await panel.waitFor();
    // Races above the upcoming ones; the cheers off.
    await panel.getByRole('button', { name: 'Move Recent Races up' }).click();
    await panel.getByRole('checkbox', { name: 'Show Cheer Owen On' }).uncheck();
    await screenshot(page, 'first-screen-settings-home-order', false);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('All changes saved').count()).toBeGreaterThan(0);
    const saved = (await (await fetch(`${server.baseUrl}/content/public/settings`)).json()) as { homeSections: Array<{ id: string; shown: boolean }> };
    expect(saved.homeSections.find((s) => s.id === 'cheers')).toEqual({ id: 'cheers', shown: false });

    const visitor = await browser.newContext(DESKTOP);
    const home = await visitor.newPage();
    await gotoApp(home, `${server.baseUrl}/`);
    await hydrateAll(home);
    await expect.poll(() => home.locator('#recent').count(), { timeout: 15_000 }).toBe(1);
    const order = await home.evaluate(() => [...document.querySelectorAll('.sections section[id]')].map((s) => s.id));
    expect(order.indexOf('recent')).toBeLessThan(order.indexOf('upcoming'));
    expect(order).not.toContain('support');
    // The nav's anchor to the hidden section is gone with it.
    expect(await home.locator('nav a[href$="#support"]').count()).toBe(0);
    expect(await home.locator('nav a[href$="#prs"]').count()).toBeGreaterThan(0);
    // The server's own render follows the same order.
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    expect(html.indexOf('id="recent"')).toBeLessThan(html.indexOf('id="upcoming"'));
    expect(html).not.toContain('id="support"');
    expect(errors).toEqual([]);
    await visitor.close();
    await ctx.close();
  });
});
