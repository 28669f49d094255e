import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, gotoApp, launchBrowser, screenshot, startServer, watchErrors, type E2eServer } from './harness';

// The activity screen (/admin/audit) in the admin's language, on a phone: an admin edits a race
// the way a person does (its Edit button, the title, Save), opens Activity from the menu, and
// reads the change as the action in their language with the race's new title as they typed it.
// The log stores English; the screen names the action again (ui/features/audit/audit-action.ts).

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

/** What each language calls the pieces the test touches. */
const WORDS = {
  en: { form: 'Edit race', edit: 'Edit', title: 'Title', save: 'Save changes', saved: 'Saved ✅', nav: 'Admin screens', menu: 'Admin menu', races: 'Races', activity: 'Activity', update: 'Update a race' },
  fr: { form: 'Modifier la course', edit: 'Modifier', title: 'Titre', save: 'Enregistrer les modifications', saved: 'Enregistré ✅', nav: 'Écrans d’administration', menu: 'Menu de l’administration', races: 'Courses', activity: 'Activité', update: 'Modifier une course' },
} as const;

/** The demo's race titles, as a visitor reads them. */
async function raceTitles(): Promise<string[]> {
  const res = await fetch(`${server.baseUrl}/content/public/races?take=50`);
  const body = (await res.json()) as Array<{ title: string }> | { items: Array<{ title: string }> };
  return (Array.isArray(body) ? body : body.items).map((r) => r.title);
}

/** Signs in through the form, in a phone browser that asks for `browserLocale`. */
async function signedInPhone(browserLocale: string): Promise<Page> {
  const ctx = await browser.newContext({ ...PHONE, locale: browserLocale, reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  await gotoApp(page, `${server.baseUrl}/admin/login`);
  await page.locator('input[type=email]').fill(server.admin.email);
  await page.locator('input[type=password]').fill(server.admin.password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/admin(\/setup)?$/);
  return page;
}

describe('the activity screen', () => {
  it.each([
    ['fr-FR', 'fr', 0, 'Cross des Lilas E2E'],
    ['en-US', 'en', 1, 'County Relay E2E'],
  ] as const)('in a %s phone browser names an edited race’s change in %s, with the title as typed', async (browserLocale, lang, index, newTitle) => {
    const w = WORDS[lang];
    const old = (await raceTitles())[index];
    expect(old).toBeDefined();
    const page = await signedInPhone(browserLocale);
    const errors = watchErrors(page);
    try {
      // Each screen is reached as a person does on a phone: the folded menu, then its entry.
      const nav = page.getByRole('navigation', { name: w.nav });
      await nav.getByRole('button', { name: w.menu }).click();
      await nav.getByRole('link', { name: w.races, exact: true }).click();
      await page.waitForURL(/\/admin\/courses$/);
      await page.getByRole('button', { name: `${w.edit} ${old}`, exact: true }).click();
      const form = page.getByRole('form', { name: w.form });
      await form.getByLabel(w.title, { exact: true }).fill(newTitle);
      await form.getByRole('button', { name: w.save }).click();
      await expect.poll(() => page.getByRole('status').filter({ hasText: w.saved }).count()).toBeGreaterThan(0);

      await nav.getByRole('button', { name: w.menu }).click();
      await nav.getByRole('link', { name: w.activity, exact: true }).click();
      await page.waitForURL(/\/admin\/audit$/);
      const row = page.getByRole('row').filter({ hasText: newTitle });
      await expect.poll(() => row.count()).toBe(1);
      expect(await row.getByRole('cell').nth(3).innerText()).toContain(`${w.update} · ${newTitle}`);
      // No entry of the other language's actions: the screen speaks one language.
      const other = WORDS[lang === 'fr' ? 'en' : 'fr'].update;
      expect(await page.getByText(other, { exact: false }).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, `activity-${lang}-phone`, false);
      expect(errors).toEqual([]);
    } catch (err) {
      await screenshot(page, `activity-${lang}-failure`).catch(() => undefined);
      throw err;
    } finally {
      await page.context().close();
    }
  });
});
