import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, gotoApp, hydrateAll, launchBrowser, runCli, screenshot, startServer, type E2eServer } from './harness';

// The public site with JavaScript off (a locked-down browser, a reader mode, a slow phone before the
// scripts arrive): no control that does nothing when pressed, no row that keeps moving with no way
// to stop it, and a footer that links only to parts with content. With JavaScript on, the same
// pages hydrate without a console message and every control is there. One server: the demo (every
// section has content) at 127.0.0.1 and an empty site (a fresh tenant) at localhost.
// Screenshots: test-results/no-script-*.png.

let server: E2eServer;
let browser: Browser;
/** The empty site's address: the fresh tenant answers `localhost`, the demo every other address. */
let emptyUrl: string;

beforeAll(async () => {
  server = await startServer();
  await runCli(['tenant', 'add', 'empty', '--host', 'localhost'], server.dataDir);
  emptyUrl = server.baseUrl.replace('127.0.0.1', 'localhost');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/** A page with JavaScript off. */
async function openWithoutScript(size: (typeof SIZES)[number][1], url: string, reducedMotion: 'reduce' | 'no-preference' = 'no-preference'): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({ ...size, javaScriptEnabled: false, reducedMotion });
  const page = await ctx.newPage();
  await page.goto(url, { waitUntil: 'load' });
  return { ctx, page };
}

/** A page with JavaScript on that records console errors and warnings (a hydration mismatch is one) and page errors. */
async function openWithScript(size: (typeof SIZES)[number][1], url: string): Promise<{ ctx: BrowserContext; page: Page; messages: string[] }> {
  const ctx = await browser.newContext({ ...size });
  const page = await ctx.newPage();
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  await gotoApp(page, url);
  return { ctx, page, messages };
}

/** The names of the visible buttons and form fields of the page (what a person could press or type in). */
const visibleControls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, input, select, textarea, [role="button"]')]
      .filter((el) => el.checkVisibility())
      .map((el) => el.getAttribute('aria-label') || el.textContent!.trim() || el.tagName),
  );

/** Scrolls a row sideways the way a person does (a wheel or a swipe over it); answers how far it moved. */
async function scrollByHand(page: Page, row: Locator, what: string): Promise<number> {
  // hover() waits until the row stands still (the page scrolls there smoothly) and puts the pointer
  // over it; a wheel turn that the browser gave to the page instead is turned again, as a person would.
  await expect
    .poll(
      async () => {
        await row.hover();
        await page.mouse.wheel(300, 0);
        return row.evaluate((el) => el.scrollLeft);
      },
      { message: what, timeout: 10_000 },
    )
    .toBeGreaterThan(0);
  return row.evaluate((el) => el.scrollLeft);
}

/** The footer's links, by name. */
const footerLinks = (page: Page) => page.getByRole('navigation', { name: 'Footer' }).getByRole('link').allTextContents();

