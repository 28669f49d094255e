import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeTrainingArticle } from '../../src/shared/sanitize';
import { PHONE, RESULTS_DIR, launchBrowser, screenshot, startServer, watchErrors, type E2eServer, gotoApp } from './harness';

// Editing what can be added (#19 item 6): a press article edited after adding, with its thumbnail
// uploaded (progress shown, metadata stripped); Edit links from the public site's race and PR
// dialogs and press cards to the right admin form; the rich-text article editor, whose HTML the
// server stores as it was sent. Phone screenshots go to test-results/walk-*.png.

let server: E2eServer;
let browser: Browser;
let ctx: BrowserContext;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ctx = await browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  await gotoApp(page, `${server.baseUrl}/admin/login`);
  await page.getByLabel('Email').fill(server.admin.email);
  await page.getByLabel('Password').fill(server.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin$/);
  await page.close();
});
afterAll(async () => {
  await ctx?.close();
  await browser?.close();
  await server?.stop();
});

async function publicJson<T>(url: string): Promise<T> {
  const res = await fetch(`${server.baseUrl}${url}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** Runs `run` on a new phone page of the signed-in context; a failure keeps a screenshot. */
async function onPage(name: string, run: (page: Page) => Promise<void>): Promise<void> {
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  try {
    await run(page);
    expect(errors).toEqual([]);
  } catch (err) {
    await screenshot(page, `walk-${name}-failure`).catch(() => undefined);
    throw err;
  } finally {
    await page.close();
  }
}

/** A noisy 1200×800 JPEG carrying EXIF data (a camera's copyright), large enough for a visible upload. */
async function photoWithExif(): Promise<string> {
  const raw = Buffer.alloc(1200 * 800 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
  const file = path.join(RESULTS_DIR, 'walk-thumb.jpg');
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  await sharp(raw, { raw: { width: 1200, height: 800, channels: 3 } })
    .withExif({ IFD0: { Copyright: 'Camera owner', Artist: 'Someone' } })
    .jpeg({ quality: 95 })
    .toFile(file);
  expect((await sharp(file).metadata()).exif).toBeDefined();
  return file;
}

describe('#19 item 6: editing what can be added', () => {
  it('edits a press article after adding it: every field, a link without https:// fixed, a thumbnail uploaded with progress and without its metadata', async () => {
    const photo = await photoWithExif();
    await onPage('press-edit', async (page) => {
      const before = await publicJson<Array<{ id: number; title: string }>>('/content/public/press');
      const target = before[0]!;
      await gotoApp(page, `${server.baseUrl}/admin/press`);
      await page.getByRole('button', { name: `Edit ${target.title}` }).click();
      const form = page.getByRole('form', { name: 'Edit article' });
      await form.waitFor();
      await form.getByLabel('Title').fill('Hartley edited on a phone');
      await form.getByLabel('Article URL').fill('example.org/news/edited');
      await form.getByLabel('Source').fill('Valley Times');
      await form.getByLabel('Excerpt').fill('Edited after adding, from the list.');

      // A slow uplink, so the progress bar can be seen (and photographed) while the picture goes up.
      const cdp = await ctx.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 150 * 1024 });
      await form.locator('input[type=file]').setInputFiles(photo);
      const progress = form.getByRole('progressbar', { name: 'Uploading Thumbnail' });
      await progress.waitFor();
      await screenshot(page, 'walk-upload-progress', false);
      await progress.waitFor({ state: 'detached', timeout: 60_000 });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await form.getByRole('img', { name: 'Thumbnail: current image' }).waitFor();
      // The form's top under the fixed header, then its thumbnail with the uploaded picture.
      await form.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
      await screenshot(page, 'walk-press-edit', false);
      await form.getByRole('img', { name: 'Thumbnail: current image' }).evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await screenshot(page, 'walk-press-edit-thumbnail', false);
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(async () => (await publicJson<Array<{ id: number; title: string }>>('/content/public/press')).find((p) => p.id === target.id)?.title).toBe('Hartley edited on a phone');
      const saved = (await publicJson<Array<{ id: number; url: string; source: string; excerpt: string; thumb_url: string }>>('/content/public/press')).find((p) => p.id === target.id)!;
      expect(saved).toMatchObject({ url: 'https://example.org/news/edited', source: 'Valley Times', excerpt: 'Edited after adding, from the list.' });
      expect(saved.thumb_url).toMatch(/^\/media\//);
      const stored = Buffer.from(await (await fetch(`${server.baseUrl}${saved.thumb_url}`)).arrayBuffer());
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
    });
  });

  it('opens the right admin form from the Edit link of a race dialog, a PR dialog and a press card', async () => {
    const races = await publicJson<Array<{ id: number; title: string }>>('/content/public/races');
    const prs = await publicJson<Array<{ id: number; distance: string; source: 'race' | 'entered'; race?: { id: number; title: string } }>>('/content/public/prs');
    const press = await publicJson<Array<{ id: number; title: string }>>('/content/public/press');
    await onPage('edit-links', async (page) => {
      await gotoApp(page, `${server.baseUrl}/courses/${races[0]!.id}`);
      await page.getByRole('link', { name: `Edit ${races[0]!.title}` }).click();
      await page.waitForURL(/\/admin\/courses$/);
      const raceForm = page.getByRole('form', { name: 'Edit race' });
      await raceForm.waitFor();
      expect(await raceForm.getByLabel('Title').inputValue()).toBe(races[0]!.title);

      // A PR a race holds is edited at its race (#44: the PR follows the race); one entered by hand, in the PRs.
      for (const pr of [prs.find((p) => p.source === 'race'), prs.find((p) => p.source === 'entered')]) {
        if (!pr) continue;
        await gotoApp(page, `${server.baseUrl}/prs`);
        await page.getByRole('button', { name: new RegExp(pr.distance) }).first().click();
        if (pr.source === 'race') {
          await page.getByRole('dialog').getByRole('link', { name: `Edit ${pr.race!.title}` }).click();
          await page.waitForURL(/\/admin\/courses$/);
          expect(await page.getByRole('form', { name: 'Edit race' }).getByLabel('Title').inputValue()).toBe(pr.race!.title);
        } else {
          await page.getByRole('dialog').getByRole('link', { name: `Edit ${pr.distance} personal record` }).click();
          await page.waitForURL(/\/admin\/prs$/);
          await page.getByRole('form', { name: 'Edit PR' }).waitFor();
        }
      }

      await gotoApp(page, `${server.baseUrl}/`);
      const card = page.getByRole('link', { name: `Edit ${press[0]!.title}` });
      await card.scrollIntoViewIfNeeded();
      await card.click();
      await page.waitForURL(/\/admin\/press$/);
      const pressForm = page.getByRole('form', { name: 'Edit article' });
      await pressForm.waitFor();
      expect(await pressForm.getByLabel('Title').inputValue()).toBe(press[0]!.title);
    });
    // A visitor sees no Edit link.
    const visitor = await browser.newPage(PHONE);
    await gotoApp(visitor, `${server.baseUrl}/courses/${races[0]!.id}`);
    await visitor.getByRole('heading', { name: races[0]!.title }).waitFor();
    expect(await visitor.getByRole('link', { name: /^Edit/ }).count()).toBe(0);
    await visitor.close();
  });

  it('writes the training article in the rich-text editor; the server stores the HTML as the editor sent it', async () => {
    await onPage('rich-text', async (page) => {
      await gotoApp(page, `${server.baseUrl}/admin/training-profile`);
      await page.getByRole('button', { name: /Step 3/ }).click();
      const editor = page.getByRole('textbox', { name: 'Article' });
      await editor.waitFor();
      await editor.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Delete');
      const toolbar = page.getByRole('toolbar', { name: 'Article formatting' });
      await toolbar.getByRole('button', { name: 'H2 heading' }).click();
      await page.keyboard.type('Base phase');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Easy miles and ');
      await toolbar.getByRole('button', { name: 'Bold' }).click();
      await page.keyboard.type('strides');
      await toolbar.getByRole('button', { name: 'Bold' }).click();
      await page.keyboard.type(' twice a week.');
      await page.keyboard.press('Enter');
      await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
      await page.keyboard.type('Long run on Sunday');
      await page.keyboard.press('Enter');
      await toolbar.getByRole('button', { name: 'Italic' }).click();
      await page.keyboard.type('Hills');
      expect(await toolbar.getByRole('button', { name: 'Italic' }).getAttribute('aria-pressed')).toBe('true');
      await screenshot(page, 'walk-rich-text', false);
      const sent = page.waitForRequest((r) => r.url().includes('/content/admin/training-profile') && r.method() === 'PUT');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const body = (await sent).postDataJSON() as { articleHtml: string };
      expect(body.articleHtml).toBe('<h2>Base phase</h2><p>Easy miles and <strong>strides</strong> twice a week.</p><ul><li><p>Long run on Sunday</p></li><li><p><em>Hills</em></p></li></ul>');
      expect(sanitizeTrainingArticle(body.articleHtml)).toBe(body.articleHtml);
      await expect.poll(async () => (await publicJson<{ articleHtml?: string }>('/content/public/training-profile')).articleHtml).toBe(body.articleHtml);
    });
  });
});
