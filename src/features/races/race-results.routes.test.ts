import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { RACE_MESSAGES } from './races.schema';
import { RESULT_URL_MESSAGE, resultSourceOf } from '../../shared/result-source';

let t: TestApp;
let token: string;
const valid = { title: 'State XC', distance: '5K XC', date: '2026-11-08', place: 'Hillcrest Park', timeMs: 938_000 };

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const createRace = (payload: object) => t.call({ method: 'POST', url: '/content/admin/races', token, payload });
const publicRace = async (id: number) => (await t.call({ method: 'GET', url: `/content/public/races/${id}` })).json();

describe('results a coach can read', () => {
  it('recognises the source from the host', () => {
    expect(resultSourceOf('https://www.athletic.net/CrossCountry/meet/123/results')).toBe('Athletic.net');
    expect(resultSourceOf('https://or.milesplit.com/meets/456/results')).toBe('MileSplit');
    expect(resultSourceOf('https://www.tfrrs.org/results/78/')).toBe('TFRRS');
    expect(resultSourceOf('https://worldathletics.org/competition/calendar-results')).toBe('World Athletics');
    expect(resultSourceOf('https://www.hillcrest-invite.org/2026/results.pdf')).toBe('hillcrest-invite.org');
    expect(resultSourceOf('https://notmilesplit.com/x')).toBe('notmilesplit.com');
  });

  it('stores position, field size, splits and the result link, and still answers milesplit', async () => {
    const res = await createRace({
      ...valid,
      position: '3',
      fieldSize: 120,
      splits: [{ label: '1 mile', time: '4:58' }, { label: '2 miles', time: '10:04.5' }],
      resultUrl: 'https://www.athletic.net/CrossCountry/meet/123/results',
    });
    expect(res.statusCode).toBe(201);
    const pub = await publicRace(res.json().id);
    expect(pub).toMatchObject({
      place: 'Hillcrest Park',
      position: 3,
      fieldSize: 120,
      splits: [{ label: '1 mile', time: '4:58' }, { label: '2 miles', time: '10:04.5' }],
      resultUrl: 'https://www.athletic.net/CrossCountry/meet/123/results',
      resultSource: 'Athletic.net',
      milesplit: 'https://www.athletic.net/CrossCountry/meet/123/results',
    });
    // Cleared by blank values; an older MileSplit link is still answered under both names.
    await t.call({ method: 'PUT', url: `/content/admin/races/${pub.id}`, token, payload: { position: '', fieldSize: null, splits: [], resultUrl: '', milesplitUrl: 'https://or.milesplit.com/meets/9' } });
    const cleared = await publicRace(pub.id);
    expect(cleared).toMatchObject({ resultUrl: 'https://or.milesplit.com/meets/9', resultSource: 'MileSplit', milesplit: 'https://or.milesplit.com/meets/9' });
    for (const gone of ['position', 'fieldSize', 'splits']) expect(cleared).not.toHaveProperty(gone);
  });

  it('refuses http, javascript: and malformed result links with a clear message, and changes nothing', async () => {
    const race = (await createRace(valid)).json();
    for (const resultUrl of ['http://www.athletic.net/x', 'javascript:alert(1)', 'JavaScript:alert(1)', 'not a url', '/relative', 'https://user:pw@tfrrs.org/x']) {
      for (const res of [await createRace({ ...valid, resultUrl }), await t.call({ method: 'PUT', url: `/content/admin/races/${race.id}`, token, payload: { resultUrl } }), await t.call({ method: 'POST', url: '/content/admin/prs', token, payload: { distance: '5K', timeMs: 938_000, date: '2026-11-08', resultUrl } })]) {
        expect(res.statusCode, resultUrl).toBe(400);
        expect(res.json()).toMatchObject({ error: 'validation_failed', issues: [{ path: 'resultUrl', message: RESULT_URL_MESSAGE }] });
      }
    }
    expect((await publicRace(race.id)).resultUrl).toBeUndefined();
  });

  it('refuses a position outside the field and bad splits', async () => {
    const cases: Array<[object, string, string]> = [
      [{ position: 0 }, 'position', RACE_MESSAGES.position],
      [{ position: 121, fieldSize: 120 }, 'position', RACE_MESSAGES.positionInField],
      [{ fieldSize: 'many' }, 'fieldSize', RACE_MESSAGES.fieldSize],
      [{ splits: [{ label: '', time: '4:58' }] }, 'splits.0.label', RACE_MESSAGES.splitLabel],
      [{ splits: [{ label: 'Lap 1', time: 'fast' }] }, 'splits.0.time', RACE_MESSAGES.splitTime],
    ];
    for (const [extra, path, message] of cases) {
      const res = await createRace({ ...valid, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().issues).toContainEqual(expect.objectContaining({ path, message }));
    }
  });
});
