import { globSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SCREENS } from '../../ui/admin/admin-screens';
import { CATALOG_PARTS, type Locale } from '../../ui/lib/i18n/i18n';
import { DESKTOP, PHONE, gotoApp, launchBrowser, screenshot, startServer, watchErrors, type E2eServer } from './harness';

// #19 item 3: one language per screen. The admin speaks the browser's language and the public site
// the one of its settings; an English screen never shows a French message of the catalog, a French
// screen never an English one. Which words give a language away comes from the catalog itself:
// each message's fragments (between placeholders) that the other language's catalog does not
// contain anywhere. Screenshots of the French pages are kept in test-results/language-*.png.

const root = path.resolve(import.meta.dirname, '../..');
let server: E2eServer;
let browser: Browser;
let token: string;
const tells: Record<Locale, string[]> = { en: [], fr: [] };
let siteData = '';

/** The fragments of `lang`'s messages that only that language uses (8 characters or more, with a letter). */
function telltales(lang: Locale): string[] {
  const other: Locale = lang === 'en' ? 'fr' : 'en';
  const otherTexts = CATALOG_PARTS.flatMap((p) => Object.values(p.messages[other]));
  const out = new Set<string>();
  for (const part of CATALOG_PARTS) {
    for (const [key, text] of Object.entries(part.messages[lang])) {
      if (text === part.messages[other][key]) continue;
      for (const raw of text.split(/\{\w+\}/)) {
        const fragment = raw.trim();
        if (fragment.length < 8 || !/\p{L}{3}/u.test(fragment)) continue;
        if (otherTexts.some((t) => t.includes(fragment))) continue;
        out.add(fragment);
      }
    }
  }
  return [...out];
}

/** The visible text of the page and the names a screen reader or a hover shows. */
async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attrs = [...document.querySelectorAll('[aria-label],[placeholder],[title],img[alt]')].map((el) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((a) => el.getAttribute(a) ?? '').join('\n'),
    );
    return `${document.title}\n${document.body.innerText}\n${attrs.join('\n')}`;
  });
}

/**
 * The other language's messages a page shows. The demo's content is English data (race titles,
 * the hero's subtitle, section titles the family typed): a fragment that the site's own data
 * holds proves nothing, so those are left out.
 */
async function foreignMessages(page: Page, lang: Locale): Promise<string[]> {
  const text = await shownText(page);
  return tells[lang === 'en' ? 'fr' : 'en'].filter((fragment) => text.includes(fragment) && !siteData.includes(fragment));
}

/** Everything the site's data says, as the public and admin API answer it. */
async function readSiteData(): Promise<string> {
  const reads = ['settings', 'races', 'prs', 'press', 'cheers', 'universities', 'upcoming', 'followed', 'socials', 'team-members', 'training-profile', 'coach-notes', 'profile'].map((x) => `/content/public/${x}`);
  const texts = await Promise.all([...reads, '/content/admin/settings', '/content/admin/profile'].map(async (url) => (await adminApi('GET', url)).text()));
  return texts.join('\n');
}