describe('the home page with JavaScript off', () => {
  it('shows no button that does nothing: votes, likes, arrows, Pause/Faster, the emoji picker and Send are left out; the cards open their dialogs as links', async () => {
    for (const [name, size] of SIZES) {
      const { ctx, page } = await openWithoutScript(size, `${server.baseUrl}/`);
      // Every visible control on the page works without JavaScript: none is left.
      expect(await visibleControls(page)).toEqual([]);
      for (const label of [/^Vote for /, /^Like the cheer /, /^Pause$/, /^Faster$/, /^Previous /, /^Next /, /^Send$/]) {
        expect(await page.getByRole('button', { name: label }).filter({ visible: true }).count(), `${name} ${label}`).toBe(0);
      }
      // The cheer form would send nothing: a sentence says why it is not there.
      await page.getByText('Sending a cheer needs the page’s scripts, which this browser has turned off.').first().waitFor();
      expect(await page.getByRole('form', { name: 'Leave a cheer' }).isVisible()).toBe(false);
      // What is shown still reads: the universities' names, every team member once, the cheers.
      await page.locator('#universities').getByRole('heading', { name: 'Northridge State University' }).waitFor();
      await screenshot(page, `no-script-home-${name}`, false);
      await page.locator('#team').scrollIntoViewIfNeeded();
      await screenshot(page, `no-script-team-${name}`, false);
      await page.locator('#support').scrollIntoViewIfNeeded();
      await screenshot(page, `no-script-support-${name}`, false);

      // A race card is a link to the page with the race's dialog open, drawn by the server; its Close is a link back.
      await page.locator('#recent .race-card').first().click();
      await page.waitForURL(/[?&]open=race-\d+/);
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await screenshot(page, `no-script-race-dialog-${name}`, false);
      await dialog.getByRole('link', { name: 'Close' }).click();
      await page.waitForURL(`${server.baseUrl}/`);

      // So is an athlete's card; the like button inside the dialog is left out.
      await page.locator('#followed .athlete-card').first().click();
      await page.waitForURL(/[?&]open=athlete-\d+/);
      await page.getByRole('dialog').waitFor();
      expect(await visibleControls(page)).toEqual([]);
      await page.getByRole('dialog').getByRole('link', { name: 'Close' }).click();
      await page.waitForURL(`${server.baseUrl}/`);

      // The coach's note and the interview open a magazine only the app draws: their openers are left out, the note's words stay.
      expect(await page.locator('#coach .coach-card__quote').isVisible()).toBe(true);
      await ctx.close();
    }
  }, 120_000);

  it('the marquees and the team wheel stand still and scroll by hand, with reduced motion too', async () => {
    for (const [name, size] of SIZES) {
      for (const motion of ['no-preference', 'reduce'] as const) {
        const { ctx, page } = await openWithoutScript(size, `${server.baseUrl}/`, motion);
        for (const section of ['#universities', '#support']) {
          const marquee = page.locator(`${section} .marquee`);
          expect(await marquee.evaluate((el) => el.classList.contains('marquee--loop')), `${name} ${section}`).toBe(true);
          // Not moving: no animation runs on the row, and its looping copy is left out.
          expect(await marquee.locator('.marquee__track').evaluate((el) => [getComputedStyle(el).animationName, getComputedStyle(el).transform]), `${name} ${motion} ${section}`).toEqual(['none', 'none']);
          expect(await marquee.locator('.marquee__group').filter({ visible: true }).count()).toBe(1);
          expect(await scrollByHand(page, marquee.locator('.marquee__viewport'), `${name} ${motion} ${section}`)).toBeGreaterThan(0);
        }
        // The wheel cannot turn: each member stands once in a row that scrolls.
        const stage = page.locator('#team .team-wheel__stage');
        const names = await stage.locator('.member-card__name').filter({ visible: true }).allTextContents();
        expect(names.length).toBeGreaterThan(1);
        expect(new Set(names).size).toBe(names.length);
        expect(await scrollByHand(page, stage, `${name} ${motion} team`)).toBeGreaterThan(0);
        if (motion === 'reduce') await screenshot(page, `no-script-team-scrolled-${name}`, false);
        await ctx.close();
      }
    }
  }, 120_000);
});

describe('the home page with JavaScript on', () => {
  it('hydrates the same HTML without a console message, and every control is there and works', async () => {
    for (const [name, size] of SIZES) {
      const { ctx, page, messages } = await openWithScript(size, `${server.baseUrl}/`);
      await hydrateAll(page);
      const universities = page.locator('#universities');
      await universities.getByRole('button', { name: 'Pause' }).waitFor();
      await universities.getByRole('button', { name: 'Faster' }).waitFor();
      expect(await page.locator('#support').getByRole('button', { name: 'Send' }).isVisible()).toBe(true);
      expect(await page.locator('#support').getByRole('group', { name: 'Pick an emoji' }).isVisible()).toBe(true);
      expect(await page.getByText('Sending a cheer needs the page’s scripts').first().isVisible()).toBe(false);
      expect(await page.locator('#team').getByRole('button', { name: 'Next team member' }).isVisible()).toBe(true);
      // A vote counts.
      const vote = universities.getByRole('button', { name: 'Vote for Northridge State University' }).first();
      await vote.scrollIntoViewIfNeeded();
      await universities.getByRole('button', { name: 'Pause' }).click();
      await vote.click();
      await universities.getByText('1 of 3 picks used.').waitFor();
      // A race card is a button that opens its dialog in place.
      const card = page.locator('#recent').getByRole('button', { name: /State XC Championships/ }).first();
      await card.scrollIntoViewIfNeeded();
      await card.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(page.url()).toMatch(/\?open=race-\d+$/);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.evaluate(() => scrollTo(0, 0));
      await screenshot(page, `no-script-js-on-${name}`, false);
      expect(messages, name).toEqual([]);
      await ctx.close();
    }
  }, 120_000);
});

