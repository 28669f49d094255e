import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, adminMenu, gotoApp, hydrateAll, launchBrowser, screenshot, startServer, type E2eServer } from './harness';
import { allAxeViolations, smallTargets } from './layout-checks';

// The second walk's small leftovers (#46, item 10 and the walk's notes), each driven the way a
// person meets it: with JavaScript off, on a phone, by keyboard.

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

/**
 * A phone page of the server's HTML that the app never takes over: its scripts are refused. Unlike
 * a context with JavaScript off, axe can still be run on it (a page with scripts off runs none).
 */
async function openWithoutApp(url: string): Promise<Page> {
  // axe goes in as an inline script, which the site's CSP refuses.
  const context = await browser.newContext({ ...PHONE, bypassCSP: true });
  const page = await context.newPage();
  await page.route(/\.m?js(\?|$)/, (route) => route.abort());
  await page.goto(`${server.baseUrl}${url}`, { waitUntil: 'load' });
  return page;
}

describe('with JavaScript off', () => {
  it('the phone Menu opens the menu and a PR badge opens its details', async () => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`, { waitUntil: 'load' });
    const panel = page.locator('#site-menu');
    expect(await panel.isVisible()).toBe(false);
    await page.getByText('Menu', { exact: true }).click();
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: 'Team' }).isVisible()).toBe(true);
    await screenshot(page, 'walk-small-nojs-menu', false);
    await panel.getByRole('link', { name: 'Team' }).click();
    await page.waitForURL(/\/team$/);

    await page.goto(`${server.baseUrl}/`, { waitUntil: 'load' });
    const badge = page.locator('#prs .pr-badge').first();
    const distance = (await badge.locator('.pr-badge__distance').textContent())!;
    await badge.click();
    await page.waitForURL(/[?&]open=pr-\d+/);
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toContain(distance);
    // On the screen, not a box inside its not-yet-laid-out section.
    const box = (await dialog.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await screenshot(page, 'walk-small-nojs-pr', false);
    await context.close();
  });

  it('axe finds nothing on the server menu, open, nor on a record address with its dialog', async () => {
    const home = await openWithoutApp('/');
    expect(await home.locator('html[data-app="ready"]').count()).toBe(0);
    await home.getByText('Menu', { exact: true }).click();
    expect(await home.locator('#site-menu').isVisible()).toBe(true);
    // Only the menu and the dialog: the rest of a page without the app is not this test's subject
    // (some sections' own styles come with the app).
    expect(await allAxeViolations(home, '.topnav')).toEqual([]);
    const pr = await openWithoutApp('/?open=pr-1');
    expect(await pr.getByRole('dialog').count()).toBe(1);
    expect(await allAxeViolations(pr, '.modal-backdrop')).toEqual([]);
    await home.context().close();
    await pr.context().close();
  });

  it('with JavaScript on, the same menu and badges are buttons that open in place', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await gotoApp(page, `${server.baseUrl}/`);
    await hydrateAll(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await page.locator('#site-menu').isVisible()).toBe(false);
    await page.locator('#prs').getByRole('button').first().click();
    await page.getByRole('dialog').waitFor();
    await context.close();
  });
});

/** Signs in through the login page on `page`. */
async function signIn(page: Page): Promise<void> {
  await gotoApp(page, `${server.baseUrl}/admin/login`);
  await page.getByLabel('Email').fill(server.admin.email);
  await page.getByLabel('Password').fill(server.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin(\/setup)?$/);
}

describe('the admin menu on a phone', () => {
  it('folds behind a button that the keyboard opens, marks the screen shown, closes on Escape and on navigation', async () => {
    const context = await browser.newContext({ ...PHONE, bypassCSP: true });
    const page = await context.newPage();
    await signIn(page);
    await gotoApp(page, `${server.baseUrl}/admin/courses`);
    const nav = page.getByRole('navigation', { name: 'Admin screens' });
    const toggle = nav.getByRole('button', { name: 'Admin menu' });
    await toggle.waitFor();
    // Closed, the screens take no room: no strip of names cut at the screen's edge.
    expect(await nav.getByRole('link', { name: 'Races' }).isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.textContent()).toContain('Races');
    await screenshot(page, 'walk-small-admin-menu-closed', false);

    // By keyboard: focus the button, Enter opens it, Tab goes into the list.
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const current = nav.getByRole('link', { name: 'Races' });
    expect(await current.getAttribute('aria-current')).toBe('page');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#admin-nav-list') !== null)).toBe(true);
    // Every name whole, nothing wider than the screen, every entry a finger's size, axe clean.
    const cut = await nav.locator('a').evaluateAll((links) => links.filter((a) => a.scrollWidth > a.clientWidth + 1).map((a) => a.textContent));
    expect(cut).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await smallTargets(page, '.admin-nav a, .admin-nav button')).toEqual([]);
    expect(await allAxeViolations(page)).toEqual([]);
    await screenshot(page, 'walk-small-admin-menu-open', false);

    // Escape closes it, focus back on the button.
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);

    // A screen chosen in it: the menu closes and marks the new screen.
    const menu = await adminMenu(page);
    await menu.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(/\/admin\/settings$/);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.getByRole('link', { name: 'Settings' }).isVisible()).toBe(false);
    expect(await toggle.textContent()).toContain('Settings');
    await adminMenu(page);
    expect(await menu.getByRole('link', { name: 'Settings', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await menu.getByRole('link', { name: 'Races' }).getAttribute('aria-current')).toBe(null);
    await context.close();
  });
});

describe("the coach's invite form", () => {
  it('labels each field with its question and shows a portrait photo whole-faced, in the preview and on the site', async () => {
    // A tall phone portrait: the face in the upper part, red; the rest blue.
    const portrait = await sharp({ create: { width: 300, height: 600, channels: 3, background: { r: 30, g: 60, b: 200 } } })
      .composite([{ input: await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 220, g: 40, b: 40 } } }).png().toBuffer(), top: 40, left: 0 }])
      .png()
      .toBuffer();
    const admin = await browser.newContext(PHONE);
    const page = await admin.newPage();
    await signIn(page);
    await gotoApp(page, `${server.baseUrl}/admin/coach`);
    const invite = page.getByRole('form', { name: 'Invite a coach' });
    await invite.getByLabel('Coach name').fill('Coach Portrait');
    await invite.getByLabel('Coach e-mail').fill('portrait@example.org');
    await invite.getByRole('button', { name: 'Create invite link' }).click();
    const linkBox = invite.getByLabel('Invite link');
    await expect.poll(() => linkBox.inputValue()).toMatch(/\/coach\/invite\/\S+$/);
    const link = await linkBox.inputValue();

    const coach = await browser.newContext(PHONE);
    const form = await coach.newPage();
    await gotoApp(form, link);
    await form.getByRole('heading', { name: 'Hello Coach Portrait!' }).waitFor();
    for (const question of ['How does the athlete train? What stands out in their work ethic?', 'What are they like as a teammate?', 'What surprised you most about them?', 'What do you hope for them this season?', 'Where do you see them as a college runner?']) {
      // The question is the field's visible label, not a hint beside a one-word title.
      expect(await form.getByLabel(question, { exact: true }).count()).toBe(1);
      expect(await form.locator('label.field__label', { hasText: question }).isVisible()).toBe(true);
    }
    await form.locator('input[type="file"]').setInputFiles({ name: 'coach.png', mimeType: 'image/png', buffer: portrait });
    const preview = form.getByRole('img', { name: 'Photo: current image' });
    await preview.waitFor();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight > 0)).toBe(true);
    const shape = await preview.evaluate((img) => {
      const s = getComputedStyle(img);
      const box = img.parentElement!.getBoundingClientRect();
      const own = img.getBoundingClientRect();
      return { fit: s.objectFit, position: s.objectPosition, ratio: Math.round((box.height / box.width) * 100) / 100, fills: Math.round(own.height) === Math.round(box.height) };
    });
    // The public card's shape (4:5) and crop, not a square cut around the middle: the picture fills
    // its box, so the crop is object-fit's, not the box's overflow.
    expect(shape).toEqual({ fit: 'cover', position: '50% 25%', ratio: 1.25, fills: true });
    await preview.scrollIntoViewIfNeeded();
    await screenshot(form, 'walk-small-coach-invite-photo', false);
    await form.getByLabel('What are they like as a teammate?').scrollIntoViewIfNeeded();
    await screenshot(form, 'walk-small-coach-invite-questions', false);
    await coach.close();

    // The same photo on the demo's published note: the home page's coach card keeps the face.
    await gotoApp(page, `${server.baseUrl}/admin/coach`);
    await page.getByRole('button', { name: 'Edit the note by Coach Dana Whitfield' }).click();
    const editor = page.getByRole('form', { name: 'Edit the note by Coach Dana Whitfield' });
    await editor.locator('.upload--portrait input[type="file"]').setInputFiles({ name: 'coach.png', mimeType: 'image/png', buffer: portrait });
    await expect.poll(() => editor.locator('.upload--portrait img').getAttribute('src')).toMatch(/\/media\//);
    await editor.getByRole('button', { name: 'Save note' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('Saved');
    await admin.close();

    const visitor = await browser.newContext(PHONE);
    const home = await visitor.newPage();
    await gotoApp(home, `${server.baseUrl}/`);
    await hydrateAll(home);
    const photo = home.locator('#coach .coach-card__photo');
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight > 0)).toBe(true);
    const card = await photo.evaluate((img) => {
      const s = getComputedStyle(img);
      const box = img.closest('.coach-card__media')!.getBoundingClientRect();
      const own = img.getBoundingClientRect();
      return { fit: s.objectFit, position: s.objectPosition, ratio: Math.round((box.height / box.width) * 100) / 100, fills: Math.round(own.height) === Math.round(box.height) };
    });
    expect(card).toEqual({ fit: 'cover', position: '50% 25%', ratio: 1.25, fills: true });
    // The sections above are laid out as they come near: the card is brought to the screen again.
    await photo.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await screenshot(home, 'walk-small-coach-card', false);
    await visitor.close();
  });
});

describe('the keyboard through an edit on the Links and Press screens', () => {
  /** The name of the focused element (its aria-label, or its label's text for a field). */
  const focused = (page: Page) => page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return el?.getAttribute('aria-label') ?? el?.labels?.[0]?.textContent ?? el?.tagName ?? '';
  });

  it('Enter on Edit puts focus in the first field; Save and Cancel give it back to the row', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await signIn(page);

    // Links: a row's Rename opens "Edit link" on its Label.
    await gotoApp(page, `${server.baseUrl}/admin/links`);
    const rename = page.getByRole('button', { name: /^Rename / }).first();
    await rename.waitFor();
    const renameName = (await rename.getAttribute('aria-label'))!;
    await rename.focus();
    await page.keyboard.press('Enter');
    const linkForm = page.getByRole('form', { name: 'Edit link' });
    await linkForm.waitFor();
    await expect.poll(() => focused(page)).toBe('Label');
    await linkForm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => focused(page)).toBe(renameName);
    // Again, and Enter in the field saves: focus back on the row, under its new name.
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('Label');
    await page.keyboard.press('End');
    await page.keyboard.type(' 2');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe(`${renameName} 2`);
    await screenshot(page, 'walk-small-links-focus-back', false);

    // Press: a row's Edit opens "Edit article" on its Title.
    await gotoApp(page, `${server.baseUrl}/admin/press`);
    const edit = page.locator('main table').getByRole('button', { name: /^Edit / }).first();
    await edit.waitFor();
    const editName = (await edit.getAttribute('aria-label'))!;
    await edit.focus();
    await page.keyboard.press('Enter');
    const pressForm = page.getByRole('form', { name: 'Edit article' });
    await pressForm.waitFor();
    await expect.poll(() => focused(page)).toBe('Title');
    await screenshot(page, 'walk-small-press-focus-in-form', false);
    await pressForm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => focused(page)).toBe(editName);
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('Title');
    await page.keyboard.press('Enter');
    await expect.poll(() => pressForm.count()).toBe(0);
    await expect.poll(() => focused(page)).toBe(editName);
    await context.close();
  });
});

describe('the public cheer form', () => {
  it('keeps Send enabled, says what is missing when pressed, and Enter sends', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await gotoApp(page, `${server.baseUrl}/support`);
    const form = page.getByRole('form', { name: 'Leave a cheer' });
    const send = form.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(false);
    await send.click();
    // Beside each field, and by the button; the keyboard goes to the first one.
    await expect.poll(() => form.getByText('Please fix: First name, Message.').count()).toBe(1);
    expect(await form.getByText('Please enter your first name.').count()).toBe(1);
    expect(await form.getByText('Please write a message.').count()).toBe(1);
    expect(await form.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel('First name').evaluate((el) => el === document.activeElement)).toBe(true);
    await form.getByLabel('First name').scrollIntoViewIfNeeded();
    await screenshot(page, 'walk-small-cheer-missing', false);
    // Enter in the name sends: the message is still missing, so the keyboard moves there.
    await page.keyboard.type('Sam');
    await page.keyboard.press('Enter');
    await expect.poll(() => form.getByText('Please fix: Message.').count()).toBe(1);
    expect(await form.getByLabel('Message').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Go Owen!');
    await form.getByLabel('First name').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => form.getByRole('status').textContent()).toContain('awaiting approval');
    expect(await form.getByText(/Please fix/).count()).toBe(0);
    await context.close();
  });
});
