import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heifEnc, jpegToHeic } from '../../src/test/heif-fixtures';
import { DESKTOP, PHONE, axeViolations, gotoApp, launchBrowser, screenshot, startServer, watchErrors, type E2eServer } from './harness';

// An iPhone photo and its focal point, as a family does it (#44): on a phone, the setup's photo
// step takes a .HEIC the browser gives no image type, shows it, and the family taps the face on
// it; the crops follow at once, and so does the site's first screen. On a laptop, the settings'
// hero block moves the point with the keyboard. The HEIC is made by Debian's heif-enc.

const encoder = heifEnc();
let server: E2eServer;
let browser: Browser;
let heic: Buffer;

beforeAll(async () => {
  if (!encoder) return;
  server = await startServer({ fresh: true });
  browser = await launchBrowser();
  // A portrait, 600×900: the face (red) in the top fifth, the track (blue) below.
  const face = await sharp({ create: { width: 600, height: 180, channels: 3, background: '#dc2626' } }).png().toBuffer();
  const jpeg = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#1d4ed8' } })
    .composite([{ input: face, left: 0, top: 0 }])
    .jpeg()
    .withExif({ IFD0: { Make: 'Apple', Model: 'iPhone 15' } })
    .toBuffer();
  heic = jpegToHeic(jpeg);
}, 320_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(page: Page): Promise<void> {
  await gotoApp(page, `${server.baseUrl}/admin/login`);
  await page.getByLabel('Email').fill(server.admin.email);
  await page.getByLabel('Password').fill(server.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin(\/setup)?$/);
}

/** The hero poster the public settings name. */
async function heroPoster(): Promise<string> {
  const s = (await (await fetch(`${server.baseUrl}/content/public/settings?ts=${Date.now()}`)).json()) as { heroVideoPosterUrl: string };
  return s.heroVideoPosterUrl;
}

describe.skipIf(!encoder)('an iPhone photo and its focal point', () => {
  it('a phone uploads a HEIC in the setup, taps the face, and the crops and the first screen follow', async () => {
    const page = await browser.newPage({ ...PHONE, bypassCSP: true });
    const errors = watchErrors(page);
    await signIn(page);
    await page.getByRole('heading', { name: 'Who is the site about?' }).waitFor();
    await page.getByLabel('Athlete’s name').fill('Maya Lindqvist');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('heading', { name: 'Class, school and events' }).waitFor();
    await page.getByRole('button', { name: 'Skip this step' }).click();
    await page.getByRole('heading', { name: 'A photo for the first screen' }).waitFor();
    expect(await page.locator('input[type=file]').getAttribute('accept')).toContain('.heic');
    // Chrome outside Apple's systems gives a .HEIC no image type.
    await page.locator('input[type=file]').setInputFiles({ name: 'IMG_4021.HEIC', mimeType: 'application/octet-stream', buffer: heic });
    const picker = page.getByRole('slider', { name: 'Focal point of Portrait or hero photo' });
    await picker.waitFor({ timeout: 30_000 });
    expect(await page.getByText('Please select an image file.').count()).toBe(0);
    await expect.poll(heroPoster).toMatch(/^\/media\/img\/[a-f0-9]{24}-master\.jpg$/);

    // The face is near the top: tapped there, the point is saved with the photo and the crops follow.
    await picker.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    // Scrolled up to the middle of the screen, above the step's buttons, as a thumb would.
    await picker.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const box = (await picker.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height * 0.1);
    expect(await picker.getAttribute('aria-valuetext')).toBe('50% across, 10% down');
    await expect.poll(heroPoster).toMatch(/#focus=50,10$/);
    expect(await page.locator('.focal__crop--wide img').evaluate((img) => getComputedStyle(img).objectPosition)).toBe('50% 10%');
    expect(await axeViolations(page), 'focal point picker').toEqual([]);
    await picker.scrollIntoViewIfNeeded();
    await screenshot(page, 'focal-point-phone');

    // The first screen keeps the face: its poster is cropped at the point.
    await gotoApp(page, `${server.baseUrl}/`);
    const poster = page.locator('img.hero__poster');
    await poster.waitFor();
    expect(await poster.evaluate((img) => getComputedStyle(img).objectPosition)).toBe('50% 10%');
    expect(await poster.getAttribute('src')).toMatch(/-master\.jpg#focus=50,10$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a laptop moves the hero photo’s point with the arrow keys in the settings', async () => {
    const page = await browser.newPage(DESKTOP);
    const errors = watchErrors(page);
    await signIn(page);
    await gotoApp(page, `${server.baseUrl}/admin/settings`);
    const picker = page.getByRole('slider', { name: 'Focal point of Hero photo' });
    await picker.waitFor();
    expect(await picker.getAttribute('aria-valuetext')).toBe('50% across, 10% down');
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    expect(await picker.getAttribute('aria-valuetext')).toBe('56% across, 15% down');
    await expect.poll(heroPoster).toMatch(/#focus=56,15$/);
    expect(await page.locator('.focal__crop--tall img').evaluate((img) => getComputedStyle(img).objectPosition)).toBe('56% 15%');
    await picker.scrollIntoViewIfNeeded();
    await screenshot(page, 'focal-point-desktop', false);
    // Back to the centre: the URL carries no point.
    await page.getByRole('button', { name: 'Back to the centre' }).click();
    await expect.poll(heroPoster).toMatch(/-master\.jpg$/);
    expect(errors).toEqual([]);
    await page.close();
  });
});
