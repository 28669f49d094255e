import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { RACE_MESSAGES } from './races.schema';

let t: TestApp;
let token: string;
const valid = { title: 'State XC', distance: '5K XC', date: '2026-11-08', place: 'Hillcrest Park', timeMs: 938_000 };

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const countRaces = async () => Number((await t.app.ctx.pool.with('default', (h) => h.db.selectFrom('race').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow())).n);

describe('admin races', () => {
  it('creates, lists, updates and deletes a race', async () => {
    const created = await t.call({ method: 'POST', url: '/content/admin/races', token, payload: { ...valid, positives: 'Even pace\n\n  Strong finish ', rank: 2 } });
    expect(created.statusCode).toBe(201);
    const race = created.json();
    expect(race).toMatchObject({ title: 'State XC', name: 'State XC', place: 'Hillcrest Park', location: 'Hillcrest Park', timeMs: 938_000, timeStr: '15:38', positives: ['Even pace', 'Strong finish'], rank: 2, published: true });

    const list = await t.call({ method: 'GET', url: '/content/admin/races', token });
    expect(list.json().map((r: { id: number }) => r.id)).toContain(race.id);

    const updated = await t.call({ method: 'PUT', url: `/content/admin/races/${race.id}`, token, payload: { timeMs: 937_994, published: false } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ timeMs: 937_990, timeStr: '15:37.99', published: false, title: 'State XC' });

    const del = await t.call({ method: 'DELETE', url: `/content/admin/races/${race.id}`, token });
    expect(del.json()).toEqual({ ok: true });
    const again = await t.call({ method: 'DELETE', url: `/content/admin/races/${race.id}`, token });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'race_not_found', message: 'Race not found.' });
  });

  it('accepts the form spellings name and location', async () => {
    const res = await t.call({ method: 'POST', url: '/content/admin/races', token, payload: { name: 'Alias', distance: '3200m', date: '2026-05-01', location: 'Track', timeMs: 582_000 } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Alias', place: 'Track' });
  });

  it.each([
    ['title missing', { title: undefined }, 'title', RACE_MESSAGES.title],
    ['title blank', { title: '   ' }, 'title', RACE_MESSAGES.title],
    ['distance blank', { distance: '' }, 'distance', RACE_MESSAGES.distance],
    ['date malformed', { date: '08/11/2026' }, 'date', RACE_MESSAGES.date],
    ['date impossible', { date: '2026-02-30' }, 'date', RACE_MESSAGES.date],
    ['place missing', { place: undefined }, 'place', RACE_MESSAGES.place],
    ['time zero', { timeMs: 0 }, 'timeMs', RACE_MESSAGES.time],
    ['time negative', { timeMs: -5 }, 'timeMs', RACE_MESSAGES.time],
    ['time not a number', { timeMs: 'fast' }, 'timeMs', RACE_MESSAGES.time],
    ['rank not an integer', { rank: 1.5 }, 'rank', 'Rank must be an integer.'],
    ['javascript link', { milesplitUrl: 'javascript:alert(1)' }, 'milesplitUrl', 'Please provide a valid http(s) URL.'],
  ])('refuses %s with 400 and writes nothing', async (_name, patch, path, message) => {
    const before = await countRaces();
    const res = await t.call({ method: 'POST', url: '/content/admin/races', token, payload: { ...valid, ...patch } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('validation_failed');
    expect(body.issues).toContainEqual({ path, message });
    expect(body.message).toBe(body.issues[0].message);
    expect(await countRaces()).toBe(before);
  });

  it('changes only the fields an update sends', async () => {
    const race = (await t.call({ method: 'POST', url: '/content/admin/races', token, payload: { ...valid, rank: 5, positives: ['Kept'], quote: 'Kept quote', published: false } })).json();
    const res = await t.call({ method: 'PUT', url: `/content/admin/races/${race.id}`, token, payload: { title: 'Renamed' } });
    expect(res.json()).toMatchObject({ title: 'Renamed', rank: 5, positives: ['Kept'], quote: 'Kept quote', published: false, timeMs: 938_000 });
  });

  it('refuses an update to an unknown id with 404', async () => {
    const res = await t.call({ method: 'PUT', url: '/content/admin/races/99999', token, payload: { title: 'x' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('public races', () => {
  it('hides unpublished races from the list and by id', async () => {
    const pub = (await t.call({ method: 'POST', url: '/content/admin/races', token, payload: { ...valid, title: 'Visible' } })).json();
    const hidden = (await t.call({ method: 'POST', url: '/content/admin/races', token, payload: { ...valid, title: 'Hidden', published: false } })).json();
    const list = await t.call({ method: 'GET', url: '/content/public/races' });
    expect(list.statusCode).toBe(200);
    const titles = list.json().map((r: { title: string }) => r.title);
    expect(titles).toContain('Visible');
    expect(titles).not.toContain('Hidden');
    expect((await t.call({ method: 'GET', url: `/content/public/races/${pub.id}` })).json()).toMatchObject({ title: 'Visible', timeStr: '15:38', published: true });
    const res = await t.call({ method: 'GET', url: `/content/public/races/${hidden.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('race_not_found');
  });

  it('answers the public shape without internal columns', async () => {
    await t.call({ method: 'POST', url: '/content/admin/races', token, payload: { ...valid, title: 'Shape' } });
    const race = (await t.call({ method: 'GET', url: '/content/public/races' })).json().find((r: { title: string }) => r.title === 'Shape');
    expect(Object.keys(race).sort()).toEqual(
      ['analysis', 'date', 'distance', 'id', 'learns', 'next', 'place', 'positives', 'published', 'timeMs', 'timeStr', 'title', 'quote', 'photoUrl', 'milesplit'].filter((k) => k in race).sort(),
    );
    expect(race).not.toHaveProperty('rank');
    expect(race).not.toHaveProperty('created_at');
  });

  it('keeps a race read by id until an edit, which shows on the very next read; an unpublished one is a 404 at once', async () => {
    const race = (await t.call({ method: 'POST', url: '/content/admin/races', token, payload: { ...valid, title: 'Kept' } })).json();
    const url = `/content/public/races/${race.id}`;
    const first = await t.call({ method: 'GET', url });
    expect((await t.call({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } })).statusCode).toBe(304);
    await t.call({ method: 'PUT', url: `/content/admin/races/${race.id}`, token, payload: { ...valid, title: 'Edited' } });
    expect((await t.call({ method: 'GET', url })).json().title).toBe('Edited');
    await t.call({ method: 'PUT', url: `/content/admin/races/${race.id}`, token, payload: { ...valid, title: 'Edited', published: false } });
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(404);
    // A 404 is never kept: published again, it is there at once.
    await t.call({ method: 'PUT', url: `/content/admin/races/${race.id}`, token, payload: { ...valid, title: 'Back', published: true } });
    expect((await t.call({ method: 'GET', url })).json().title).toBe('Back');
  });

  it('answers 400 for a non-numeric id', async () => {
    expect((await t.call({ method: 'GET', url: '/content/public/races/abc' })).statusCode).toBe(400);
  });
});
