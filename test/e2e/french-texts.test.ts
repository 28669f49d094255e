import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEXTS, FRENCH_DEFAULT_TEXTS } from '../../src/shared/settings-defaults';
import { PHONE, gotoApp, hydrateAll, launchBrowser, screenshot, startServer, watchErrors, type E2eServer } from './harness';

// #46 item 9: on a French site, the texts the site was created with (the built-in defaults and the
// demo's, stored in English) read in French, and the admin is told which of the family's own texts
// are still in English, with a link to each. Phone screenshots: test-results/french-*.png.

let server: E2eServer;
let browser: Browser;
let admin: BrowserContext;

/** Every text of the page, shown or not yet laid out (the sections far below the screen). */
const pageText = (page: Page) => page.evaluate(() => `${document.title}\n${document.body.textContent ?? ''}`);

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // The family's admin, in a French browser, signs in as a person does.
  admin = await browser.newContext({ ...PHONE, locale: 'fr-FR', reducedMotion: 'reduce' });
  const page = await admin.newPage();
  await gotoApp(page, `${server.baseUrl}/admin/login`);
  await page.locator('input[type=email]').fill(server.admin.email);
  await page.locator('input[type=password]').fill(server.admin.password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/admin(\/setup)?$/);
  await page.close();
});
afterAll(async () => {
  await admin?.close();
  await browser?.close();
  await server?.stop();
});

/** The settings screen, loaded. */
async function openSettings(): Promise<Page> {
  const page = await admin.newPage();
  await gotoApp(page, `${server.baseUrl}/admin/settings`);
  await page.locator('form.settings-form').waitFor();
  return page;
}

/** Presses the form's Save and waits for the saved notice. */
async function save(page: Page): Promise<void> {
  await page.locator('form.settings-form button[type=submit]').click();
  await page.getByText('Enregistré ✅').first().waitFor();
}

describe('a French demo site', () => {
  it('shows the texts it was created with in French throughout the home page', async () => {
    // The family switches the site to French on the settings screen.
    const settings = await openSettings();
    await settings.getByRole('radio', { name: 'Français' }).check();
    await save(settings);
    // The demo's own texts are not the family's: no notice about them.
    expect(await settings.getByRole('heading', { name: 'Des textes dans une autre langue que celle du site' }).count()).toBe(0);
    await settings.close();

    const visitor = await browser.newPage({ ...PHONE, locale: 'en-US' });
    const errors = watchErrors(visitor);
    await gotoApp(visitor, `${server.baseUrl}/`);
    await hydrateAll(visitor);
    const hero = visitor.locator('.hero');
    expect(await hero.getByRole('link', { name: FRENCH_DEFAULT_TEXTS.heroCtaLabel }).count()).toBe(1);
    expect(await hero.getByRole('link', { name: DEMO_TEXTS.fr.heroCta2Label }).count()).toBe(1);
    const text = await pageText(visitor);
    for (const french of [FRENCH_DEFAULT_TEXTS.titlePR, FRENCH_DEFAULT_TEXTS.titleRaces, DEMO_TEXTS.fr.titleSupport!, DEMO_TEXTS.fr.titlePress!, DEMO_TEXTS.fr.titleCoachNote!, DEMO_TEXTS.fr.titleFavorites!, DEMO_TEXTS.fr.titleTraining!, DEMO_TEXTS.fr.titleUpcoming!]) {
      expect(text).toContain(french);
    }
    for (const english of [...Object.values(DEMO_TEXTS.en), 'See my PRs', 'Personal Records', 'Recent Races']) expect(text).not.toContain(english);
    // The elision holds: the family of Owen, "la famille d'Owen", on the French contact page.
    await screenshot(visitor, 'french-home-phone', false);
    await gotoApp(visitor, `${server.baseUrl}/contact`);
    expect(await pageText(visitor)).toContain('d’Owen');
    expect(await pageText(visitor)).not.toContain('de Owen');
    expect(errors).toEqual([]);
    await visitor.close();
  });

  it('says a refused sign-in in French, without a status code', async () => {
    const ctx = await browser.newContext({ ...PHONE, locale: 'fr-FR' });
    const page = await ctx.newPage();
    await gotoApp(page, `${server.baseUrl}/admin/login`);
    await page.locator('input[type=email]').fill(server.admin.email);
    await page.locator('input[type=password]').fill('not-the-password');
    await page.locator('form button[type=submit]').click();
    const alert = page.getByRole('alert').filter({ hasText: /\S/ }).first();
    await alert.waitFor();
    const said = (await alert.textContent()) ?? '';
    expect(said).not.toMatch(/\(\d{3}\)|\b40\d\b/);
    expect(said).not.toMatch(/Invalid|password/i);
    await ctx.close();
  });

  it('tells the admin which of the family’s own texts look English, and stops once it is edited', async () => {
    const page = await openSettings();
    const notice = page.getByRole('region', { name: 'Des textes dans une autre langue que celle du site' });
    // The family types a title of its own, in English.
    const races = page.getByLabel('Courses', { exact: true });
    await races.fill('Race Day Stories');
    await save(page);
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Courses : « Race Day Stories » semble en anglais sur un site en français.');
    await notice.scrollIntoViewIfNeeded();
    await screenshot(page, 'french-admin-notice-phone', false);
    // Its link leads to the field.
    await notice.getByRole('link', { name: 'Modifier Courses' }).click();
    expect(await races.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Mes courses du samedi');
    await save(page);
    await expect.poll(() => notice.count()).toBe(0);
    await page.close();

    const visitor = await browser.newPage(PHONE);
    await gotoApp(visitor, `${server.baseUrl}/`);
    expect(await pageText(visitor)).toContain('Mes courses du samedi');
    await visitor.close();
  });
});
