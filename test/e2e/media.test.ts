import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip } from '../../src/test/media-fixtures';
import { DESKTOP, launchBrowser, screenshot, startServer, watchErrors, type E2eServer, gotoApp } from './harness';

let server: E2eServer;
let browser: Browser;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'media-e2e-'));
const clip = path.join(tmp, 'sprint-finish.mp4');

beforeAll(async () => {
  // A short clip made by ffmpeg's test source (with an audio track the transcode must drop).
  await makeClip(clip, { seconds: 3, size: '1280x720' });
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('hero video, end to end', () => {
  it('uploads a clip in the settings screen, follows the progress to done, and plays it on the home page', async () => {
    const page = await browser.newPage(DESKTOP);
    const errors = watchErrors(page);
    try {
      await gotoApp(page, `${server.baseUrl}/admin/settings`);
      await page.waitForURL(/\/admin\/login\?next=%2Fadmin%2Fsettings/);
      await page.getByLabel('Email').fill(server.admin.email);
      await page.getByLabel('Password').fill(server.admin.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/admin\/settings$/);
      await expect.poll(() => page.getByText('No hero selected yet.').count()).toBe(1);

      // Record every state and progress value the screen shows while the flow runs.
      await page.evaluate(() => {
        const seen: Array<{ step: string; value: number }> = [];
        (window as unknown as { __heroFlow: typeof seen }).__heroFlow = seen;
        const record = () => {
          const bar = document.querySelector<HTMLProgressElement>('.upload-flow progress');
          const step = document.querySelector('.upload-flow__steps [aria-current="step"]')?.textContent ?? '';
          if (bar) seen.push({ step, value: bar.value });
        };
        new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      });
      await page.getByLabel('Upload a video').setInputFiles(clip);

      const status = page.locator('#hero-flow-status');
      await expect.poll(() => status.textContent(), { timeout: 60_000, interval: 200 }).toContain('Done ✅');
      expect(await page.locator('.upload-flow progress').evaluate((el) => (el as HTMLProgressElement).value)).toBe(100);
      const seen = await page.evaluate(() => (window as unknown as { __heroFlow: Array<{ step: string; value: number }> }).__heroFlow);
      const steps = [...new Set(seen.map((s) => s.step))];
      // Every state of the flow, in order (a fast step may be too quick to catch between two frames).
      const order = ['Uploading', 'Transcoding', 'Setting as hero', 'Updating', 'Done'];
      expect(steps.filter((s) => order.includes(s))).toEqual(order.filter((s) => steps.includes(s)));
      expect(steps).toContain('Uploading');
      expect(steps).toContain('Transcoding');
      expect(steps.at(-1)).toBe('Done');

      // The library shows the new video as the active hero, with its poster; the hero preview too.
      const card = page.locator('.media-card', { hasText: 'sprint-finish.mp4' });
      await expect.poll(() => card.getByText('Active').count()).toBe(1);
      expect(await card.getByRole('img').getAttribute('src')).toMatch(/^\/media\/video\/[a-f0-9]{24}-poster\.webp$/);
      expect(await page.getByText('No hero selected yet.').count()).toBe(0);
      expect(await page.getByRole('img', { name: 'Poster of the current hero video' }).count()).toBe(1);
      // The active hero cannot be deleted.
      expect(await card.getByRole('button', { name: /Delete/ }).isDisabled()).toBe(true);
      await screenshot(page, 'media-settings-done');

      // The home page plays the new hero video.
      await gotoApp(page, `${server.baseUrl}/`);
      const video = page.locator('video.hero__video');
      await expect.poll(() => video.getAttribute('src'), { timeout: 15_000 }).toMatch(/\/media\/video\/[a-f0-9]{24}\.mp4$/);
      expect(await video.getAttribute('poster')).toMatch(/\/media\/video\/[a-f0-9]{24}-poster\.webp$/);
      const playable = await video.evaluate((v) => (v as HTMLVideoElement).canPlayType('video/mp4; codecs="avc1.640028"'));
      if (playable) {
        // The browser fetched (with ranges) and decoded the start of the file.
        await expect.poll(() => video.evaluate((v) => (v as HTMLVideoElement).readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
        expect(await video.evaluate((v) => Math.round((v as HTMLVideoElement).videoWidth))).toBe(1280);
      }
      await screenshot(page, 'media-home-hero', false);

      // Clearing the hero (with confirmation) brings back 'No hero selected yet.' and the built-in poster.
      await gotoApp(page, `${server.baseUrl}/admin/settings`);
      await page.getByRole('button', { name: 'Clear hero' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Clear hero' }).click();
      await expect.poll(() => page.getByText('No hero selected yet.').count()).toBe(1);
      await gotoApp(page, `${server.baseUrl}/`);
      // The built-in poster is drawn in the page; no picture is downloaded for it.
      await expect.poll(() => page.locator('svg.hero__poster').count()).toBe(1);
      expect(await page.locator('img.hero__poster').count()).toBe(0);
      expect(await page.locator('video.hero__video').count()).toBe(0);
      expect(errors).toEqual([]);
    } catch (err) {
      await screenshot(page, 'media-failure').catch(() => undefined);
      throw err;
    } finally {
      await page.close();
    }
  });

  it('shows the server refusal for a file that is not MP4/MOV', async () => {
    const page = await browser.newPage(DESKTOP);
    try {
      await gotoApp(page, `${server.baseUrl}/admin/login?next=%2Fadmin%2Fsettings`);
      await page.getByLabel('Email').fill(server.admin.email);
      await page.getByLabel('Password').fill(server.admin.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/admin\/settings$/);
      // Named .mp4 and typed video/mp4 by the browser, but the bytes are text: the server decides.
      await page.getByLabel('Upload a video').setInputFiles({ name: 'fake.mp4', mimeType: 'video/mp4', buffer: Buffer.from('this is not a video, only text pretending to be one') });
      await expect.poll(() => page.locator('#hero-flow-status').textContent()).toBe('This file is not a video the site can use. Use an MP4 or MOV video.');
    } finally {
      await page.close();
    }
  });
});
