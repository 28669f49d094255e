import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, axeViolations, launchBrowser, screenshot, startServer, watchErrors, type E2eServer, gotoApp } from './harness';

// A family's first run, from `tenant add` + `admin add`: visitors meet no empty section and no
// placeholder text; the admin's first sign-in opens the setup, whose five steps fill the site.

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ fresh: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Texts that mean an empty or built-in placeholder was shown to a visitor. */
const PLACEHOLDERS = /No PRs? yet|No races yet|No coach spotlight|coming soon|available yet|No (articles|athletes|team members|social links|messages|universities)|Athlete\.Site|Class of 2026/i;

/** Waits until the page has asked every question it will ask (the deferred sections and the nav's). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('[aria-busy="true"], .state--loading').count(), { timeout: 10_000 }).toBe(0);
}

/** The home page's nav anchors, once the answers about empty parts have arrived (they remove links). */
async function navAnchors(page: Page, expected: string[]): Promise<void> {
  await expect.poll(() => page.locator('.topnav__links a').allInnerTexts()).toEqual(expected);
}

/** What a visitor sees: no placeholder text, no empty section, no link to one. */
async function expectNothingEmpty(page: Page): Promise<void> {
  expect(await page.locator('body').innerText()).not.toMatch(PLACEHOLDERS);
  expect(await page.locator('.state--empty, .section--empty, .add-prompt').count()).toBe(0);
  for (const section of await page.locator('main section:not(#hero)').all()) {
    // A section is its heading plus something: a list (the profile's facts are a dl), a card, a form.
    expect(await section.locator('ul, ol, dl, form, article, button, a, .pr-grid, .training').count(), await section.getAttribute('id') ?? 'section').toBeGreaterThan(0);
  }
  const ids = new Set(await page.locator('main section[id]').evaluateAll((els) => els.map((e) => e.id)));
  const anchors = await page.locator('.topnav__links a, .footer__links a').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
  for (const href of anchors) {
    const id = /^\/#(.+)$/.exec(href)?.[1];
    if (id) expect(ids, `nav link ${href}`).toContain(id);
  }
}

