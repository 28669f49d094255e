import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, screenshot, startServer, watchErrors, type E2eServer, gotoApp } from './harness';

// The admin's inline edit mode on the home page: nothing editable
// for a visitor; for a signed-in admin the texts edit in place, save on Enter or on leaving a
// changed field, cancel on Escape, restore their default when emptied and say 'Save failed'.

let server: E2eServer;
let browser: Browser;
let admin: BrowserContext;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await browser.newContext(DESKTOP);
  const page = await admin.newPage();
  await gotoApp(page, `${server.baseUrl}/admin`);
  await page.waitForURL(/\/admin\/login/);
  await page.getByLabel('Email').fill(server.admin.email);
  await page.getByLabel('Password').fill(server.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin$/);
  await page.close();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The public settings, as a visitor's request reads them. */
async function publicSettings(): Promise<Record<string, string>> {
  const res = await fetch(`${server.baseUrl}/content/public/settings?ts=${Date.now()}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, string>;
}

/** Counts the settings saves a page sends. */
function countSaves(page: Page): { readonly count: number } {
  const saves: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && new URL(r.url()).pathname === '/content/admin/settings') saves.push(r);
  });
  return {
    get count() {
      return saves.length;
    },
  };
}

/** Replaces the whole text of an editable field with `text` (typed, as a person would). */
async function retype(page: Page, name: string, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name, exact: true });
  await box.scrollIntoViewIfNeeded();
  await box.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  if (text) await page.keyboard.type(text);
}

/** Waits until every deferred section of the home page is mounted. */
async function settleHome(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.social-link').count(), { timeout: 15_000 }).toBeGreaterThan(0);
}

describe('inline edit', () => {
  it('shows a visitor plain texts, no editable control, and loads no admin code', async () => {
    const page = await browser.newPage(DESKTOP);
    const errors = watchErrors(page);
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.url());
    });
    await gotoApp(page, `${server.baseUrl}/`);
    await settleHome(page);
    // The only text fields a visitor meets are the cheer form's.
    expect(await page.locator('#hero, h1, h2, .section__lead').getByRole('textbox').count()).toBe(0);
    expect(await page.locator('.inline-edit').count()).toBe(0);
    expect(await page.locator('[contenteditable]').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Change hero video/ }).count()).toBe(0);
    expect(await page.locator('#hero-title').innerHTML()).toBe((await publicSettings()).heroTitle!.replace(/&/g, '&amp;'));
    expect(await page.locator('#prs-title').evaluate((h) => h.tagName)).toBe('H2');
    // Neither the admin area nor the hero video block: the chunks that hold them name their own texts.
    expect(scripts.length).toBeGreaterThan(1);
    for (const url of scripts) {
      const code = await (await fetch(url)).text();
      expect(code.includes('admin-nav') || code.includes('Hero background video'), url).toBe(false);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('saves the hero title on Enter; the page and the server-rendered <title> show it after a reload', async () => {
    const page = await admin.newPage();
    const errors = watchErrors(page);
    await gotoApp(page, `${server.baseUrl}/`);
    const title = page.getByRole('textbox', { name: 'Hero title', exact: true });
    await expect.poll(() => title.count()).toBe(1);
    expect(await page.locator('h1#hero-title').getByRole('textbox').count()).toBe(1);
    await retype(page, 'Hero title', '  Maya Lindqvist  ');
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/content/admin/settings'));
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect.poll(() => title.textContent()).toBe('Maya Lindqvist');
    // Every place that shows the title follows at once (the top bar, the document title).
    await expect.poll(() => page.locator('.topnav__brand').textContent()).toContain('Maya Lindqvist');
    await expect.poll(() => page.title()).toContain('Maya Lindqvist');
    await page.reload();
    await expect.poll(() => page.locator('#hero-title').textContent()).toBe('Maya Lindqvist');
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain('Maya Lindqvist');
    expect((await publicSettings()).heroTitle).toBe('Maya Lindqvist');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps Shift+Enter as a new line in a description and saves it on blur; Escape and an unchanged blur send nothing', async () => {
    const page = await admin.newPage();
    const errors = watchErrors(page);
    const saves = countSaves(page);
    await gotoApp(page, `${server.baseUrl}/`);
    await settleHome(page);

    await retype(page, 'Press description', 'Articles and interviews.');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('Read them all.  ');
    const box = page.getByRole('textbox', { name: 'Press description', exact: true });
    expect(saves.count).toBe(0);
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/content/admin/settings'));
    await box.blur();
    expect((await saved).status()).toBe(200);
    expect(saves.count).toBe(1);
    expect((await publicSettings()).descPress).toBe('Articles and interviews.\nRead them all.');
    await expect.poll(() => box.innerText()).toBe('Articles and interviews.\nRead them all.');

    // Escape puts the saved text back and sends nothing.
    const prs = page.getByRole('textbox', { name: 'Records title', exact: true });
    const before = await prs.textContent();
    await retype(page, 'Records title', 'Something else');
    await page.keyboard.press('Escape');
    expect(await prs.textContent()).toBe(before);
    // Leaving a field without a change sends nothing either.
    const races = page.getByRole('textbox', { name: 'Recent races title', exact: true });
    await races.click();
    await races.blur();
    await prs.focus();
    await page.keyboard.press('Enter');
    // A real change after them is the next save sent: a save from the steps above would come first.
    await retype(page, 'Press description', 'Articles and interviews.');
    const next = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/content/admin/settings'));
    await box.blur();
    expect((await next).request().postDataJSON()).toEqual({ descPress: 'Articles and interviews.' });
    expect(saves.count).toBe(2);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('restores the default when a title is emptied', async () => {
    const page = await admin.newPage();
    await gotoApp(page, `${server.baseUrl}/`);
    const box = page.getByRole('textbox', { name: 'Upcoming races title', exact: true });
    await expect.poll(() => box.count()).toBe(1);
    await retype(page, 'Upcoming races title', 'Next up');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await publicSettings()).titleUpcoming).toBe('Next up');
    expect(await box.getAttribute('title')).toMatch(/empty to restore the default/);
    await retype(page, 'Upcoming races title', '   ');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await publicSettings()).titleUpcoming).toBe('Upcoming Races');
    await expect.poll(() => box.textContent()).toBe('Upcoming Races');
    await page.close();
  });

  it("says 'Save failed' with the server's message and keeps the typed text", async () => {
    const page = await admin.newPage();
    await gotoApp(page, `${server.baseUrl}/`);
    await settleHome(page);
    const box = page.getByRole('textbox', { name: 'Recent races title', exact: true });
    const saved = await box.textContent();

    // The server refuses a title over 120 characters.
    const long = 'x'.repeat(121);
    await retype(page, 'Recent races title', long);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Save failed' }).textContent()).toBe('Save failed: At most 120 characters.');
    expect(await box.textContent()).toBe(long);
    expect(await box.getAttribute('aria-invalid')).toBe('true');

    // A server error: the text stays and a retry (Enter) sends it again.
    await page.route('**/content/admin/settings', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'internal_error', message: 'Internal server error' }) }) : route.continue(),
    );
    await retype(page, 'Recent races title', 'Race results');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Save failed' }).textContent()).toBe('Save failed: Internal server error');
    expect(await box.textContent()).toBe('Race results');
    await screenshot(page, 'inline-edit-failed', false);
    await page.unroute('**/content/admin/settings');
    await box.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await publicSettings()).titleRaces).toBe('Race results');
    expect(await page.getByRole('alert').filter({ hasText: 'Save failed' }).count()).toBe(0);
    expect(saved).not.toBe('Race results');
    await page.close();
  });

  it('opens the hero video block in a dialog from the hero, loaded only then; Escape closes it', async () => {
    const page = await admin.newPage();
    const errors = watchErrors(page);
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.url());
    });
    await gotoApp(page, `${server.baseUrl}/`);
    const open = page.getByRole('button', { name: /Change hero video/ });
    await expect.poll(() => open.count()).toBe(1);
    const before = scripts.length;
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Change hero video' });
    await expect.poll(() => dialog.getByRole('heading', { name: 'Hero background video' }).count(), { timeout: 10_000 }).toBe(1);
    expect(scripts.length).toBeGreaterThan(before);
    await expect.poll(() => dialog.getByText(/No hero selected yet|Current hero video/).count()).toBeGreaterThan(0);
    // The dialog's entrance animation has ended before the picture is taken.
    await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await screenshot(page, 'inline-edit-hero-video', false);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/Change hero video/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('looks right in edit mode on a laptop and a phone', async () => {
    const state = await admin.storageState();
    for (const [name, options] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const context = await browser.newContext({ ...options, storageState: state });
      const page = await context.newPage();
      await gotoApp(page, `${server.baseUrl}/`);
      const title = page.getByRole('textbox', { name: 'Hero title', exact: true });
      await expect.poll(() => title.count()).toBe(1);
      await title.hover();
      await screenshot(page, `inline-edit-${name}`, false);
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await context.close();
    }
  });
});
