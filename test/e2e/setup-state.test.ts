import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, gotoApp, launchBrowser, screenshot, startServer, watchErrors, type E2eServer } from './harness';

// The setup's place and the publish state on the server (#46 items 4 and 10): a second device
// opens the same step and the same checklist, a browser's old progress is sent once, the dashboard
// says whether the site is published with the switch right there, and the setup asks km or miles.
// The tests run in order on one fresh site. Screenshots: test-results/setup-state-*.png.

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

const OLD_PROGRESS_KEY = 'athlete-setup:default';

/** Signs in through the login page (a fresh site opens the setup, one with a name the dashboard). */
async function signIn(page: Page): Promise<void> {
  await gotoApp(page, `${server.baseUrl}/admin/login`);
  await page.getByLabel('Email').fill(server.admin.email);
  await page.getByLabel('Password').fill(server.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin(\/setup)?$/);
}

/** A new browser (its own storage, as a second device) at a size, with its page errors collected. */
async function device(options: object): Promise<{ ctx: BrowserContext; page: Page; errors: string[] }> {
  const ctx = await browser.newContext({ ...options, reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  return { ctx, page, errors: watchErrors(page) };
}

/** The element is on screen, and the one at its centre is itself or inside it (nothing covers it). */
async function expectUncovered(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const hit = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { inView: r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth, ours: !!top && (top === el || el.contains(top)), at: top?.outerHTML.slice(0, 120) };
  });
  expect(hit.inView).toBe(true);
  expect(hit.ours, `covered by ${hit.at}`).toBe(true);
}

/** A screenshot once the page's transitions have ended (a state just changed shows its new colours). */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  await screenshot(page, name, false);
}

const robots = async () => (await fetch(`${server.baseUrl}/robots.txt`)).text();