describe('first run', () => {
  it('shows a visitor of a fresh site nothing empty; the setup (name, year, photo, two PRs, theme) fills it', async () => {
    // bypassCSP: axe is injected as an inline script, which the site's policy refuses.
    const visitor = await browser.newPage({ ...DESKTOP, bypassCSP: true });
    const visitorErrors = watchErrors(visitor);
    await gotoApp(visitor, `${server.baseUrl}/`);
    await settle(visitor);
    // Nothing to link to but the cheer wall: no anchor to PRs, races, press or coach.
    await navAnchors(visitor, ['Cheer']);
    await visitor.locator('#support').waitFor();
    await expectNothingEmpty(visitor);
    // Only the contact page, which always says how to reach the family.
    expect(await visitor.locator('.hero__ctas a').allInnerTexts()).toEqual(['Contact']);
    expect(await visitor.locator('#hero-title').innerText()).toBe('Distance runner');
    expect(await visitor.title()).not.toMatch(PLACEHOLDERS);
    for (const path of ['/prs', '/courses', '/coach', '/training', '/team', '/socials']) {
      await gotoApp(visitor, `${server.baseUrl}${path}`);
      await settle(visitor);
      await expect.poll(async () => `${path}: ${await visitor.locator('h1').innerText()}`).toBe(`${path}: Not found`);
    }
    await gotoApp(visitor, `${server.baseUrl}/`);
    await settle(visitor);
    expect(await axeViolations(visitor), 'fresh home').toEqual([]);
    await screenshot(visitor, 'first-run-visitor-before');

    // Sign-in: 2 fields, 1 click. A fresh site opens the setup, not the dashboard.
    const admin = await browser.newPage({ ...PHONE, bypassCSP: true });
    const adminErrors = watchErrors(admin);
    await gotoApp(admin, `${server.baseUrl}/admin/login`);
    await admin.getByLabel('Email').fill(server.admin.email);
    await admin.getByLabel('Password').fill(server.admin.password);
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await admin.waitForURL(/\/admin\/setup$/);
    await admin.getByRole('heading', { name: 'Who is the site about?' }).waitFor();
    expect(await axeViolations(admin), 'setup').toEqual([]);

    // 1. Name: 1 field, 1 click.
    await admin.getByLabel('Athlete’s name').fill('Maya Lindqvist');
    await admin.getByRole('button', { name: 'Save and continue' }).click();
    // 2. Class: 1 field (the year), 1 click; school and events are left for later.
    await admin.getByRole('heading', { name: 'Class, school and events' }).waitFor();
    await admin.getByLabel('Graduation year').selectOption('2028');
    await admin.getByRole('button', { name: 'Save and continue' }).click();
    // 3. Photo: the file picker, then 1 click.
    await admin.getByRole('heading', { name: 'A photo for the first screen' }).waitFor();
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 40, g: 90, b: 160 } } }).jpeg().toBuffer();
    await admin.locator('input[type=file]').setInputFiles({ name: 'maya.jpg', mimeType: 'image/jpeg', buffer: photo });
    await admin.getByRole('img', { name: /Portrait or hero photo: current image/ }).waitFor();
    await admin.getByRole('button', { name: 'Continue', exact: true }).click();
    // 4. Two PRs: 3 fields each, 1 click.
    await admin.getByRole('heading', { name: 'The first personal records' }).waitFor();
    const prs = [
      ['1600 m', '4:58.20', '2026-05-09'],
      ['800 m', '2:16.40', '2026-04-18'],
    ];
    for (const [i, [event, time, date]] of prs.entries()) {
      await admin.getByLabel('Event', { exact: true }).nth(i).fill(event!);
      await admin.getByLabel('Time', { exact: true }).nth(i).fill(time!);
      await admin.getByLabel('Date', { exact: true }).nth(i).fill(date!);
    }
    await admin.getByRole('button', { name: 'Save and continue' }).click();
    // 5. Theme: 1 click on a preview (saved at once, the page takes it), 1 click to finish.
    await admin.getByRole('heading', { name: 'Choose the look' }).waitFor();
    expect(await axeViolations(admin), 'theme step').toEqual([]);
    await admin.getByText('Sunrise').click();
    await expect.poll(() => admin.evaluate(() => document.documentElement.dataset.theme)).toBe('fem');
    await admin.getByRole('button', { name: 'Finish and see my site' }).click();
    await admin.waitForURL(`${server.baseUrl}/`);
    // The live page, in edit mode, with what is still missing one click away.
    const checklist = admin.getByRole('complementary', { name: 'Still to do' });
    await checklist.waitFor();
    // On a phone it starts as one line ("0 of 6 done"), so the page stays in view.
    await checklist.getByRole('button', { name: 'Show the list' }).click();
    expect(await checklist.getByRole('link').allInnerTexts()).toEqual(['Add a race with its result', 'Add the next race', 'Invite the coach to write a note', 'Add social links', 'Add favorite universities']);
    await settle(admin);
    expect(await axeViolations(admin), 'live page with the checklist').toEqual([]);
    // Not for search engines until the family publishes it; the switch says so in one sentence.
    const robots = async () => (await fetch(`${server.baseUrl}/`)).headers.get('x-robots-tag');
    expect(await robots()).toMatch(/noindex/);
    const publish = checklist.getByRole('switch', { name: 'Publish the site' });
    expect(await publish.getAttribute('aria-describedby')).toBeTruthy();
    expect(await checklist.getByText(/minor’s site: search engines are told not to show it until you publish it/).count()).toBe(1);
    await publish.click();
    // It asks first, as the dashboard's switch does.
    await admin.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Publish' }).click();
    await checklist.getByRole('switch', { name: 'Published' }).waitFor();
    await expect.poll(robots).toBeNull();
    // The admin sees the empty parts as prompts to fill them.
    expect(await admin.getByRole('link', { name: /Add your first race/ }).count()).toBe(1);
    await screenshot(admin, 'first-run-admin-after');

    await gotoApp(visitor, `${server.baseUrl}/`);
    await settle(visitor);
    expect(await visitor.locator('#hero-title').innerText()).toBe('Maya Lindqvist');
    expect(await visitor.locator('.hero__subtitle').innerText()).toBe('Class of 2028');
    expect(await visitor.locator('.hero__poster').getAttribute('src')).toMatch(/^\/media\//);
    expect(await visitor.evaluate(() => document.documentElement.dataset.theme)).toBe('fem');
    expect(await visitor.locator('.pr-badge').allInnerTexts()).toEqual([expect.stringContaining('4:58.20'), expect.stringContaining('2:16.40')]);
    await navAnchors(visitor, ['PRs', 'Cheer']);
    await visitor.locator('#support').waitFor();
    await expectNothingEmpty(visitor);
    expect(await axeViolations(visitor), 'home after the setup').toEqual([]);
    expect(await visitor.title()).toBe('Maya Lindqvist · Class of 2028');
    await screenshot(visitor, 'first-run-visitor-after');
    expect(visitorErrors).toEqual([]);
    expect(adminErrors).toEqual([]);
  }, 240_000);

  // Goes on from the site the test above filled.
  it('resumes the setup at the step where it was left, and the dashboard leads back to it', async () => {
    const page = await browser.newPage(DESKTOP);
    await gotoApp(page, `${server.baseUrl}/admin/login`);
    await page.getByLabel('Email').fill(server.admin.email);
    await page.getByLabel('Password').fill(server.admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The site has content now: the dashboard, with the setup one click away. This browser never
    // went through it, but the server knows it was finished on the phone: it opens on the first step.
    await page.waitForURL(/\/admin$/);
    await page.getByRole('region', { name: 'Setup' }).getByText('5 of 5 done').waitFor();
    await page.getByRole('link', { name: 'Open the setup' }).click();
    await page.getByRole('heading', { name: 'Who is the site about?' }).waitFor();
    expect(await page.getByLabel('Athlete’s name').inputValue()).toBe('Maya Lindqvist');
    await page.getByRole('button', { name: 'Skip this step' }).click();
    await page.getByRole('heading', { name: 'Class, school and events' }).waitFor();
    expect(await page.getByLabel('Graduation year').inputValue()).toBe('2028');
    await page.reload();
    await page.getByRole('heading', { name: 'Class, school and events' }).waitFor();
    expect(await page.getByText('Step 2 of 5').count()).toBe(1);
  });
});