async function adminApi(method: string, url: string, body?: unknown): Promise<Response> {
  return fetch(`${server.baseUrl}${url}`, { method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** A signed-in admin page in a browser that asks for `languages` (the admin's token stored as the app stores it). */
async function adminContext(locale: string, device: typeof PHONE | typeof DESKTOP): Promise<BrowserContext> {
  const ctx = await browser.newContext({ ...device, locale, reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  await gotoApp(page, `${server.baseUrl}/admin/login`);
  await page.locator('input[type=email]').fill(server.admin.email);
  await page.locator('input[type=password]').fill(server.admin.password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/admin(\/setup)?$/);
  await page.close();
  return ctx;
}

async function openScreen(page: Page, id: string): Promise<void> {
  await gotoApp(page, `${server.baseUrl}/admin/${id}`);
  await page.locator('main h1').first().waitFor();
  await expect.poll(() => page.locator('main .state--loading, main [aria-busy="true"]').count()).toBe(0);
}

beforeAll(async () => {
  for (const file of globSync('{ui,src}/**/*.messages.ts', { cwd: root })) await import(path.join(root, file));
  tells.en = telltales('en');
  tells.fr = telltales('fr');
  server = await startServer();
  browser = await launchBrowser();
  const login = await fetch(`${server.baseUrl}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(server.admin) });
  expect(login.status).toBe(200);
  token = ((await login.json()) as { token: string }).token;
  siteData = await readSiteData();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('one language per screen', () => {
  it('the catalog gives each language words of its own to look for', () => {
    expect(tells.en.length).toBeGreaterThan(100);
    expect(tells.fr.length).toBeGreaterThan(100);
  });

  it.each([
    ['en-US', 'en'],
    ['fr-FR', 'fr'],
  ] as const)('the admin in a %s browser speaks %s on every screen', async (browserLocale, lang) => {
    const ctx = await adminContext(browserLocale, DESKTOP);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    const found: Record<string, string[]> = {};
    try {
      for (const screen of ADMIN_SCREENS) {
        await openScreen(page, screen.id);
        const foreign = await foreignMessages(page, lang);
        if (foreign.length) {
          found[screen.id] = foreign;
          await screenshot(page, `language-admin-${lang}-${screen.id}`);
        }
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      }
      expect(found).toEqual({});
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  }, 300_000);

  it('a site set to French speaks French to a visitor on every public page, on the server and in the app', async () => {
    expect((await adminApi('PUT', '/content/admin/settings', { language: 'fr' })).status).toBe(200);
    const ctx = await browser.newContext({ ...PHONE, locale: 'en-US', reducedMotion: 'reduce' });
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    const found: Record<string, string[]> = {};
    try {
      for (const route of ['/', '/courses', '/prs', '/training', '/support', '/contact', '/team', '/coach', '/socials']) {
        // The server's HTML before any script runs, then the page once the app has taken it over.
        const html = await (await fetch(`${server.baseUrl}${route}`)).text();
        expect(html, route).toMatch(/<html[^>]* lang="fr"/);
        await gotoApp(page, `${server.baseUrl}${route}`);
        const foreign = await foreignMessages(page, 'fr');
        if (foreign.length) found[route] = foreign;
        await screenshot(page, `language-fr-phone${route === '/' ? '-home' : route.replace(/\//g, '-')}`, route === '/');
      }
      expect(found).toEqual({});
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
      await adminApi('PUT', '/content/admin/settings', { language: 'en' });
    }
  }, 200_000);

  it('a refusal the server writes reaches a French visitor in French (its messages loaded by the failure)', async () => {
    expect((await adminApi('PUT', '/content/admin/settings', { language: 'fr' })).status).toBe(200);
    const ctx = await browser.newContext({ ...PHONE, locale: 'en-US', reducedMotion: 'reduce' });
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    try {
      // Ten cheers in ten minutes from one address is the limit: the visitor's next one is refused.
      const post = (i: number) => fetch(`${server.baseUrl}/content/public/cheers`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Ana', message: `Allez ${i}` }) });
      let last = 0;
      for (let i = 0; i < 11 && last !== 429; i++) last = (await post(i)).status;
      expect(last).toBe(429);
      await gotoApp(page, `${server.baseUrl}/support`);
      const form = page.locator('form.cheer-form');
      await form.locator('input').first().fill('Léa');
      await form.locator('textarea').fill('Bravo pour la course !');
      await form.locator('button[type=submit]').click();
      await expect.poll(() => form.locator('.cheer-form__outcome').innerText(), { timeout: 10_000 }).toMatch(/^Trop de requêtes\. Réessayez dans \d+ (minutes?|secondes?)\.$/);
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
      await adminApi('PUT', '/content/admin/settings', { language: 'en' });
    }
  }, 120_000);
});
