// The measured first hour: a family's path from `tenant add` + `admin add` to a presentable,
// published site, driven in headless Chromium against the built server, counting what the family
// does (inputs and characters typed) and estimating the minutes it takes a person.
//   scripts/node.sh npm run build && scripts/node.sh node scripts/first-hour.ts [before|after]
//
// `before` is the path the site asked for until the results work (#44): every race typed field by
// field, the profile's school and events typed again after the setup, the PRs edited by hand to
// follow the races. `after` is the same site built with the import (a spreadsheet exported as CSV,
// a results page pasted), the PRs following the races and the profile filled by the setup.
//
// Minutes are a keystroke-level estimate (Card, Moran and Newell's operators), not a stopwatch:
// each field costs a moment to decide (M 1.35 s), to point (P 1.1 s) and click (B 0.2 s) and to
// bring the hands back (H 0.4 s), then 0.28 s per character (an average typist); a click is M+P+B;
// a file picked from a dialog adds 8 s to find it; each new screen is read for 5 s. Steps outside
// the site (exporting a spreadsheet, copying a results page) are counted with their own inputs and
// seconds. The script's own wall time is printed too: it is the server's and the browser's part.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, gotoApp, launchBrowser, startServer } from '../test/e2e/harness.ts';

const which = process.argv[2] === 'after' ? 'after' : 'before';

const K = 0.28;
const M = 1.35;
const P = 1.1;
const B = 0.2;
const H = 0.4;
const READ = 5;
const FIND_FILE = 8;

/** What the family did, step by step. */
class Tally {
  inputs = 0;
  chars = 0;
  seconds = 0;
  steps: Array<{ step: string; inputs: number; seconds: number }> = [];
  private current = { step: '', inputs: 0, seconds: 0 };

  step(name: string): void {
    this.flush();
    this.current = { step: name, inputs: 0, seconds: READ };
  }

  private add(inputs: number, seconds: number): void {
    this.inputs += inputs;
    this.seconds += seconds;
    this.current.inputs += inputs;
    this.current.seconds += seconds;
  }

  async fill(target: Locator, text: string): Promise<void> {
    await target.fill(text);
    this.chars += text.length;
    this.add(1, M + P + B + H + K * text.length);
  }

  async click(target: Locator): Promise<void> {
    await target.click();
    this.add(1, M + P + B);
  }

  async select(target: Locator, value: string): Promise<void> {
    await target.selectOption(value);
    this.add(1, M + 2 * (P + B));
  }

  async pick(target: Locator, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await target.setInputFiles(file);
    this.add(1, M + P + B + FIND_FILE);
  }

  /** Something done outside the site (copying a page, exporting a spreadsheet). */
  outside(inputs: number, seconds: number): void {
    this.add(inputs, seconds);
  }

  flush(): void {
    if (this.current.step) this.steps.push(this.current);
    this.current = { step: '', inputs: 0, seconds: 0 };
  }
}

/** The athlete's season: what the results pages and the family's spreadsheet hold. */
const RACES = [
  { title: 'State XC Championships', distance: '5K XC', date: '2026-11-07', place: 'Hillcrest Park', time: '15:38.20', position: '6', fieldSize: '182', resultUrl: 'https://www.athletic.net/CrossCountry/meet/1/results' },
  { title: 'Regional XC Qualifier', distance: '5K XC', date: '2026-10-24', place: 'Riverbend Golf Course', time: '15:47.10', position: '4', fieldSize: '146', resultUrl: 'https://www.athletic.net/CrossCountry/meet/2/results' },
  { title: 'League Finals', distance: '1600m', date: '2026-05-09', place: 'Central Stadium', time: '4:52.80', position: '2', fieldSize: '16', resultUrl: 'https://www.athletic.net/TrackAndField/meet/3/results' },
  { title: 'Spring Invitational', distance: '3200m', date: '2026-04-18', place: 'Lincoln High School', time: '10:30.00', position: '1', fieldSize: '22', resultUrl: '' },
] as const;

