import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, axeViolations, launchBrowser, screenshot, startServer, watchErrors, type E2eServer, gotoApp } from './harness';

// PR progression in the PR overlay and the season table of /courses, on a phone, with the demo
// content (three seasons of 5K XC). bypassCSP: axe is injected as an inline script, which the
// site's policy refuses.

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

/** True when nothing on the page is wider than the viewport (no sideways scrolling on a phone). */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('PR progression, end to end', () => {
  it('the PR overlay shows the chart drawn by the server and its data table', async () => {
    const page = await browser.newPage({ ...PHONE, bypassCSP: true });
    const errors = watchErrors(page);
    await gotoApp(page, `${server.baseUrl}/prs`);
    await page.locator('.pr-badge', { hasText: '5K XC' }).click();
    const dialog = page.getByRole('dialog');
    const chart = dialog.getByRole('img', { name: /^5K XC results over time, faster times higher\. Season bests: / });
    await chart.waitFor();
    await expect.poll(() => chart.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(420);
    const src = String(await chart.getAttribute('src'));
    expect(src).toMatch(/\/charts\/progression\/5K%20XC\.svg\?v=/);
    const svg = await fetch(new URL(src, server.baseUrl));
    expect(svg.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await svg.text()).toContain('<title id="chart-title">5K XC progression</title>');

    await dialog.getByText('Results table (5)').click();
    const table = dialog.getByRole('table', { name: '5K XC results by season' });
    expect(await table.locator('tbody tr:not(.results-table__season)').count()).toBe(5);
    // Three school years (four when the demo's autumn races straddle 1 August).
    expect(await table.getByRole('rowheader').count()).toBeGreaterThanOrEqual(3);
    expect(await table.getByRole('link', { name: 'State XC Championships', exact: true }).count()).toBe(1);
    expect(await fitsWidth(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.screenshot({ path: await screenshot(page, 'chart-pr-overlay', false).then((f) => f.replace(/\.png$/, '-dialog.png')) });
    // The race's page, one tap away in the table, shows its splits and its venue.
    await table.getByRole('link', { name: 'State XC Championships', exact: true }).click();
    await page.waitForURL(/\/courses\/\d+$/);
    const splits = page.getByRole('list').filter({ hasText: '1 mile' });
    await splits.waitFor();
    expect(await splits.locator('li').allTextContents()).toEqual(['1 mile 4:58', '2 miles 10:06', '3 miles 15:07']);
    expect(await page.locator('.facts dt').allTextContents()).toContain('Venue');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the season table of /courses filters by event and season, fits a phone and says when nothing matches', async () => {
    const page = await browser.newPage({ ...PHONE, bypassCSP: true });
    const errors = watchErrors(page);
    await gotoApp(page, `${server.baseUrl}/courses`);
    const section = page.getByRole('region', { name: 'Results by season' });
    await section.waitFor();
    expect(await section.getByRole('table').count()).toBe(4);
    await section.getByLabel('Event').selectOption('5K XC');
    expect(await section.getByRole('table').count()).toBe(1);
    const seasons = await section.getByLabel('Season').locator('option').allTextContents();
    expect(seasons.length).toBeGreaterThanOrEqual(4);
    // The oldest season holds one race, the sophomore-year 5K XC.
    const oldest = seasons.at(-1)!;
    await section.getByLabel('Season').selectOption({ label: oldest });
    expect(await section.getByRole('table', { name: '5K XC' }).getByRole('rowheader').count()).toBe(1);
    expect(await fitsWidth(page)).toBe(true);
    await section.scrollIntoViewIfNeeded();
    await section.getByLabel('Event').selectOption('');
    await section.getByLabel('Season').selectOption('');
    await section.screenshot({ path: (await screenshot(page, 'chart-season-table-page', true)).replace(/-page\.png$/, '.png') });
    await section.getByLabel('Event').selectOption('800m');
    await section.getByLabel('Season').selectOption({ label: oldest });
    expect(await section.getByRole('status').textContent()).toMatch(/^No results for 800m in /);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the PR form takes the event, time, date and venue from the race picked as its race', async () => {
    const page = await browser.newPage({ ...PHONE, bypassCSP: true });
    const errors = watchErrors(page);
    await gotoApp(page, `${server.baseUrl}/admin/login?next=%2Fadmin%2Fprs`);
    await page.getByLabel('Email').fill(server.admin.email);
    await page.getByLabel('Password').fill(server.admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin\/prs$/);
    const form = page.getByRole('form', { name: 'New PR' });
    const race = form.getByLabel('Linked race');
    await expect.poll(() => race.locator('option').count()).toBeGreaterThan(1);
    await race.selectOption({ label: String(await race.locator('option', { hasText: 'Regional XC Qualifier' }).textContent()) });
    expect(await form.getByLabel('Distance').inputValue()).toBe('5K XC');
    expect(await form.getByLabel('Time').inputValue()).toBe('15:47.20');
    expect(await form.getByLabel('Date').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await form.getByLabel('Venue').inputValue()).toBe('Riverbend Golf Course');
    expect(await form.getByRole('button', { name: 'Create PR' }).isDisabled()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });
});
