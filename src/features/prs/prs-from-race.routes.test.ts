import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDb } from '../../test/rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PR_MESSAGES } from './prs.schema';

// A PR made from a race: what it takes from the race, and what it needs when it names none.

let t: TestApp;
let token: string;
const valid = { title: 'State XC', distance: '5K XC', date: '2026-11-08', place: 'Hillcrest Park', timeMs: 938_000 };

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const createRace = (payload: object) => t.call({ method: 'POST', url: '/content/admin/races', token, payload });

describe('a PR linked to a race', () => {
  it('prefills a PR created with only a raceId from its race', async () => {
    const race = (await createRace({ ...valid, title: 'Regionals', distance: '3200m', timeMs: 582_500, date: '2026-05-10', place: 'Lincoln HS', resultUrl: 'https://www.tfrrs.org/results/1' })).json();
    const res = await t.call({ method: 'POST', url: '/content/admin/prs', token, payload: { raceId: race.id } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ distance: '3200m', timeMs: 582_500, timeStr: '9:42.50', date: '2026-05-10', place: 'Lincoln HS', raceId: race.id, resultUrl: 'https://www.tfrrs.org/results/1', resultSource: 'TFRRS' });
    // What the admin types wins over the race.
    const own = await t.call({ method: 'POST', url: '/content/admin/prs', token, payload: { raceId: race.id, distance: '2 mile', resultUrl: 'https://www.athletic.net/x' } });
    expect(own.json()).toMatchObject({ distance: '2 mile', timeMs: 582_500, resultSource: 'Athletic.net' });
    const pub = (await t.call({ method: 'GET', url: '/content/public/prs' })).json().find((p: { id: number }) => p.id === res.json().id);
    expect(pub).toMatchObject({ resultSource: 'TFRRS', race: { id: race.id, resultSource: 'TFRRS' } });
  });

  it('asks for distance, time and date when a new PR names no race, and refuses a missing race', async () => {
    const res = await t.call({ method: 'POST', url: '/content/admin/prs', token, payload: { place: 'Somewhere' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path).sort()).toEqual(['date', 'distance', 'timeMs']);
    const missing = await t.call({ method: 'POST', url: '/content/admin/prs', token, payload: { raceId: 99_999 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: PR_MESSAGES.race, issues: [{ path: 'raceId' }] });
    expect(await withDb(t, (db) => db.selectFrom('pr').select('id').where('place', '=', 'Somewhere').execute())).toEqual([]);
  });
});