describe('the setup state on the server', () => {
  it("sends a browser's old progress once; a second device opens the same step and the same checklist", async () => {
    const first = await device(DESKTOP);
    const second = await device(PHONE);
    try {
      // A browser that went through part of the setup before the server kept it (step 2 of 5).
      await gotoApp(first.page, `${server.baseUrl}/admin/login`);
      await first.page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ step: 1, done: false, checklist: false })), OLD_PROGRESS_KEY);
      await signIn(first.page);
      await first.page.waitForURL(/\/admin\/setup$/);
      await first.page.getByRole('heading', { name: 'Class, school and events' }).waitFor();
      expect(await first.page.getByText('Step 2 of 5').count()).toBe(1);
      await expect.poll(() => first.page.evaluate((key) => localStorage.getItem(key), OLD_PROGRESS_KEY)).toBeNull();

      // Back to the name; an English site offers miles before the family answers.
      await first.page.getByRole('button', { name: 'Back' }).click();
      await first.page.getByRole('heading', { name: 'Who is the site about?' }).waitFor();
      const units = first.page.getByRole('group', { name: 'Distances in kilometres or miles?' });
      expect(await units.getByRole('radio', { name: 'Miles (mi)' }).isChecked()).toBe(true);
      expect(await units.getByRole('radio', { name: 'Kilometres (km)' }).isChecked()).toBe(false);
      await first.page.getByLabel('Athlete’s name').fill('Maya Lindqvist');
      await first.page.getByRole('button', { name: 'Save and continue' }).click();
      await first.page.getByRole('heading', { name: 'Class, school and events' }).waitFor();
      await first.page.getByLabel('Graduation year').selectOption('2028');
      await first.page.getByRole('button', { name: 'Save and continue' }).click();
      await first.page.getByRole('heading', { name: 'A photo for the first screen' }).waitFor();
      await first.page.getByRole('button', { name: 'Step 1: Name (done)' }).waitFor();

      // The phone: the dashboard knows where the family is, and the setup opens there.
      await signIn(second.page);
      await second.page.waitForURL(/\/admin$/);
      const card = second.page.getByRole('region', { name: 'Finish setting up the site' });
      await card.getByText('Step 3 of 5, 2 done: it picks up where you left it, on any device.').waitFor();
      await card.getByRole('link', { name: 'Continue the setup' }).click();
      await second.page.getByRole('heading', { name: 'A photo for the first screen' }).waitFor();
      expect(await second.page.getByText('Step 3 of 5').count()).toBe(1);
      for (const name of ['Step 1: Name (done)', 'Step 2: Class and events (done)', 'Step 3: Photo']) await second.page.getByRole('button', { name, exact: true }).waitFor();

      // The checklist turned on from the desktop shows on the phone's live page, and off again.
      await gotoApp(first.page, `${server.baseUrl}/admin`);
      await first.page.getByRole('button', { name: 'What is still missing' }).click();
      await first.page.waitForURL(`${server.baseUrl}/`);
      await first.page.getByRole('complementary', { name: 'Still to do' }).waitFor();
      await gotoApp(second.page, `${server.baseUrl}/`);
      const checklist = second.page.getByRole('complementary', { name: 'Still to do' });
      await checklist.waitFor();
      await checklist.getByRole('button', { name: 'Hide the checklist (it stays in the dashboard)' }).click();
      await checklist.waitFor({ state: 'detached' });
      await gotoApp(first.page, `${server.baseUrl}/`);
      await first.page.locator('#hero-title').waitFor();
      await first.page.waitForLoadState('networkidle');
      expect(await first.page.getByRole('complementary', { name: 'Still to do' }).count()).toBe(0);
      expect(first.errors).toEqual([]);
      expect(second.errors).toEqual([]);
    } finally {
      await first.ctx.close();
      await second.ctx.close();
    }
  }, 120_000);

  it('shows the publish state at the top of the dashboard; the switch, confirmed, changes it at once and robots.txt follows', async () => {
    const phone = await device(PHONE);
    const desktop = await device(DESKTOP);
    try {
      await signIn(phone.page);
      const publish = phone.page.getByRole('region', { name: 'Not published yet — hidden from search engines' });
      await publish.waitFor();
      // The first card of the dashboard, right under its title, on the first screen of a phone.
      expect(await publish.evaluate((el) => el.previousElementSibling?.tagName)).toBe('H1');
      const toggle = publish.getByRole('switch', { name: 'Published' });
      expect(await toggle.isChecked()).toBe(false);
      await expectUncovered(publish.getByRole('heading'));
      await expectUncovered(toggle);
      expect((await toggle.boundingBox())!.y + 28).toBeLessThan(844);
      await shot(phone.page, 'setup-state-phone-not-published');

      // Cancelling the confirmation changes nothing.
      await toggle.click();
      const dialog = phone.page.getByRole('dialog', { name: 'Please confirm' });
      await dialog.getByText(/^Publish the site\? Search engines may then list it/).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect(await toggle.isChecked()).toBe(false);
      expect(await robots()).toContain('Disallow: /\n');

      await toggle.click();
      await dialog.getByRole('button', { name: 'Publish' }).click();
      const published = phone.page.getByRole('region', { name: 'Published' });
      await published.waitFor();
      expect(await published.getByRole('switch', { name: 'Published' }).isChecked()).toBe(true);
      expect(await published.getByRole('link', { name: new URL(server.baseUrl).host }).getAttribute('href')).toBe(`${server.baseUrl}/`);
      await expect.poll(robots).toContain('Sitemap:');
      expect(await robots()).not.toContain('Disallow: /\n');
      await phone.page.reload();
      await published.waitFor();
      expect(await published.getByRole('switch', { name: 'Published' }).isChecked()).toBe(true);
      await expectUncovered(published.getByRole('switch', { name: 'Published' }));
      await shot(phone.page, 'setup-state-phone-published');

      // The desktop sees it published; a save that fails says why and puts the state back.
      await signIn(desktop.page);
      const desk = desktop.page.getByRole('region', { name: 'Published' });
      await desk.waitFor();
      await expectUncovered(desk.getByRole('switch', { name: 'Published' }));
      await shot(desktop.page, 'setup-state-desktop-published');
      await desktop.page.route('**/content/admin/settings*', (route) =>
        route.request().method() === 'PUT' ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'unavailable', message: 'The server is busy.' }) }) : route.fallback(),
      );
      await desk.getByRole('switch', { name: 'Published' }).click();
      await desktop.page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Unpublish' }).click();
      await desk.getByRole('alert').getByText(/^Not saved: /).waitFor();
      expect(await desk.getByRole('switch', { name: 'Published' }).isChecked()).toBe(true);
      expect(await robots()).toContain('Sitemap:');
      await desktop.page.unroute('**/content/admin/settings*');

      await desk.getByRole('switch', { name: 'Published' }).click();
      await desktop.page.getByRole('dialog', { name: 'Please confirm' }).getByText(/^Unpublish the site\?/).waitFor();
      await desktop.page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Unpublish' }).click();
      const hidden = desktop.page.getByRole('region', { name: 'Not published yet — hidden from search engines' });
      await hidden.waitFor();
      expect(await hidden.getAttribute('class')).toBe('publish-card');
      await expect.poll(robots).toContain('Disallow: /\n');
      await shot(desktop.page, 'setup-state-desktop-not-published');
      expect(phone.errors).toEqual([]);
      // The failed save above is the one error the desktop's page may log.
      expect(desktop.errors.filter((e) => !/503/.test(e))).toEqual([]);
    } finally {
      await phone.ctx.close();
      await desktop.ctx.close();
    }
  }, 120_000);

  it('keeps the miles chosen in the setup: the training section and Settings show them', async () => {
    const { ctx, page, errors } = await device(PHONE);
    try {
      await signIn(page);
      expect(await robots()).toContain('Disallow: /\n');
      await gotoApp(page, `${server.baseUrl}/admin/setup`);
      await page.getByRole('button', { name: 'Step 1: Name (done)' }).click();
      await page.getByRole('heading', { name: 'Who is the site about?' }).waitFor();
      const units = page.getByRole('group', { name: 'Distances in kilometres or miles?' });
      // Saved with the name in the first test: still miles.
      expect(await units.getByRole('radio', { name: 'Miles (mi)' }).isChecked()).toBe(true);
      await shot(page, 'setup-state-phone-name-step');
      await units.getByRole('radio', { name: 'Kilometres (km)' }).check();
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await page.getByRole('heading', { name: 'Class, school and events' }).waitFor();
      await page.getByRole('button', { name: 'Back' }).click();
      expect(await units.getByRole('radio', { name: 'Kilometres (km)' }).isChecked()).toBe(true);
      await units.getByRole('radio', { name: 'Miles (mi)' }).check();
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await page.getByRole('heading', { name: 'Class, school and events' }).waitFor();

      // The training screen asks for miles, and the live page shows them.
      const year = new Date().getFullYear();
      await gotoApp(page, `${server.baseUrl}/admin/training-profile`);
      await page.getByLabel(`Miles in ${year}`).fill('640');
      await page.getByLabel('Weekly volume').fill('35 miles');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Saved ✅').waitFor();
      await gotoApp(page, `${server.baseUrl}/#training`);
      const gauge = page.getByRole('img', { name: new RegExp(`^640 mi in ${year}`) });
      await gauge.scrollIntoViewIfNeeded();
      await gauge.waitFor();
      expect(await page.locator('#training .gauge__unit').innerText()).toBe('mi');

      // Settings keeps its own control, showing the same answer.
      await gotoApp(page, `${server.baseUrl}/admin/settings`);
      const settingsUnits = page.getByRole('group', { name: 'Distances in' });
      await settingsUnits.waitFor();
      expect(await settingsUnits.getByRole('radio', { name: 'Miles' }).isChecked()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  }, 120_000);

  it('says the publish state and asks the unit in French for a French-speaking admin', async () => {
    const ctx = await browser.newContext({ ...PHONE, locale: 'fr-FR', reducedMotion: 'reduce' });
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    try {
      await gotoApp(page, `${server.baseUrl}/admin/login`);
      await page.getByLabel('E-mail').fill(server.admin.email);
      await page.getByLabel('Mot de passe').fill(server.admin.password);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.waitForURL(/\/admin$/);
      const publish = page.getByRole('region', { name: 'Pas encore publié — invisible pour les moteurs de recherche' });
      await publish.waitFor();
      expect(await publish.getByRole('switch', { name: 'Publié' }).isChecked()).toBe(false);
      await expectUncovered(publish.getByRole('switch', { name: 'Publié' }));
      await page.getByRole('region', { name: 'Termine la mise en route du site' }).getByText(/^Étape 2 sur 5, 2 faites/).waitFor();
      await shot(page, 'setup-state-phone-fr');
      await gotoApp(page, `${server.baseUrl}/admin/setup`);
      await page.getByRole('button', { name: 'Étape 1 : Nom (faite)' }).click();
      const units = page.getByRole('group', { name: 'Distances en kilomètres ou en miles ?' });
      expect(await units.getByRole('radio', { name: 'Miles (mi)' }).isChecked()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  }, 120_000);

  it("refuses a record it cannot save, saying what to fix beside each field, then saves it once fixed", async () => {
    const { ctx, page, errors } = await device(PHONE);
    try {
      await signIn(page);
      await gotoApp(page, `${server.baseUrl}/admin/setup`);
      await page.getByRole('button', { name: /^Step 4: Records/ }).click();
      await page.getByRole('heading', { name: 'The first personal records' }).waitFor();
      const first = page.getByRole('group', { name: 'Record 1' });
      await first.getByLabel('Event').fill('1600 m');
      await first.getByLabel('Time').fill('4:75');
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await first.getByText('Invalid time format. Examples: 9:42 or 9:42.50').waitFor();
      await first.getByText('Pick the date of the race.').waitFor();
      // The second row, left blank, is left out rather than refused.
      expect(await page.getByRole('group', { name: 'Record 2' }).locator('.field__error').count()).toBe(0);
      await shot(page, 'setup-state-phone-prs-refused');

      await first.getByLabel('Time').fill('4:58.20');
      await first.getByLabel('Date').fill('2026-05-09');
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await page.getByRole('heading', { name: 'Choose the look' }).waitFor();
      await page.getByRole('button', { name: 'Back' }).click();
      const saved = page.getByRole('list', { name: 'Records already saved' });
      await expect.poll(() => saved.getByRole('listitem').allInnerTexts()).toEqual(['1600 m 4:58.20']);
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  }, 120_000);
});
