import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, axeViolations, gotoApp, launchBrowser, screenshot, startServer, watchErrors, type E2eServer } from './harness';

// Results the family does not retype (#44), as a person does it in the browser: a spreadsheet
// imported with a preview and a confirm, a results page pasted and its race confirmed, the PRs
// following the races, the setup's answers in the profile form.

let server: E2eServer;
let browser: Browser;
const fixtures = path.resolve(import.meta.dirname, '../../src/features/races/fixtures');

beforeAll(async () => {
  server = await startServer({ fresh: true });
  browser = await launchBrowser();
});
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

/** A public answer, read as a visitor would. */
async function publicJson<T>(url: string): Promise<T> {
  return (await fetch(`${server.baseUrl}${url}${url.includes('?') ? '&' : '?'}ts=${Date.now()}`)).json() as Promise<T>;
}

const CSV = ['Date,Meet,Event,Time,Place,Field size,Venue', '2026-11-07,State XC Championships,5K XC,15:38.20,6,182,Hillcrest Park', '2026-10-24,Regional XC Qualifier,5K XC,15:47.10,4,146,Riverbend Golf Course', '2026-05-09,League Finals,1600m,4:52.80,2,16,Central Stadium'].join('\n');

describe('results the family does not retype', () => {
  it('the setup fills the Athlete profile: the form shows the class, school and events', async () => {
    const page = await browser.newPage(DESKTOP);
    const errors = watchErrors(page);
    await signIn(page);
    await page.getByRole('heading', { name: 'Who is the site about?' }).waitFor();
    await page.getByLabel('Athlete’s name').fill('Maya Lindqvist');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('heading', { name: 'Class, school and events' }).waitFor();
    await page.getByLabel('Graduation year').selectOption('2028');
    await page.getByLabel('School', { exact: true }).fill('Westview High School');
    await page.getByLabel('Events', { exact: true }).fill('1600m, 3200m, 5K XC');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('heading', { name: 'A photo for the first screen' }).waitFor();
    await gotoApp(page, `${server.baseUrl}/admin/profile`);
    await expect.poll(() => page.getByLabel('High school').inputValue()).toBe('Westview High School');
    expect(await page.getByLabel('Graduation year').inputValue()).toBe('2028');
    expect(await page.getByRole('textbox', { name: 'Events' }).inputValue()).toBe('1600m\n3200m\n5K XC');
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`imports a spreadsheet with a preview and a confirm, then a pasted results page (${size})`, async () => {
      const page = await browser.newPage({ ...viewport, bypassCSP: true });
      const errors = watchErrors(page);
      await signIn(page);
      await gotoApp(page, `${server.baseUrl}/admin/import`);
      await page.getByRole('heading', { name: 'Import results' }).waitFor();
      // The spreadsheet: its preview names every race; nothing is saved before the confirm.
      const racesBefore = (await publicJson<unknown[]>('/content/public/races')).length;
      await page.getByLabel('CSV file of races').setInputFiles({ name: 'season.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
      const table = page.getByRole('table', { name: 'Races to import' });
      await table.waitFor();
      if (size === 'desktop') {
        expect(await table.locator('tbody tr').allInnerTexts()).toEqual([expect.stringMatching(/State XC Championships.*15:38\.20.*6th of 182/s), expect.stringMatching(/Regional XC Qualifier/), expect.stringMatching(/League Finals.*4:52\.80/s)]);
        expect(await axeViolations(page), 'import preview').toEqual([]);
        expect((await publicJson<unknown[]>('/content/public/races')).length).toBe(racesBefore);
        await screenshot(page, `results-import-csv-${size}`);
        await page.getByRole('button', { name: 'Import 3 races' }).click();
        await page.getByText('3 races imported.').waitFor();
      } else {
        // The same file again (the desktop run imported it first, or not yet): whatever is on the site is left out, not doubled.
        await screenshot(page, `results-import-csv-${size}`);
        await page.getByRole('button', { name: 'Cancel' }).click();
      }

      // A results page pasted: the athlete's line is found, the race checked, then saved.
      await page.getByRole('tab', { name: 'Results page' }).click();
      const box = page.getByLabel('Results page, copied from the browser');
      await box.fill(fs.readFileSync(path.join(fixtures, size === 'desktop' ? 'results-hytek-track.txt' : 'results-ffa-fr.txt'), 'utf8'));
      expect(await page.getByLabel('Athlete’s name on the page').inputValue()).toBe('Maya Lindqvist');
      await page.getByLabel('Athlete’s name on the page').fill('Maya Lindgren');
      await page.getByRole('button', { name: 'Find my race' }).click();
      await page.getByText(/No line for Maya Lindgren on this results page/).waitFor();
      await page.getByLabel('Athlete’s name on the page').fill('Maya Lindqvist');
      await page.getByRole('button', { name: 'Find my race' }).click();
      const found = page.getByRole('table', { name: 'Race found on the page' });
      await found.waitFor();
      const expected = size === 'desktop' ? /Spring Invitational.*3200m.*10:30.*1st of 22/s : /Meeting Régional de Lyon.*3000m.*10:30.*2nd of 9/s;
      expect(await found.locator('tbody tr').innerText()).toMatch(expected);
      expect(await page.getByLabel('Meet', { exact: true }).inputValue()).toBe(size === 'desktop' ? 'Spring Invitational' : 'Meeting Régional de Lyon');
      await screenshot(page, `results-import-page-${size}`);
      if (size === 'desktop') expect(await axeViolations(page), 'results page found').toEqual([]);
      await page.getByRole('button', { name: 'Import 1 race' }).click();
      await page.getByText('1 race imported.').waitFor();
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('the PRs follow the imported races, on the site and on the résumé', async () => {
    const prs = await publicJson<Array<{ distance: string; timeStr: string; source: string }>>('/content/public/prs');
    expect(prs.map((p) => `${p.distance} ${p.timeStr} ${p.source}`).sort()).toEqual(['1600m 4:52.80 race', '3000m 10:30 race', '3200m 10:30 race', '5K XC 15:38.20 race']);
    const page = await browser.newPage(DESKTOP);
    await gotoApp(page, `${server.baseUrl}/prs`);
    await expect.poll(() => page.locator('.pr-badge').count()).toBe(4);
    expect(await page.locator('.pr-badge').allInnerTexts()).toContainEqual(expect.stringContaining('10:30'));
    const resume = await (await fetch(`${server.baseUrl}/resume`)).text();
    expect(resume).toContain('15:38.20');
    await page.close();
  });
});