/** The last race as its meet's results page prints it (Hy-Tek's fixed-width text), copied from a browser. */
const RESULTS_PAGE = `Lincoln High School - Site License          Hy-Tek's MEET MANAGER 4:12 PM  4/18/2026  Page 1
                         Spring Invitational - 4/18/2026
                             Lincoln High School
                                   Results

Event 14  Girls 3200 Meter Run
=========================================================================
    Name                    Year School                  Finals  Points
=========================================================================
  1 Lindqvist, Maya           11 Westview HS            10:30.00   10
  2 Okafor, Grace             12 Lincoln HS             10:34.61    8
  3 Brennan, Claire           10 Summit HS              10:41.07    6
  4 Nakamura, Aiko            11 Mountain View          10:52.33    5
  5 Delgado, Sofia            12 Westview HS            11:03.90    4
  6 Fischer, Hanna            09 Summit HS              11:10.45    3
  7 Osei, Abena               11 Lincoln HS             11:15.02    2
  8 Petrova, Daria            10 Crescent Valley        11:21.88    1
  9 Walsh, Erin               12 Mountain View          11:30.14
 10 Haddad, Lina              09 Crescent Valley        11:35.76
 11 Moreau, Chloe             11 Summit HS              11:41.20
 12 Kim, Soo-ah               10 Lincoln HS             11:44.95
 13 Adeyemi, Tolu             12 Westview HS            11:50.31
 14 Larsen, Ingrid            09 Mountain View          11:58.64
 15 Costa, Beatriz            11 Crescent Valley        12:02.17
 16 Novak, Petra              10 Summit HS              12:09.80
 17 Ibrahim, Salma            12 Lincoln HS             12:15.43
 18 Reyes, Lucia              09 Westview HS            12:22.06
 19 O'Neill, Maeve            11 Mountain View          12:30.71
 20 Sato, Yui                 10 Crescent Valley        12:41.29
 21 Berg, Astrid              09 Summit HS              12:55.90
 22 Quinn, Aoife              12 Lincoln HS             13:08.37
`;

/** The family's spreadsheet of the other races, exported as CSV. */
const CSV = ['Date,Meet,Event,Time,Place,Field size,Venue,Result URL', ...RACES.slice(0, 3).map((r) => [r.date, r.title, r.distance, r.time, r.position, r.fieldSize, r.place, r.resultUrl].join(','))].join('\n');

async function signIn(page: Page, tally: Tally, baseUrl: string, login: { email: string; password: string }): Promise<void> {
  tally.step('sign in');
  await gotoApp(page, `${baseUrl}/admin/login`);
  await tally.fill(page.getByLabel('Email'), login.email);
  await tally.fill(page.getByLabel('Password'), login.password);
  await tally.click(page.getByRole('button', { name: 'Sign in' }));
  await page.waitForURL(/\/admin\/setup$/);
}

