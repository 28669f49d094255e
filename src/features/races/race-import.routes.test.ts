import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../test/rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { RACE_MESSAGES } from './races.schema';

// Importing races: a spreadsheet (all or nothing, the bad line named) and results pages pasted
// from a browser (the athlete's line found by name). Fixtures are written from the public formats.

let t: TestApp;
// One site per test: each passes in any order.
const TENANTS = ['langs', 'default', 'dups', 'french', 'header', 'pages', 'wrong'];
const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

beforeAll(async () => {
  t = await createTestApp({ tenants: TENANTS });
  for (const tenant of TENANTS) await t.call({ method: 'PUT', url: '/content/admin/settings', tenant, token: await t.login(tenant), payload: { heroTitle: 'Maya Lindqvist' } });
});
afterAll(() => t.close());

const importRaces = async (payload: object, tenant = 'default') => t.call({ method: 'POST', url: '/content/admin/races/import', tenant, token: await t.login(tenant), payload });
const adminRaces = async (tenant = 'default') => (await t.call({ method: 'GET', url: '/content/admin/races', tenant, token: await t.login(tenant) })).json<Array<{ title: string; distance: string; date: string; timeStr: string; position?: number; fieldSize?: number; place: string }>>();

const CSV = ['Event,Date,Meet,Time,Place,Field size,Venue,Result URL', '5K XC,2026-11-07,State XC Championships,15:38.20,6th,182,Hillcrest Park,https://www.athletic.net/CrossCountry/meet/1', '5K XC,10/24/2026,Regional XC Qualifier,15:47.10,4,146,Riverbend Golf Course,', '1600m,2026-05-09,League Finals,4:52.80,2/16,,Central Stadium,'].join('\n');

describe('CSV import', () => {
  it('is all or nothing: a bad line answers 400 naming the line and the problem, and writes nothing; then the fixed file imports', async () => {
    const bad = CSV.replace('15:47.10', 'fifteen forty');
    const refused = await importRaces({ format: 'csv', data: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'import_invalid', message: `Line 3: ${RACE_MESSAGES.time}`, issues: [{ path: 'line 3.timeMs', message: RACE_MESSAGES.time }] });
    expect(await countRows(t, 'race')).toBe(0);
    const noDate = await importRaces({ format: 'csv', data: CSV.replace('10/24/2026', 'last fall') });
    expect(noDate.json().message).toBe('Line 3: "last fall" is not a date (2026-04-18 or 4/18/2026).');

    const preview = await importRaces({ format: 'csv', data: CSV, dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().races).toHaveLength(3);
    expect(await countRows(t, 'race')).toBe(0);

    const done = await importRaces({ format: 'csv', data: CSV });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ problems: [], races: [{ line: 2, title: 'State XC Championships', position: 6, fieldSize: 182, timeStr: '15:38.20', id: expect.any(Number) }, { line: 3, date: '2026-10-24' }, { line: 4, position: 2, fieldSize: 16 }] });
    expect((await adminRaces()).map((r) => [r.title, r.distance, r.date, r.timeStr, r.position, r.fieldSize, r.place])).toEqual([
      ['State XC Championships', '5K XC', '2026-11-07', '15:38.20', 6, 182, 'Hillcrest Park'],
      ['Regional XC Qualifier', '5K XC', '2026-10-24', '15:47.10', 4, 146, 'Riverbend Golf Course'],
      ['League Finals', '1600m', '2026-05-09', '4:52.80', 2, 16, 'Central Stadium'],
    ]);
    // The PRs follow at once.
    expect((await t.call({ method: 'GET', url: '/content/public/prs' })).json().map((p: { distance: string; timeStr: string }) => `${p.distance} ${p.timeStr}`)).toEqual(['5K XC 15:38.20', '1600m 4:52.80']);
  });

  it('reports the races already on the site and the ones twice in the file, and imports them once', async () => {
    await importRaces({ format: 'csv', data: CSV }, 'dups');
    const again = await importRaces({ format: 'csv', data: `${CSV}\n1600m,2026-03-01,Indoor Opener,5:01.00,3,12,Fieldhouse,\n1600m,2026-03-01,Indoor Opener (copy),5:01.00,3,12,Fieldhouse,` }, 'dups');
    expect(again.statusCode).toBe(200);
    const { races, problems } = again.json();
    expect(races.map((r: { title: string }) => r.title)).toEqual(['Indoor Opener']);
    expect(problems).toEqual([
      { line: 2, code: 'duplicate', raceId: expect.any(Number), message: 'Line 2: already on the site (State XC Championships, 2026-11-07, 15:38.20); not imported again.' },
      { line: 3, code: 'duplicate', raceId: expect.any(Number), message: expect.stringContaining('Line 3: already on the site') },
      { line: 4, code: 'duplicate', raceId: expect.any(Number), message: expect.stringContaining('Line 4: already on the site') },
      { line: 6, code: 'duplicate', message: 'Line 6: the same race as line 5; imported once.' },
    ]);
    expect(await countRows(t, 'race', 'dups')).toBe(4);
  });

  it('reads a French sheet: semicolons, French headers, day-first dates, decimal commas', async () => {
    const fr = 'Épreuve;Date;Compétition;Temps;Clt;Partants;Lieu\n3000m;05/04/2026;Meeting de printemps;10:48,30;3;14;Stade municipal\n';
    const res = await importRaces({ format: 'csv', data: fr }, 'french');
    expect(res.json().races).toMatchObject([{ title: 'Meeting de printemps', date: '2026-04-05', timeStr: '10:48.30', position: 3, fieldSize: 14 }]);
  });

  it('says its refusals and what it left out in the request\'s language', async () => {
    const call = async (payload: object) => t.call({ method: 'POST', url: '/content/admin/races/import', tenant: 'langs', token: await t.login('langs'), payload, headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    const refused = await call({ format: 'csv', data: CSV.replace('15:47.10', 'fifteen forty') });
    expect(refused.json()).toMatchObject({ error: 'import_invalid', message: 'Ligne 3 : Exemples de format de temps : 15:38 ou 9:42.50', issues: [{ path: 'line 3.timeMs', message: 'Exemples de format de temps : 15:38 ou 9:42.50' }] });
    expect((await call({ format: 'csv', data: CSV.replace('10/24/2026', 'last fall') })).json().message).toBe('Ligne 3 : « last fall » n’est pas une date (18/04/2026 ou 2026-04-18).');
    const twice = await call({ format: 'csv', data: `${CSV}\n5K XC,2026-11-07,State XC Championships,15:38.20,6,182,Hillcrest Park,` });
    expect(twice.json().problems).toEqual([{ line: 5, code: 'duplicate', message: 'Ligne 5 : la même course que la ligne 2 ; importée une seule fois.' }]);
    expect(twice.headers.vary).toMatch(/Accept-Language/i);
  });

  it('refuses a file whose header names no time or event column', async () => {
    const res = await importRaces({ format: 'csv', data: 'Date,Meet\n2026-01-01,X' }, 'header');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Line 1: The first line must name the columns/);
  });
});

