import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, axeViolations, launchBrowser, screenshot, startServer, watchErrors, type E2eServer, gotoApp } from './harness';

// The one-page résumé of the demo athlete, and the admin screen that edits its facts, on the
// built server in Chromium.

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

/** Pages in a PDF. */
const pageCount = async (pdf: Uint8Array) => (await PDFDocument.load(pdf)).getPageCount();

/** Decodes the QR code shown in the page (a PNG screenshot of it, read with sharp). */
async function decodeQr(page: Page): Promise<string | undefined> {
  const png = await page.locator('svg.qr').screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

async function signIn(page: Page, next: string): Promise<void> {
  await gotoApp(page, `${server.baseUrl}/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(server.admin.email);
  await page.getByLabel('Password').fill(server.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(new RegExp(`${next.replace(/\//g, '\\/')}$`));
}

describe('one-page résumé', () => {
  it('is linked from the hero and the nav, and prints to exactly one page on A4 and on Letter, without JavaScript', async () => {
    const home = await browser.newPage(DESKTOP);
    const errors = watchErrors(home);
    await gotoApp(home, `${server.baseUrl}/`);
    await home.locator('.hero__ctas').getByRole('link', { name: 'One-page résumé' }).waitFor();
    expect(await home.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Résumé' }).getAttribute('href')).toBe('/resume');
    await home.locator('.hero__ctas').getByRole('link', { name: 'One-page résumé' }).click();
    await home.waitForURL(/\/resume$/);
    expect(await home.title()).toBe('Owen Hartley · Athlete résumé');
    expect(errors).toEqual([]);
    await home.close();

    // No script runs on the page: printing it with JavaScript off is what a coach gets.
    const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/resume`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Owen Hartley');
    expect(await page.locator('table.t-races tbody tr').count()).toBe(5);
    expect(await page.getByRole('cell', { name: '6th of 182' }).count()).toBe(1);
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({ format, printBackground: true });
      expect(await pageCount(pdf), format).toBe(1);
    }
    await context.close();
  });

  it('carries a QR code that decodes to the site\'s address, and a Download PDF link to a one-page PDF', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto(`${server.baseUrl}/resume`);
    expect(await decodeQr(page)).toBe(`${server.baseUrl}/`);
    const href = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
    expect(href).toBe('/resume.pdf');
    const res = await fetch(`${server.baseUrl}${href}`);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(await pageCount(new Uint8Array(await res.arrayBuffer()))).toBe(1);
    await page.close();
  });

  it('reads well on a phone and on a desktop, with no serious accessibility problem', async () => {
    for (const [name, device] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
      // bypassCSP: axe is injected as an inline script, which the page's policy refuses.
      const page = await browser.newPage({ ...device, bypassCSP: true });
      await page.goto(`${server.baseUrl}/resume`);
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, `resume-${name}`);
      expect(await axeViolations(page), name).toEqual([]);
      await page.close();
    }
  }, 120_000);
});

describe('athlete profile screen', () => {
  it('edits the facts, refuses a bad one beside its field, and publishes a private fact only when switched on', async () => {
    const page = await browser.newPage({ ...DESKTOP, bypassCSP: true });
    const errors = watchErrors(page);
    await signIn(page, '/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Athlete profile' }).click();
    await page.waitForURL(/\/admin\/profile$/);
    const form = page.getByRole('form', { name: 'Athlete profile' });
    await expect.poll(() => form.getByLabel('High school').inputValue()).toBe('Lincoln High School');
    expect(await form.getByRole('checkbox', { name: 'Show weight on the site and the résumé' }).isChecked()).toBe(false);

    await form.getByLabel('Graduation year').fill('soon');
    await form.getByLabel('Graduation year').blur();
    await expect.poll(() => form.getByText('Graduation year must be a year between 2000 and 2100.').count()).toBe(1);
    await form.getByLabel('Graduation year').fill('2027');
    await form.getByLabel('Intended major').fill('Exercise science');
    await form.getByRole('checkbox', { name: 'Show weight on the site and the résumé' }).check();
    await screenshot(page, 'resume-admin-profile-desktop');
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Saved' }).count()).toBe(1);

    const pub = (await (await fetch(`${server.baseUrl}/content/public/profile`)).json()) as Record<string, unknown>;
    expect(pub).toMatchObject({ intendedMajor: 'Exercise science', weight: '139 lb (63 kg)' });
    expect(pub).not.toHaveProperty('gpa');
    const resume = await (await fetch(`${server.baseUrl}/resume`)).text();
    expect(resume).toContain('Exercise science');
    expect(resume).toContain('139 lb (63 kg)');

    // The weight goes private again.
    await form.getByRole('checkbox', { name: 'Show weight on the site and the résumé' }).uncheck();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await (await fetch(`${server.baseUrl}/content/public/profile`)).json()) as Record<string, unknown>).not.toHaveProperty('weight');
    expect(errors).toEqual([]);
    await page.close();

    const phone = await browser.newPage(PHONE);
    await signIn(phone, '/admin/profile');
    await phone.getByRole('form', { name: 'Athlete profile' }).getByLabel('High school').waitFor();
    await screenshot(phone, 'resume-admin-profile-phone');
    await phone.close();
  }, 180_000);
});