async function setup(page: Page, tally: Tally): Promise<void> {
  tally.step('setup: name');
  await page.getByRole('heading', { name: 'Who is the site about?' }).waitFor();
  await tally.fill(page.getByLabel('Athlete’s name'), 'Maya Lindqvist');
  await tally.click(page.getByRole('button', { name: 'Save and continue' }));
  tally.step('setup: class, school, events');
  await page.getByRole('heading', { name: 'Class, school and events' }).waitFor();
  await tally.select(page.getByLabel('Graduation year'), '2028');
  await tally.fill(page.getByLabel('School', { exact: true }), 'Westview High School');
  await tally.fill(page.getByLabel('Events', { exact: true }), '1600m, 3200m, 5K XC');
  await tally.click(page.getByRole('button', { name: 'Save and continue' }));
  tally.step('setup: photo');
  await page.getByRole('heading', { name: 'A photo for the first screen' }).waitFor();
  const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 40, g: 90, b: 160 } } }).jpeg().toBuffer();
  await tally.pick(page.locator('input[type=file]'), { name: 'maya.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('img', { name: /current image/ }).waitFor();
  await tally.click(page.getByRole('button', { name: 'Continue', exact: true }));
  tally.step('setup: PRs');
  await page.getByRole('heading', { name: 'The first personal records' }).waitFor();
  const prs = [
    ['3200m', '10:41.50', '2026-03-28'],
    ['1600m', '4:58.20', '2026-04-04'],
  ];
  for (const [i, [event, time, date]] of prs.entries()) {
    await tally.fill(page.getByLabel('Event', { exact: true }).nth(i), event!);
    await tally.fill(page.getByLabel('Time', { exact: true }).nth(i), time!);
    await tally.fill(page.getByLabel('Date', { exact: true }).nth(i), date!);
  }
  await tally.click(page.getByRole('button', { name: 'Save and continue' }));
  tally.step('setup: theme');
  await page.getByRole('heading', { name: 'Choose the look' }).waitFor();
  await tally.click(page.getByText('Sunrise'));
  await tally.click(page.getByRole('button', { name: 'Finish and see my site' }));
  await page.waitForURL(/\/$/);
}

async function profile(page: Page, tally: Tally, baseUrl: string): Promise<void> {
  tally.step('profile');
  await gotoApp(page, `${baseUrl}/admin/profile`);
  await page.getByLabel('High school').waitFor();
  // What the setup asked is asked again unless the form already shows it.
  if ((await page.getByLabel('Graduation year').inputValue()) === '') await tally.fill(page.getByLabel('Graduation year'), '2028');
  if ((await page.getByLabel('High school').inputValue()) === '') await tally.fill(page.getByLabel('High school'), 'Westview High School');
  if ((await page.getByRole('textbox', { name: 'Events' }).inputValue()) === '') await tally.fill(page.getByRole('textbox', { name: 'Events' }), '1600m\n3200m\n5K XC');
  await tally.fill(page.getByLabel('City'), 'Portland');
  await tally.fill(page.getByLabel('State or region'), 'OR');
  await tally.fill(page.getByRole('textbox', { name: 'Height', exact: true }), '5\'6" (168 cm)');
  await tally.click(page.getByRole('button', { name: 'Save', exact: true }));
  await page.getByText(/Saved/).first().waitFor();
}

/** Every race typed in the races form: 8 fields and a click each. */
async function typeRaces(page: Page, tally: Tally, baseUrl: string): Promise<void> {
  await gotoApp(page, `${baseUrl}/admin/courses`);
  for (const r of RACES) {
    tally.step(`race typed: ${r.title}`);
    const form = page.getByRole('form', { name: 'New race' });
    await tally.fill(form.getByLabel('Title'), r.title);
    await tally.fill(form.getByLabel('Distance'), r.distance);
    await tally.fill(form.getByLabel('Date'), r.date);
    await tally.fill(form.getByLabel('Venue'), r.place);
    await tally.fill(form.getByLabel('Time', { exact: true }), r.time);
    await tally.fill(form.getByLabel('Finishing position'), r.position);
    await tally.fill(form.getByLabel('Field size'), r.fieldSize);
    if (r.resultUrl) await tally.fill(form.getByLabel('Official result (https)'), r.resultUrl);
    await tally.click(form.getByRole('button', { name: 'Create race' }));
    await page.locator('.admin-list').getByText(r.title).first().waitFor();
  }
}

/** The PRs made to follow the races by hand: link the stale ones to their race, add the missing one. */
async function fixPrs(page: Page, tally: Tally, baseUrl: string): Promise<void> {
  tally.step('PRs made to follow the races');
  await gotoApp(page, `${baseUrl}/admin/prs`);
  const raceOption = async (title: string) => (await page.getByLabel('Linked race').locator('option', { hasText: title }).getAttribute('value'))!;
  for (const [distance, title] of [['3200m', 'Spring Invitational'], ['1600m', 'League Finals']] as const) {
    await tally.click(page.getByRole('button', { name: `Edit ${distance} PR` }));
    const form = page.getByRole('form', { name: 'Edit PR' });
    await tally.select(form.getByLabel('Linked race'), await raceOption(title));
    // The form keeps the time typed before: it is replaced by the race's.
    await tally.fill(form.getByLabel('Time', { exact: true }), RACES.find((r) => r.title === title)!.time);
    await tally.click(form.getByRole('button', { name: /Save/ }));
    await page.getByRole('form', { name: 'New PR' }).waitFor();
  }
  const form = page.getByRole('form', { name: 'New PR' });
  await tally.select(form.getByLabel('Linked race'), await raceOption('State XC Championships'));
  await tally.click(form.getByRole('button', { name: 'Create PR' }));
  await page.locator('.admin-list').getByText('5K XC').first().waitFor();
}

/** The races brought in: the spreadsheet's as CSV, the last one from its results page. */
async function importRaces(page: Page, tally: Tally, baseUrl: string): Promise<void> {
  tally.step('races imported: spreadsheet (CSV)');
  await gotoApp(page, `${baseUrl}/admin/import`);
  // Export the sheet as CSV: File, Download, Comma-separated values.
  tally.outside(3, 3 * (M + P + B) + 4);
  await tally.pick(page.getByLabel('CSV file of races'), { name: 'season.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await page.getByRole('table', { name: 'Races to import' }).waitFor();
  await tally.click(page.getByRole('button', { name: /^Import 3 races/ }));
  await page.getByText(/3 races imported/).waitFor();
  tally.step('race imported: results page pasted');
  // In the results page's tab: select all, copy, back to the site.
  tally.outside(4, 4 * (M + 0.6));
  await tally.click(page.getByRole('tab', { name: 'Results page' }));
  const box = page.getByLabel('Results page, copied from the browser');
  await box.fill(RESULTS_PAGE);
  tally.outside(1, M + P + B + 2 * K);
  await tally.click(page.getByRole('button', { name: 'Find my race' }));
  await page.getByText('10:30.00').first().waitFor();
  await tally.click(page.getByRole('button', { name: /^Import 1 race/ }));
  await page.getByText(/1 race imported/).waitFor();
}

async function publish(page: Page, tally: Tally, baseUrl: string): Promise<void> {
  tally.step('publish');
  await gotoApp(page, `${baseUrl}/`);
  const checklist = page.getByRole('complementary', { name: 'Still to do' });
  await checklist.waitFor();
  await tally.click(checklist.getByRole('switch', { name: 'Publish the site' }));
  await checklist.getByRole('switch', { name: 'Published' }).waitFor();
}

/** What a visitor of the published site reads as PRs and as the résumé's PRs. */
async function check(baseUrl: string): Promise<string[]> {
  const prs = (await (await fetch(`${baseUrl}/content/public/prs`)).json()) as Array<{ distance: string; timeStr: string }>;
  return prs.map((p) => `${p.distance} ${p.timeStr}`);
}

const started = Date.now();
const server = await startServer({ fresh: true });
const browser = await launchBrowser();
const tally = new Tally();
try {
  const page = await browser.newPage(DESKTOP);
  await signIn(page, tally, server.baseUrl, server.admin);
  await setup(page, tally);
  await profile(page, tally, server.baseUrl);
  if (which === 'before') {
    await typeRaces(page, tally, server.baseUrl);
    await fixPrs(page, tally, server.baseUrl);
  } else {
    await importRaces(page, tally, server.baseUrl);
  }
  await publish(page, tally, server.baseUrl);
  tally.flush();
  const prs = await check(server.baseUrl);
  const out = {
    path: which,
    inputs: tally.inputs,
    charactersTyped: tally.chars,
    estimatedMinutes: Math.round((tally.seconds / 60) * 10) / 10,
    scriptSeconds: Math.round((Date.now() - started) / 100) / 10,
    publicPrs: prs,
    steps: tally.steps.map((s) => ({ ...s, seconds: Math.round(s.seconds) })),
  };
  const file = path.join(os.tmpdir(), `first-hour-${which}.json`);
  fs.writeFileSync(file, JSON.stringify(out, null, 2));
  console.log(JSON.stringify(out, null, 2));
} finally {
  await browser.close();
  await server.stop();
}
