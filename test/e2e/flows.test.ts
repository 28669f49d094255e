import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import fs2 from 'node:fs/promises';
import os from 'node:os';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip } from '../../src/test/media-fixtures';
import { DESKTOP, PHONE, launchBrowser, screenshot, startServer, watchErrors, type E2eServer, gotoApp } from './harness';

// The flows a walk through the product found broken (issue #19): a coach's note reaching the
// public page, Back closing dialogs, controls that something covered or that were too small to
// tap, training years and units, and developer text in the settings. Screenshots go to
// test-results/flows-*.png.

let server: E2eServer;
let browser: Browser;
let token: string;
const axeSource = fs.readFileSync(path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const login = await fetch(`${server.baseUrl}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(server.admin) });
  expect(login.status).toBe(200);
  token = ((await login.json()) as { token: string }).token;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** An admin API call with the token. */
async function adminApi(method: string, url: string, body?: unknown): Promise<Response> {
  return fetch(`${server.baseUrl}${url}`, { method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** A browser context signed in as the admin (the token where the UI keeps it, set through the login page). */
async function adminContext(options: object = DESKTOP): Promise<BrowserContext> {
  const ctx = await browser.newContext(options);
  const page = await ctx.newPage();
  await gotoApp(page, `${server.baseUrl}/admin`);
  await page.waitForURL(/\/admin\/login/);
  await page.getByLabel('Email').fill(server.admin.email);
  await page.getByLabel('Password').fill(server.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin$/);
  await page.close();
  return ctx;
}

/** Runs `run` on a new page of `ctx`; keeps a screenshot when it fails and checks there was no page error. */
async function onPage(ctx: BrowserContext, name: string, run: (page: Page) => Promise<void>): Promise<void> {
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  try {
    await run(page);
    expect(errors).toEqual([]);
  } catch (err) {
    await screenshot(page, `flows-${name}-failure`).catch(() => undefined);
    throw err;
  } finally {
    await page.close();
  }
}

/** Scrolls through the home page so every deferred section mounts, then back to the top. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
    window.scrollTo(0, 0);
  });
}

async function axeViolations(page: Page): Promise<Array<{ id: string; nodes: string[] }>> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[]; failureSummary?: string }> }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`) }));
  });
}

/**
 * Every visible control of the page whose centre is covered by something else: each one is scrolled
 * to the middle of the screen and `document.elementFromPoint` at its centre must be the control or
 * inside it. Hidden copies (aria-hidden) and controls clipped out of a scrolling row are skipped.
 */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const out: string[] = [];
    const controls = [...document.querySelectorAll<HTMLElement>('main button, main a[href], footer a[href], nav.admin-float a, nav.admin-float button')];
    for (const el of controls) {
      if (el.closest('[aria-hidden="true"], .sr-only') || el.getClientRects().length === 0) continue;
      el.scrollIntoView({ block: 'center', inline: 'nearest' });
      await frame();
      const r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) continue;
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (x < 0 || x > innerWidth || y < 0 || y > innerHeight) continue;
      // A control scrolled out of a clipping row (a carousel) is not on screen.
      let clipped = false;
      for (let p = el.parentElement; p; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (/(hidden|auto|scroll|clip)/.test(s.overflowX + s.overflowY)) {
          const b = p.getBoundingClientRect();
          if (x < b.left || x > b.right || y < b.top || y > b.bottom) clipped = true;
        }
      }
      if (clipped) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(el === hit || el.contains(hit))) out.push(`${el.tagName} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" under ${hit ? `${hit.tagName}.${hit.className}` : 'nothing'}`);
    }
    window.scrollTo(0, 0);
    return out;
  });
}

/** The size of every element matched, as "label: w×h". */
async function sizes(locator: Locator): Promise<Array<{ name: string; w: number; h: number }>> {
  return locator.evaluateAll((els) =>
    els
      .filter((el) => !el.closest('[aria-hidden="true"]'))
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30), w: Math.round(r.width), h: Math.round(r.height) };
      }),
  );
}

const PHONE_STILL = { ...PHONE, reducedMotion: 'reduce' } as const;
const DESKTOP_STILL = { ...DESKTOP, reducedMotion: 'reduce' } as const;

