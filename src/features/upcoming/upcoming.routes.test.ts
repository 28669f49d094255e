import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAllUnauthorized } from '../../test/content-helpers';
import { countRows } from '../../test/rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { UPCOMING_MESSAGES, isIsoDateTime, toUtcIso } from './upcoming.schema';

let t: TestApp;
let token: string;
const DAY = 86_400_000;
const inDays = (d: number) => new Date(Date.now() + d * DAY).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const create = (payload: object, tenant = 'default', tok = token) => t.call({ method: 'POST', url: '/content/admin/upcoming', tenant, token: tok, payload });

describe('admin upcoming races', () => {
  it('creates, lists, updates and deletes', async () => {
    const res = await create({ title: '  County Champs ', location: ' Riverside Park ', eventAt: '2031-05-02T09:30:00+02:00' });
    expect(res.statusCode).toBe(201);
    const race = res.json();
    expect(race).toMatchObject({ title: 'County Champs', location: 'Riverside Park', eventAt: '2031-05-02T07:30:00.000Z' });
    expect(Object.keys(race).sort()).toEqual(['createdAt', 'eventAt', 'id', 'location', 'title', 'updatedAt']);

    const list = (await t.call({ method: 'GET', url: '/content/admin/upcoming', token })).json();
    expect(list.map((r: { id: number }) => r.id)).toContain(race.id);

    const updated = await t.call({ method: 'PUT', url: `/content/admin/upcoming/${race.id}`, token, payload: { location: 'Hill Course' } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: 'County Champs', location: 'Hill Course', eventAt: '2031-05-02T07:30:00.000Z' });

    expect((await t.call({ method: 'DELETE', url: `/content/admin/upcoming/${race.id}`, token })).json()).toEqual({ ok: true });
    const again = await t.call({ method: 'DELETE', url: `/content/admin/upcoming/${race.id}`, token });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'upcoming_not_found', message: 'Upcoming race not found.' });
  });

  it.each([
    ['title missing', { title: undefined }, 'title', UPCOMING_MESSAGES.required],
    ['title blank', { title: '  ' }, 'title', UPCOMING_MESSAGES.required],
    ['location blank', { location: '' }, 'location', UPCOMING_MESSAGES.required],
    ['eventAt missing', { eventAt: undefined }, 'eventAt', UPCOMING_MESSAGES.required],
    ['eventAt blank', { eventAt: ' ' }, 'eventAt', UPCOMING_MESSAGES.required],
    ['eventAt date only', { eventAt: '2031-05-02' }, 'eventAt', UPCOMING_MESSAGES.eventAt],
    ['eventAt impossible day', { eventAt: '2031-02-30T10:00:00Z' }, 'eventAt', UPCOMING_MESSAGES.eventAt],
    ['eventAt impossible hour', { eventAt: '2031-02-03T24:00:00Z' }, 'eventAt', UPCOMING_MESSAGES.eventAt],
    ['eventAt not a string', { eventAt: 12345 }, 'eventAt', UPCOMING_MESSAGES.required],
  ])('refuses %s with 400 and writes nothing', async (_n, patch, path, message) => {
    const before = await countRows(t, 'upcoming_race');
    const res = await create({ title: 'Meet', location: 'Track', eventAt: inDays(5), ...patch });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('validation_failed');
    expect(body.issues).toContainEqual({ path, message });
    expect(await countRows(t, 'upcoming_race')).toBe(before);
  });

  it('refuses a blank title on update and changes nothing', async () => {
    const race = (await create({ title: 'Keep', location: 'Track', eventAt: inDays(3) })).json();
    const res = await t.call({ method: 'PUT', url: `/content/admin/upcoming/${race.id}`, token, payload: { title: ' ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(UPCOMING_MESSAGES.required);
    const list = (await t.call({ method: 'GET', url: '/content/admin/upcoming', token })).json();
    expect(list.find((r: { id: number }) => r.id === race.id).title).toBe('Keep');
  });

  it('answers 401 without a token and 404 for another tenant’s id', async () => {
    const race = (await create({ title: 'Mine', location: 'Track', eventAt: inDays(3) })).json();
    expect(
      await expectAllUnauthorized(t, [
        ['GET', '/content/admin/upcoming'],
        ['POST', '/content/admin/upcoming'],
        ['PUT', `/content/admin/upcoming/${race.id}`],
        ['DELETE', `/content/admin/upcoming/${race.id}`],
      ]),
    ).toEqual([]);
    const other = await t.login('other');
    expect((await t.call({ method: 'PUT', url: `/content/admin/upcoming/${race.id}`, tenant: 'other', token: other, payload: { title: 'x' } })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/content/admin/upcoming/${race.id}`, tenant: 'other', token: other })).statusCode).toBe(404);
    // A token of one tenant is no key to another.
    expect((await t.call({ method: 'GET', url: '/content/admin/upcoming', tenant: 'other', token })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/content/admin/upcoming', tenant: 'other', token: other })).json()).toEqual([]);
  });
});

describe('public upcoming races', () => {
  it('answers the next races soonest first, past ones excluded, 3 by default and up to take', async () => {
    const t2 = await createTestApp({ tenants: ['default'] });
    try {
      const tok = await t2.login();
      for (const [title, days] of [['Past', -2], ['Fourth', 40], ['Second', 10], ['First', 1], ['Third', 20], ['Fifth', 50]] as const) {
        expect((await t2.call({ method: 'POST', url: '/content/admin/upcoming', token: tok, payload: { title, location: 'Track', eventAt: inDays(days) } })).statusCode).toBe(201);
      }
      const res = await t2.call({ method: 'GET', url: '/content/public/upcoming' });
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list.map((r: { title: string }) => r.title)).toEqual(['First', 'Second', 'Third']);
      expect(Object.keys(list[0]).sort()).toEqual(['eventAt', 'id', 'location', 'title']);
      const all = (await t2.call({ method: 'GET', url: '/content/public/upcoming?take=50&ts=123' })).json();
      expect(all.map((r: { title: string }) => r.title)).toEqual(['First', 'Second', 'Third', 'Fourth', 'Fifth']);
      for (const bad of ['0', '51', 'abc', '2.5']) expect((await t2.call({ method: 'GET', url: `/content/public/upcoming?take=${bad}` })).statusCode).toBe(400);
    } finally {
      await t2.close();
    }
  });
});

describe('ISO date-times', () => {
  it('accepts the ISO forms and stores UTC', () => {
    expect(isIsoDateTime('2031-05-02T09:30')).toBe(true);
    expect(isIsoDateTime('2031-05-02T09:30:15.5-05:00')).toBe(true);
    expect(isIsoDateTime('2031-05-02 09:30')).toBe(false);
    expect(toUtcIso('2031-05-02T09:30')).toBe('2031-05-02T09:30:00.000Z');
    expect(toUtcIso('2031-05-02T09:30:00-05:00')).toBe('2031-05-02T14:30:00.000Z');
  });
});