describe('results page import', () => {
  it.each([
    ['results-hytek-track.txt', { title: 'Spring Invitational', distance: '3200m', date: '2026-04-18', place: 'Lincoln High School', timeStr: '10:30', position: 1, fieldSize: 22 }],
    ['results-athletic-xc.txt', { title: 'Hillcrest XC Invitational', distance: '5K XC', date: '2026-11-07', place: 'Hillcrest Park, Portland, OR', timeStr: '15:38.20', position: 6, fieldSize: 46 }],
    ['results-ffa-fr.txt', { title: 'Meeting Régional de Lyon', distance: '3000m', date: '2026-04-18', place: 'Stade de Gerland, Lyon (69)', timeStr: '10:30', position: 2, fieldSize: 9 }],
  ])('%s becomes the right race: previewed, then saved once confirmed', async (file, race) => {
    const tenant = 'pages';
    const before = await countRows(t, 'race', tenant);
    const preview = await importRaces({ format: 'results-text', data: fixture(file), dryRun: true }, tenant);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ races: [race], problems: [], athleteName: 'Maya Lindqvist' });
    expect(await countRows(t, 'race', tenant)).toBe(before);
    const line = preview.json().races[0].line;
    const saved = await importRaces({ format: 'results-text', data: fixture(file), lines: [line] }, tenant);
    expect(saved.json().races).toMatchObject([{ ...race, id: expect.any(Number) }]);
    expect((await adminRaces(tenant)).find((r) => r.title === race.title)).toMatchObject({ distance: race.distance, date: race.date, position: race.position, fieldSize: race.fieldSize });
  });

  it("refuses the wrong athlete's page clearly, and takes the family's corrections of the meet", async () => {
    const wrong = await importRaces({ format: 'results-text', data: fixture('results-hytek-track.txt'), athleteName: 'Maya Lindgren', dryRun: true }, 'wrong');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'athlete_not_found',
      message: 'No line for Maya Lindgren on this results page. Check that it is the right page, and the name as the page writes it.',
      issues: [{ path: 'athleteName', message: 'No line for Maya Lindgren on this results page. Check that it is the right page, and the name as the page writes it.' }],
    });
    const notAPage = await importRaces({ format: 'results-text', data: 'Thanks for the ride to the meet!', dryRun: true }, 'wrong');
    expect(notAPage.json().error).toBe('no_results');
    const fixed = await importRaces({ format: 'results-text', data: fixture('results-hytek-track.txt'), meet: { title: 'Spring Invite', place: 'Lincoln HS' }, dryRun: true }, 'wrong');
    expect(fixed.json().races).toMatchObject([{ title: 'Spring Invite', place: 'Lincoln HS', date: '2026-04-18' }]);
  });
});
