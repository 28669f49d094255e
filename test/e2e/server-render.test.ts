import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser, screenshot, startServer, type E2eServer } from './harness';

// The server's HTML taken over by the app: nothing printed to the console (a hydration mismatch is
// an error there), nothing moving (layout shifts measured by the browser itself), the page
// interactive afterwards, and the same page readable with JavaScript off.

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

/** A phone page that records console messages, page errors and every layout shift from the start. */
async function openPhone(context: BrowserContext, url: string): Promise<{ page: Page; messages: string[] }> {
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Array<{ value: number; nodes: string }> };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
        if (!e.hadRecentInput) w.__shifts.push({ value: e.value, nodes: (e.sources ?? []).map((s) => (s.node as Element | undefined)?.className ?? s.node?.nodeName).join(', ') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${server.baseUrl}${url}`, { waitUntil: 'load' });
  return { page, messages };
}

/** Waits until the app has hydrated the far sections too (their buttons answer) and the browser is idle. */
async function settled(page: Page): Promise<void> {
  await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null), { timeout: 3000 })));
}

/** Whether React has taken over the element: it marks each one with its own keys. */
const isHydrated = (page: Page, selector: string) => page.evaluate((s) => Object.keys(document.querySelector(s) ?? {}).some((k) => k.startsWith('__reactFiber')), selector);

const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: Array<{ value: number; nodes: string }> }).__shifts);

describe('server-rendered pages in Chromium', () => {
  it('/ hydrates without a console message or a layout shift, and is interactive', async () => {
    const context = await browser.newContext(PHONE);
    const { page, messages } = await openPhone(context, '/');
    await settled(page);
    // Interactive: a PR badge opens its dialog (a dead server-rendered button would not).
    await page.locator('.pr-badge').first().click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    expect(page.url()).toMatch(/\?open=pr-\d+$/);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await shifts(page)).toEqual([]);
    expect(messages).toEqual([]);
    await context.close();
  });

  it('hydrates the sections far below the screen only as they come near, and a first tap on one still waiting is not lost', async () => {
    const context = await browser.newContext(PHONE);
    const { page, messages } = await openPhone(context, '/');
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null), { timeout: 3000 })));
    const hydrated = (selector: string) => isHydrated(page, selector);
    expect(await hydrated('#hero h1')).toBe(true);
    expect(await hydrated('#coach h2')).toBe(false);
    expect(await hydrated('#support .like-btn')).toBe(false);

    // A tap on a like button the app has not taken over yet (no scroll first): the like counts.
    const before = await page.locator('#support .like-btn').first().getAttribute('aria-label');
    const count = (label: string | null) => Number(/(\d+) like/.exec(label ?? '')?.[1]);
    await page.evaluate(() => document.querySelector<HTMLButtonElement>('#support .like-btn')!.click());
    await expect.poll(() => page.locator('#support .like-btn').first().getAttribute('aria-pressed')).toBe('true');
    expect(count(await page.locator('#support .like-btn').first().getAttribute('aria-label'))).toBe(count(before) + 1);

    // The tap opened its own part only; a key press (the keyboard may go anywhere) opens the rest.
    expect(await hydrated('#coach h2')).toBe(false);
    await page.keyboard.press('Tab');
    await expect.poll(() => hydrated('#coach h2')).toBe(true);
    expect(messages).toEqual([]);
    await context.close();
  });

  it('hydrates a far section when it is scrolled near, without a mismatch', async () => {
    const context = await browser.newContext(PHONE);
    const { page, messages } = await openPhone(context, '/');
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    const hydrated = (selector: string) => isHydrated(page, selector);
    expect(await hydrated('#universities h2')).toBe(false);
    await page.evaluate(() => document.getElementById('universities')!.scrollIntoView());
    await expect.poll(() => hydrated('#universities h2')).toBe(true);
    expect(messages).toEqual([]);
    expect(await shifts(page)).toEqual([]);
    await context.close();
  });

  it('a link to a far section lands on it, though the sections below the screen are not laid out until near', async () => {
    // The home sections skip layout while off screen (content-visibility): a jump must not land
    // where their estimated heights would put the section.
    const context = await browser.newContext(PHONE);
    for (const id of ['coach', 'universities']) {
      const { page } = await openPhone(context, `/#${id}`);
      await settled(page);
      const headerBottom = await page.evaluate(() => Math.round(document.querySelector('header')!.getBoundingClientRect().bottom));
      await expect.poll(() => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), id)).toBeLessThanOrEqual(headerBottom + 24);
      expect(await page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), id)).toBeGreaterThanOrEqual(0);
      await page.close();
    }
    await context.close();
  });

  it('an item address opens its dialog from the server, and the app keeps it open', async () => {
    const context = await browser.newContext(PHONE);
    const { page, messages } = await openPhone(context, '/?open=race-1');
    await settled(page);
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.count()).toBe(1);
    // The app has moved it out of the page flow (a portal to the body) and it closes.
    await expect.poll(() => page.evaluate(() => document.querySelector('.modal-backdrop')?.parentElement === document.body)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await shifts(page)).toEqual([]);
    expect(messages).toEqual([]);
    await context.close();
  });

  it('the other public pages hydrate without a console message', async () => {
    const context = await browser.newContext(PHONE);
    for (const url of ['/courses', '/courses/1', '/prs?open=pr-2', '/training', '/team', '/coach', '/socials', '/support', '/contact', '/?open=press-1']) {
      const { page, messages } = await openPhone(context, url);
      await settled(page);
      expect({ url, messages }).toEqual({ url, messages: [] });
      await page.close();
    }
    await context.close();
  });

  it('/ reads the same with JavaScript off (phone screenshots of both)', async () => {
    const on = await browser.newContext(PHONE);
    const withJs = (await openPhone(on, '/')).page;
    await settled(withJs);
    await screenshot(withJs, 'ssr-home-js', false);
    const off = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const noJs = await off.newPage();
    await noJs.goto(`${server.baseUrl}/`, { waitUntil: 'load' });
    await screenshot(noJs, 'ssr-home-nojs', false);
    await screenshot(noJs, 'ssr-home-nojs-full', true);
    const text = await noJs.locator('#main').innerText();
    expect(text).toMatch(/Personal Records/i);
    expect(await noJs.locator('.pr-badge').count()).toBeGreaterThan(0);
    expect(await noJs.locator('.upcoming-card').count()).toBeGreaterThan(0);
    expect(await noJs.locator('#coach').count()).toBe(1);
    // The first screen is the same picture with and without the app.
    expect(await withJs.locator('#hero').boundingBox()).toEqual(await noJs.locator('#hero').boundingBox());
    await on.close();
    await off.close();
  });
});