describe('#19 flows, end to end', () => {
  it('1. a coach answers an invite on a phone, the admin publishes, and the home page shows the note as the spotlight', async () => {
    const photo = await sharp({ create: { width: 480, height: 600, channels: 3, background: { r: 40, g: 110, b: 190 } } }).png().toBuffer();
    const admin = await adminContext();
    try {
      let link = '';
      await onPage(admin, 'coach-invite', async (page) => {
        await gotoApp(page, `${server.baseUrl}/admin/coach`);
        const invite = page.getByRole('form', { name: 'Invite a coach' });
        await invite.getByLabel('Coach name').fill('Coach Dana Flows');
        await invite.getByLabel('Coach e-mail').fill('dana@example.org');
        await invite.getByRole('button', { name: 'Create invite link' }).click();
        const box = invite.getByLabel('Invite link');
        await expect.poll(() => box.inputValue()).toMatch(/\/coach\/invite\/\S+$/);
        link = await box.inputValue();
      });

      const coach = await browser.newContext(PHONE);
      try {
        await onPage(coach, 'coach-phone', async (page) => {
          await gotoApp(page, link);
          await expect.poll(() => page.getByRole('heading', { name: 'Hello Coach Dana Flows!' }).count()).toBe(1);
          await page.getByLabel('Headline').fill('Fearless on hills, generous with teammates.');
          await page.getByLabel('How does the athlete train? What stands out in their work ethic?').fill('Shows up early and runs every rep with intent.');
          await page.getByLabel('I agree my answers and photo may be used on this public website.').check();
          await page.locator('input[type="file"]').setInputFiles({ name: 'dana.png', mimeType: 'image/png', buffer: photo });
          const submit = page.getByRole('button', { name: 'Submit my note' });
          await expect.poll(() => submit.isDisabled()).toBe(false);
          await submit.click();
          await expect.poll(() => page.getByRole('status').first().textContent()).toContain('submitted for review');
        });
      } finally {
        await coach.close();
      }

      // Published as is: no article is written.
      await onPage(admin, 'coach-publish', async (page) => {
        await gotoApp(page, `${server.baseUrl}/admin/coach`);
        const publish = page.getByRole('button', { name: 'Publish the note by Coach Dana Flows' });
        await expect.poll(() => publish.count()).toBe(1);
        await publish.click();
        const notice = page.getByRole('status').filter({ hasText: 'Published ✅' });
        await expect.poll(() => notice.count()).toBeGreaterThan(0);
        expect(await notice.first().textContent()).not.toContain('add an article');
      });
    } finally {
      await admin.close();
    }

    const visitor = await browser.newContext(PHONE);
    try {
      await onPage(visitor, 'coach-spotlight', async (page) => {
        await gotoApp(page, `${server.baseUrl}/`);
        const card = page.locator('#coach .coach-card');
        await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
        await card.scrollIntoViewIfNeeded();
        await expect.poll(() => card.locator('.coach-card__quote').textContent()).toContain('Fearless on hills, generous with teammates.');
        expect(await card.getByText('Shows up early and runs every rep with intent.').count()).toBe(1);
        expect(await page.getByText('(No coach spotlight available)').count()).toBe(0);
        await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('#coach img')].every((i) => i.complete));
        await card.screenshot({ path: path.join(path.dirname(await screenshot(page, 'flows-1-home-phone', false)), 'flows-1-coach-spotlight-phone.png') });

        // "Read the full note" opens the answers as a Q&A.
        await card.getByRole('button', { name: 'Read the full note' }).click();
        const dialog = page.getByRole('dialog');
        await expect.poll(() => dialog.locator('.magazine h3').first().textContent().catch(() => '')).toBe('On training');
        expect(page.url()).toMatch(/\?open=coach-\d+$/);
        await page.goBack();
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      });
    } finally {
      await visitor.close();
    }
  });

  it('2. Back closes a dialog and stays on the site, on the first page of a visit too; a dialog link opens the item', async () => {
    const ctx = await browser.newContext(DESKTOP);
    try {
      await onPage(ctx, 'back', async (page) => {
        // First page of the visit: Back closes the dialog, the page stays.
        await gotoApp(page, `${server.baseUrl}/`);
        const raceCard = page.locator('.race-card').first();
        await expect.poll(() => raceCard.count(), { timeout: 15_000 }).toBe(1);
        await raceCard.scrollIntoViewIfNeeded();
        await raceCard.click();
        await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
        expect(page.url()).toMatch(/\/\?open=race-\d+$/);
        const shared = page.url();
        await page.goBack();
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
        expect(page.url()).toBe(`${server.baseUrl}/`);
        expect(await page.locator('.race-card').count()).toBeGreaterThan(0);

        // The close button steps back over the dialog's entry: one more Back is the previous page.
        await gotoApp(page, `${server.baseUrl}/courses`);
        await page.locator('.topnav__brand').click();
        await page.waitForURL(`${server.baseUrl}/`);
        const athlete = page.locator('.athlete-card').first();
        await expect.poll(() => athlete.count(), { timeout: 15_000 }).toBe(1);
        await athlete.scrollIntoViewIfNeeded();
        await athlete.click();
        await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
        expect(page.url()).toMatch(/\?open=athlete-\d+$/);
        await page.goBack();
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
        expect(page.url()).toBe(`${server.baseUrl}/`);
        await athlete.click();
        await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
        await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
        await expect.poll(() => page.url()).toBe(`${server.baseUrl}/`);
        await page.goBack();
        await page.waitForURL(`${server.baseUrl}/courses`);

        // The dialog's own link, opened directly: it shows the item; Back lands on the page.
        await gotoApp(page, shared);
        const dialog = page.getByRole('dialog');
        await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(1);
        expect(await dialog.locator('#race-modal-title').count()).toBe(1);
        await page.goBack();
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
        expect(page.url()).toBe(`${server.baseUrl}/`);

        // And Close does the same.
        await gotoApp(page, shared);
        await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(1);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
        await expect.poll(() => page.url()).toBe(`${server.baseUrl}/`);
      });
    } finally {
      await ctx.close();
    }
  });

  it('2. the close control stays in view when a long dialog scrolls on a phone', async () => {
    const ctx = await browser.newContext(PHONE_STILL);
    try {
      await onPage(ctx, 'dialog-phone', async (page) => {
        await gotoApp(page, `${server.baseUrl}/training?open=interview-training`);
        const dialog = page.getByRole('dialog');
        await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(1);
        await dialog.evaluate((el) => el.scrollTo(0, el.scrollHeight / 2));
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const close = dialog.getByRole('button', { name: 'Close' });
        const onTop = await close.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return r.top >= 0 && r.bottom <= innerHeight && (hit === el || el.contains(hit));
        });
        expect(onTop).toBe(true);
        expect(await dialog.evaluate((el) => el.scrollTop)).toBeGreaterThan(200);
        await screenshot(page, 'flows-2-dialog-scrolled-phone', false);
        await close.click();
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
        expect(page.url()).toBe(`${server.baseUrl}/training`);
      });
    } finally {
      await ctx.close();
    }
  });

  it('4. nothing covers a control, after three university votes too, on a phone and a desktop', async () => {
    for (const [name, options] of [['phone', PHONE_STILL], ['desktop', DESKTOP_STILL]] as const) {
      const ctx = await browser.newContext(options);
      try {
        await onPage(ctx, `covered-${name}`, async (page) => {
          await gotoApp(page, `${server.baseUrl}/`);
          await expect.poll(() => page.locator('.social-link').count(), { timeout: 15_000 }).toBeGreaterThan(0);
          await settle(page);
          const votes = page.locator('#universities .marquee__group:not([aria-hidden]) button', { hasText: /^Vote$/ });
          for (let i = 0; i < 3; i++) {
            await expect.poll(() => votes.evaluateAll((els) => els.filter((b) => !(b as HTMLButtonElement).disabled).length)).toBeGreaterThan(0);
            const before = await votes.count();
            await votes.first().scrollIntoViewIfNeeded();
            await votes.first().click();
            await expect.poll(() => votes.count()).toBe(before - 1);
          }
          const note = page.getByText('All 3 picks used — thanks for voting!');
          await expect.poll(() => note.count()).toBe(1);
          await note.scrollIntoViewIfNeeded();
          expect(await note.evaluate((el) => { const r = el.getBoundingClientRect(); const hit = document.elementFromPoint(r.left + 8, r.top + r.height / 2); return hit === el || el.contains(hit); })).toBe(true);
          if (name === 'phone') await page.locator('#universities').screenshot({ path: path.join(path.dirname(await screenshot(page, 'flows-4-home-phone')), 'flows-4-university-picks-phone.png') });
          for (const url of ['/', '/training', '/coach', '/team']) {
            if (url !== '/') {
              await gotoApp(page, `${server.baseUrl}${url}`);
              await page.locator('main').waitFor();
              await settle(page);
            }
            expect(await coveredControls(page), `${url} (${name})`).toEqual([]);
          }
        });
      } finally {
        await ctx.close();
      }
    }
  }, 150_000);

  it('4. tap targets are at least 44×44 on a phone: team dots, like and vote buttons, footer links, the Pause chips', async () => {
    // Motion on: the marquees show their Pause and Faster chips only then.
    const ctx = await browser.newContext(PHONE);
    try {
      await onPage(ctx, 'targets', async (page) => {
        await gotoApp(page, `${server.baseUrl}/`);
        await expect.poll(() => page.locator('.social-link').count(), { timeout: 15_000 }).toBeGreaterThan(0);
        await settle(page);
        const dir = path.dirname(await screenshot(page, 'flows-4-home-motion-phone'));
        await page.locator('#team').screenshot({ path: path.join(dir, 'flows-4-team-section-phone.png') });
        await page.locator('#universities').screenshot({ path: path.join(dir, 'flows-4-universities-motion-phone.png') });
        const groups = { dots: '.dot', likes: '.like-btn', votes: '#universities button', footer: '.footer__links a', chips: '.chip--small' };
        for (const [group, selector] of Object.entries(groups)) {
          const found = await sizes(page.locator(selector));
          expect(found.length, group).toBeGreaterThan(0);
          expect(found.filter((s) => s.w < 44 || s.h < 44), group).toEqual([]);
        }
      });
    } finally {
      await ctx.close();
    }
  });

  it('4. the public pages have no axe violation, for a visitor and for the signed-in admin (floating bar in a landmark)', async () => {
    // bypassCSP: axe is injected as an inline script, which the site's policy refuses.
    const visitor = await browser.newContext({ ...DESKTOP_STILL, bypassCSP: true });
    const admin = await adminContext({ ...DESKTOP_STILL, bypassCSP: true });
    try {
      for (const [who, ctx] of [['visitor', visitor], ['admin', admin]] as const) {
        await onPage(ctx, `axe-${who}`, async (page) => {
          for (const url of ['/', '/training', '/coach', '/team', '/?open=race-1']) {
            await gotoApp(page, `${server.baseUrl}${url}`);
            await page.locator('main').waitFor();
            await settle(page);
            if (who === 'admin') await page.getByRole('navigation', { name: 'Admin' }).waitFor();
            expect(await axeViolations(page), `${url} as ${who}`).toEqual([]);
          }
        });
      }
    } finally {
      await visitor.close();
      await admin.close();
    }
  }, 150_000);

  it('7. training shows the current year and the unit chosen in settings', async () => {
    const year = new Date().getFullYear();
    const ctx = await browser.newContext(PHONE_STILL);
    try {
      await onPage(ctx, 'training', async (page) => {
        await gotoApp(page, `${server.baseUrl}/training`);
        const gauge = page.locator('.gauge');
        await expect.poll(() => gauge.count(), { timeout: 15_000 }).toBe(1);
        expect(await gauge.getAttribute('aria-label')).toMatch(new RegExp(`^\\d+ km in ${year} so far`));
        expect(await page.locator('.year-bars__year').allTextContents()).toEqual([String(year - 2), String(year - 1), String(year)]);

        expect((await adminApi('PUT', '/content/admin/settings', { distanceUnit: 'mi' })).status).toBe(200);
        await page.reload();
        await expect.poll(() => gauge.getAttribute('aria-label'), { timeout: 15_000 }).toMatch(new RegExp(`^\\d+ mi in ${year} so far, on a scale of 500 mi`));
        expect((await page.locator('.year-bars__km').allTextContents()).every((t) => t.trim().endsWith(' mi'))).toBe(true);
        expect(await page.locator('.training__gauge').getByText(/\bkm\b/).count()).toBe(0);
        await page.locator('.training').screenshot({ path: path.join(path.dirname(await screenshot(page, 'flows-7-training-page-phone')), 'flows-7-training-phone.png') });
      });
      const admin = await adminContext();
      try {
        await onPage(admin, 'training-admin', async (page) => {
          await gotoApp(page, `${server.baseUrl}/admin/training-profile`);
          await expect.poll(() => page.getByLabel(`Miles in ${year}`).count(), { timeout: 15_000 }).toBe(1);
          expect(await page.getByLabel(`Miles in ${year - 2}`).count()).toBe(1);
          expect(await page.getByText(/Kilometres in 20\d\d/).count()).toBe(0);
        });
      } finally {
        await admin.close();
      }
    } finally {
      expect((await adminApi('PUT', '/content/admin/settings', { distanceUnit: 'km' })).status).toBe(200);
      await ctx.close();
    }
  });

  it('9. the video library says "Video ready", never the ffmpeg build string; 4. "Use as hero" is named by its label, axe-clean in the hero dialog', async () => {
    const dir = await fs2.mkdtemp(path.join(os.tmpdir(), 'flows-clip-'));
    const admin = await adminContext({ ...DESKTOP, bypassCSP: true });
    try {
      // Two different clips (the same bytes twice would be one stored video).
      const clips = [path.join(dir, 'clip.mp4'), path.join(dir, 'finish.mp4')];
      await makeClip(clips[0]!, { seconds: 1, size: '320x180' });
      await makeClip(clips[1]!, { seconds: 1, size: '352x198' });
      await onPage(admin, 'settings-video', async (page) => {
        await gotoApp(page, `${server.baseUrl}/admin/settings`);
        await expect.poll(() => page.getByRole('heading', { name: 'Media library' }).count(), { timeout: 15_000 }).toBe(1);
        // Two uploads: the second becomes the hero, so the first offers "Use as hero".
        for (const clip of clips) {
          await page.getByLabel('Upload a video').setInputFiles(clip);
          await expect.poll(() => page.locator('#hero-flow-status').textContent(), { timeout: 60_000, interval: 200 }).toContain('Done ✅');
        }
        await page.reload();
        const use = page.getByRole('button', { name: /^Use as hero: / });
        await expect.poll(() => use.count(), { timeout: 15_000 }).toBe(1);
        expect((await use.textContent())?.trim()).toBe('Use as hero');
        expect(await page.getByText('Video ready').count()).toBeGreaterThan(0);
        expect(await page.getByText(/transcoded by|ffmpeg N-|ffmpeg \d/).count()).toBe(0);

        await gotoApp(page, `${server.baseUrl}/`);
        await page.getByRole('button', { name: 'Change hero video' }).click();
        const dialog = page.getByRole('dialog', { name: 'Change hero video' });
        await expect.poll(() => dialog.getByRole('button', { name: /^Use as hero: / }).count(), { timeout: 15_000 }).toBe(1);
        expect(await axeViolations(page)).toEqual([]);
        await page.goBack();
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
        expect(page.url()).toBe(`${server.baseUrl}/`);
      });
    } finally {
      await admin.close();
      await fs2.rm(dir, { recursive: true, force: true });
    }
  });

  it('4. a team of one shows one card, without ghost copies or a wheel to turn', async () => {
    const list = (await (await adminApi('GET', '/content/admin/team-member')).json()) as { items?: Array<{ id: number }> } | Array<{ id: number }>;
    const members = Array.isArray(list) ? list : (list.items ?? []);
    expect(members.length).toBeGreaterThan(1);
    for (const m of members.slice(1)) expect((await adminApi('DELETE', `/content/admin/team-member/${m.id}`)).status).toBe(200);
    const ctx = await browser.newContext(PHONE_STILL);
    try {
      await onPage(ctx, 'team-of-one', async (page) => {
        await gotoApp(page, `${server.baseUrl}/team`);
        await expect.poll(() => page.locator('.team-wheel__slot').count(), { timeout: 15_000 }).toBe(1);
        expect(await page.locator('.member-card').count()).toBe(1);
        expect(await page.locator('.dot').count()).toBe(0);
        expect(await page.getByRole('button', { name: 'Next team member' }).count()).toBe(0);
        await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.member-card img')].every((i) => i.complete));
        await screenshot(page, 'flows-4-team-of-one-phone', false);
      });
    } finally {
      await ctx.close();
    }
  });
});
