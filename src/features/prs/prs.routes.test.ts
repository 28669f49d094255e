import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PR_MESSAGES } from './prs.schema';

let t: TestApp;
let token: string;
let raceId: number;
const valid = { distance: '3200m', timeMs: 582_000, date: '2026-05-10', place: 'Lincoln HS' };

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  raceId = (await t.call({ method: 'POST', url: '/content/admin/races', token, payload: { title: 'Spring Invite', distance: '3200m', date: '2026-05-10', place: 'Lincoln HS', timeMs: 582_000, analysis: 'Even laps.' } })).json().id;
});
afterAll(() => t.close());

describe('PRs', () => {
  it('links a PR to a race and shows the race publicly', async () => {
    const res = await t.call({ method: 'POST', url: '/content/admin/prs', token, payload: { ...valid, raceId, featured: true } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ distance: '3200m', timeMs: 582_000, timeStr: '9:42', location: 'Lincoln HS', raceId, featured: true });
    const list = (await t.call({ method: 'GET', url: '/content/public/prs' })).json();
    const pr = list.find((p: { id: number }) => p.id === res.json().id);
    expect(pr).toMatchObject({ timeStr: '9:42', race: { id: raceId, title: 'Spring Invite', analysis: 'Even laps.', timeStr: '9:42' } });
  });

  it('accepts location as an alias of place', async () => {
    const res = await t.call({ method: 'POST', url: '/content/admin/prs', token, payload: { distance: '1600m', timeMs: 261_350, date: '2026-05-24', location: 'Stadium' } });
    expect(res.json()).toMatchObject({ place: 'Stadium', location: 'Stadium', timeStr: '4:21.35' });
  });

  it('drops the link when the race is unpublished or deleted', async () => {
    const race = (await t.call({ method: 'POST', url: '/content/admin/races', token, payload: { title: 'Temp', distance: '800m', date: '2026-04-01', place: 'X', timeMs: 121_870 } })).json();
    const pr = (await t.call({ method: 'POST', url: '/content/admin/prs', token, payload: { ...valid, distance: '800m', raceId: race.id } })).json();
    await t.call({ method: 'PUT', url: `/content/admin/races/${race.id}`, token, payload: { published: false } });
    const pub = (await t.call({ method: 'GET', url: '/content/public/prs' })).json().find((p: { id: number }) => p.id === pr.id);
    expect(pub.race).toBeUndefined();
    expect(pub.raceId).toBeUndefined();
    await t.call({ method: 'DELETE', url: `/content/admin/races/${race.id}`, token });
    const admin = (await t.call({ method: 'GET', url: '/content/admin/prs', token })).json().find((p: { id: number }) => p.id === pr.id);
    expect(admin.raceId).toBeUndefined();
    expect(admin.timeStr).toBe('9:42');
  });

  it.each([
    ['distance blank', { distance: ' ' }, 'distance', PR_MESSAGES.distance],
    ['date malformed', { date: '2026-5-10' }, 'date', PR_MESSAGES.date],
    ['time zero', { timeMs: 0 }, 'timeMs', PR_MESSAGES.time],
    ['unknown race', { raceId: 424242 }, 'raceId', PR_MESSAGES.race],
  ])('refuses %s with 400', async (_n, patch, path, message) => {
    const before = (await t.call({ method: 'GET', url: '/content/admin/prs', token })).json().length;
    const res = await t.call({ method: 'POST', url: '/content/admin/prs', token, payload: { ...valid, ...patch } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
    expect((await t.call({ method: 'GET', url: '/content/admin/prs', token })).json().length).toBe(before);
  });

  it('updates and deletes, 404 for unknown ids', async () => {
    const pr = (await t.call({ method: 'POST', url: '/content/admin/prs', token, payload: valid })).json();
    const up = await t.call({ method: 'PUT', url: `/content/admin/prs/${pr.id}`, token, payload: { timeMs: 581_000 } });
    expect(up.json().timeStr).toBe('9:41');
    expect((await t.call({ method: 'DELETE', url: `/content/admin/prs/${pr.id}`, token })).statusCode).toBe(200);
    expect((await t.call({ method: 'PUT', url: `/content/admin/prs/${pr.id}`, token, payload: { timeMs: 1000 } })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/content/admin/prs/${pr.id}`, token })).statusCode).toBe(404);
  });
});
