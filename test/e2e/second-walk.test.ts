import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, hydrateAll, launchBrowser, screenshot, startServer, watchErrors, type E2eServer, gotoApp } from './harness';
import { allAxeViolations } from './layout-checks';

// The second walk (#46) on the demo site: a submit button that says what is missing instead of
// staying grey, the keyboard's way into an edit and back, and the phone screenshots of each place
// (test-results/second-walk-*.png).

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

/** Signs in through the login page. */
async function signIn(page: Page): Promise<void> {
  await gotoApp(page, `${server.baseUrl}/admin/login`);
  await page.getByLabel('Email').fill(server.admin.email);
  await page.getByLabel('Password').fill(server.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin(\/setup)?$/);
}

/** A signed-in page at a size, with its page errors collected. */
async function adminPage(options: object): Promise<{ ctx: BrowserContext; page: Page; errors: string[] }> {
  const ctx = await browser.newContext({ ...options, reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await signIn(page);
  return { ctx, page, errors };
}

/** The accessible name (aria-label, else text) and value of the focused element. */
const focused = (page: Page) => page.evaluate(() => {
  const el = document.activeElement as HTMLInputElement | null;
  return { label: el?.getAttribute('aria-label') ?? el?.labels?.[0]?.textContent ?? el?.textContent ?? '', value: el?.value ?? '', tag: el?.tagName ?? '' };
});

describe('reasons instead of a greyed button', () => {
  it('Create race without a venue says "Venue is required" at once, beside the field and by the button; Enter submits too', async () => {
    const { ctx, page, errors } = await adminPage(PHONE);
    try {
      await gotoApp(page, `${server.baseUrl}/admin/courses`);
      const form = page.getByRole('form', { name: 'New race' });
      await form.getByLabel('Title').fill('County meet');
      await form.getByLabel('Distance').fill('5K');
      await form.getByLabel('Date').fill('2026-10-03');
      await form.getByLabel('Time').fill('15:38');
      // One name per thing (#46 item 5): the sort order is "Display order", one result link.
      expect(await form.getByLabel('Display order').count()).toBe(1);
      expect(await form.getByLabel(/result/i).count()).toBe(1);
      const create = form.getByRole('button', { name: 'Create race' });
      expect(await create.isEnabled()).toBe(true);
      await create.click();
      await expect.poll(() => form.getByText('Venue is required').count()).toBe(1);
      await expect.poll(() => form.locator('.form-summary').textContent()).toContain('Venue');
      // The keyboard is taken to the field that needs it.
      expect((await focused(page)).label).toBe('Venue');
      await screenshot(page, 'second-walk-race-missing-venue', false);
      await create.scrollIntoViewIfNeeded();
      await screenshot(page, 'second-walk-race-summary', false);

      // Enter in a field submits: a second problem shows without leaving the field.
      await form.getByLabel('Title').fill('');
      await form.getByLabel('Distance').press('Enter');
      await expect.poll(() => form.locator('.form-summary').textContent()).toContain('Title');
      expect((await focused(page)).label).toBe('Title');

      await form.getByLabel('Title').fill('County meet');
      await form.getByLabel('Venue').fill('Lakeside park');
      await form.getByLabel('Venue').press('Enter');
      await expect.poll(() => page.getByText('County meet').count()).toBeGreaterThan(0);
      await expect.poll(() => form.locator('.form-summary').textContent()).toBe('');
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  }, 60_000);
});

describe('the keyboard through an edit', () => {
  it('Enter on a row\'s Edit puts the focus in the form; Cancel and Save give it back to the row', async () => {
    const { ctx, page, errors } = await adminPage(DESKTOP);
    try {
      await gotoApp(page, `${server.baseUrl}/admin/courses`);
      const edit = page.getByRole('button', { name: /^Edit / }).first();
      const name = (await edit.getAttribute('aria-label'))!;
      const title = name.replace(/^Edit /, '');
      await edit.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => focused(page)).toEqual({ label: 'Title', value: title, tag: 'INPUT' });

      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(async () => (await focused(page)).label).toBe(name);

      await page.keyboard.press('Enter');
      await expect.poll(async () => (await focused(page)).label).toBe('Title');
      // Enter in the form saves; the focus is back on the row's Edit.
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await focused(page)).label).toBe(name);
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  }, 60_000);

  it('the date field\'s calendar button shows where the focus is', async () => {
    const { ctx, page } = await adminPage(PHONE);
    try {
      await gotoApp(page, `${server.baseUrl}/admin/courses`);
      const date = page.getByRole('form', { name: 'New race' }).getByLabel('Date');
      await date.focus();
      // Month, day, year, then the calendar button.
      for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
      await date.locator('..').screenshot({ path: `${process.cwd()}/test-results/second-walk-date-focus.png` });
      // On the calendar button (in the field's shadow tree) the field is only :focus-within; it keeps the ring.
      expect(await date.evaluate((el) => [el === document.activeElement, el.matches(':focus'), el.matches(':focus-within'), getComputedStyle(el).outlineStyle])).toEqual([true, false, true, 'solid']);
    } finally {
      await ctx.close();
    }
  }, 60_000);
});

describe('axe on the pages the walk flagged', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('%s: no violation of any impact on a race page, /support and /admin/coach with an open invite', async (device, options) => {
    // bypassCSP: axe is injected as an inline script, which the site's policy refuses.
    const { ctx, page, errors } = await adminPage({ ...options, bypassCSP: true });
    try {
      await gotoApp(page, `${server.baseUrl}/admin/coach`);
      const invite = page.getByRole('form', { name: 'Invite a coach' });
      await invite.getByLabel('Coach name').fill(`Coach Axe ${device}`);
      await invite.getByLabel('Coach e-mail').fill(`axe-${device}@example.org`);
      await invite.getByRole('button', { name: 'Create invite link' }).click();
      const row = page.getByRole('listitem', { name: `Invite for Coach Axe ${device}` });
      await expect.poll(() => row.getByRole('button', { name: /^Copy link/ }).count()).toBe(1);
      const found: Record<string, unknown> = { '/admin/coach': await allAxeViolations(page) };
      await screenshot(page, `second-walk-${device}-admin-coach`, false);

      const races = (await (await fetch(`${server.baseUrl}/content/public/races`)).json()) as Array<{ id: number; splits?: unknown[] }>;
      const race = races.find((r) => r.splits?.length) ?? races[0]!;
      for (const path of [`/courses/${race.id}`, '/support']) {
        await gotoApp(page, `${server.baseUrl}${path}`);
        await hydrateAll(page);
        found[path] = await allAxeViolations(page);
        await screenshot(page, `second-walk-${device}${path.replaceAll('/', '-')}`, false);
      }
      expect(found).toEqual({ '/admin/coach': [], [`/courses/${race.id}`]: [], '/support': [] });
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  }, 90_000);

  it.each([
    ['phone', 44, PHONE],
    ['desktop', 24, DESKTOP],
  ] as const)('%s: "Add to calendar" and "Subscribe to every race" are at least %s px tall', async (device, min, options) => {
    const ctx = await browser.newContext(options);
    const page = await ctx.newPage();
    try {
      await gotoApp(page, `${server.baseUrl}/`);
      await hydrateAll(page);
      const links = [page.locator('#upcoming .upcoming-card__ics').first(), page.getByRole('link', { name: /Subscribe to every race/ })];
      for (const link of links) {
        await link.scrollIntoViewIfNeeded();
        expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(min);
      }
      if (device === 'phone') await screenshot(page, 'second-walk-upcoming', false);
    } finally {
      await ctx.close();
    }
  }, 60_000);
});

describe('sharing', () => {
  it('/resume has its preview card (og:title, og:description, og:image)', async () => {
    const html = await (await fetch(`${server.baseUrl}/resume`)).text();
    const og = (p: string) => new RegExp(`<meta property="og:${p}" content="([^"]+)">`).exec(html)?.[1];
    expect(og('title')).toContain('Athlete résumé');
    expect(og('description')).toBeTruthy();
    const image = og('image')!;
    expect(image).toMatch(/\/share\/home-[\w-]+\.jpg$/);
    const card = await fetch(image.replace(/^https?:\/\/[^/]+/, server.baseUrl));
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/jpeg');
  });

  it.each([
    ['phone (share sheet)', PHONE, true],
    ['desktop (copy link)', DESKTOP, false],
  ] as const)('%s: Share on the résumé, a race page and a PR', async (device, options, sheet) => {
    const ctx = await browser.newContext({ ...options, permissions: ['clipboard-read', 'clipboard-write'] });
    // Headless Chromium has no share sheet: on the "phone" one stands in for it and records what it got.
    if (sheet) await ctx.addInitScript(() => {
      const shared: unknown[] = [];
      (window as unknown as { shared: unknown[] }).shared = shared;
      Object.defineProperty(navigator, 'share', { value: async (data: unknown) => void shared.push(data), configurable: true });
    });
    else await ctx.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    const sharedUrl = async () => (sheet ? page.evaluate(() => ((window as unknown as { shared: Array<{ url: string }> }).shared.at(-1)?.url ?? '')) : page.evaluate(() => navigator.clipboard.readText()));
    try {
      await page.goto(`${server.baseUrl}/resume`);
      await page.getByRole('button', { name: 'Share' }).click();
      await expect.poll(sharedUrl).toBe(`${server.baseUrl}/resume`);
      if (!sheet) await expect.poll(() => page.getByRole('status').textContent()).toBe('Link copied');
      if (sheet) await screenshot(page, 'second-walk-resume-share', false);

      const races = (await (await fetch(`${server.baseUrl}/content/public/races`)).json()) as Array<{ id: number }>;
      await gotoApp(page, `${server.baseUrl}/courses/${races[0]!.id}`);
      await page.locator('main').getByRole('button', { name: 'Share' }).click();
      await expect.poll(sharedUrl).toBe(`${server.baseUrl}/courses/${races[0]!.id}`);
      if (!sheet) await expect.poll(() => page.locator('main .share__said').first().textContent()).toBe('Link copied');
      if (sheet) await screenshot(page, 'second-walk-race-share', false);

      await gotoApp(page, `${server.baseUrl}/prs`);
      await hydrateAll(page);
      await page.locator('main').getByRole('button', { name: /5K/ }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Share' }).click();
      await expect.poll(sharedUrl).toMatch(/[?&]open=pr-\d+$/);
      if (!sheet) await expect.poll(() => dialog.locator('.share__said').textContent()).toBe('Link copied');
      else await screenshot(page, 'second-walk-pr-share', false);
      expect(errors, device).toEqual([]);
    } finally {
      await ctx.close();
    }
  }, 60_000);
});