describe('the footer', () => {
  it('with JavaScript off, an empty site links only to the parts that have content, the same links as the app shows; hydration matches', async () => {
    for (const path of ['/', '/contact']) {
      const { ctx, page } = await openWithoutScript(PHONE, `${emptyUrl}${path}`);
      const off = await footerLinks(page);
      for (const empty of ['Personal records', 'All races', 'Team', 'Training', 'Coach note', 'Socials']) expect(off, `${path} ${empty}`).not.toContain(empty);
      expect(off).toContain('Contact');
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await screenshot(page, `no-script-footer-empty${path === '/' ? '' : path.replace('/', '-')}`, false);
      await ctx.close();

      // The app, once it has asked each part, shows the same links; its first render matched the server's.
      const on = await openWithScript(PHONE, `${emptyUrl}${path}`);
      await hydrateAll(on.page);
      expect(await footerLinks(on.page)).toEqual(off);
      expect(on.messages, path).toEqual([]);
      await on.ctx.close();
    }
    // The demo, with content everywhere, links to every page.
    const { ctx, page } = await openWithoutScript(DESKTOP, `${server.baseUrl}/`);
    expect(await footerLinks(page)).toEqual(expect.arrayContaining(['Training', 'All races', 'Personal records', 'Team', 'Coach note', 'Socials', 'Support', 'Contact']));
    await ctx.close();
  }, 120_000);
});

describe("the setup checklist's publish switch", () => {
  it("is the dashboard's styled switch, on a phone", async () => {
    const ctx = await browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
    const page = await ctx.newPage();
    await gotoApp(page, `${server.baseUrl}/admin/login`);
    await page.getByLabel('Email').fill(server.admin.email);
    await page.getByLabel('Password').fill(server.admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin(\/setup)?$/);
    await gotoApp(page, `${server.baseUrl}/admin`);
    const dashboard = page.locator('.publish-card').getByRole('switch');
    await dashboard.waitFor();
    const look = (s: Locator) =>
      s.evaluate((el) => {
        const c = getComputedStyle(el);
        const knob = getComputedStyle(el, '::after');
        return { appearance: c.appearance, width: c.width, height: c.height, radius: c.borderRadius, background: c.backgroundColor, knob: knob.content !== 'none' && knob.width };
      });
    const dashboardLook = await look(dashboard);
    const dashboardOn = await dashboard.isChecked();
    expect(dashboardLook.appearance).toBe('none');

    await page.getByRole('button', { name: 'What is still missing' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    const checklist = page.getByRole('complementary', { name: 'Still to do' });
    await checklist.waitFor();
    const show = checklist.getByRole('button', { name: 'Show the list' });
    if (await show.isVisible()) await show.click();
    const toggle = checklist.getByRole('switch', { name: /^(Publish the site|Published)$/ });
    await toggle.scrollIntoViewIfNeeded();
    const checklistLook = await look(toggle);
    // Same state (not published), same switch: size, shape, track colour and knob.
    expect(await toggle.isChecked()).toBe(dashboardOn);
    expect(checklistLook).toEqual(dashboardLook);
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    await screenshot(page, 'no-script-checklist-switch', false);
    await ctx.close();
  }, 120_000);
});
