import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAllUnauthorized } from '../../test/content-helpers';
import { countRows } from '../../test/rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TEAM_MESSAGES } from './team.schema';

let t: TestApp;
let token: string;
const valid = { firstName: 'Leo', lastName: 'Marsh', portraitUrl: '/demo/team/leo.svg' };

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const create = async (payload: object) => {
  const res = await t.call({ method: 'POST', url: '/content/admin/team-member?tenantId=default', token, payload });
  expect(res.statusCode).toBe(201);
  return res.json();
};
const adminList = async () => (await t.call({ method: 'GET', url: '/content/admin/team-member', token })).json();

describe('admin team members', () => {
  it('creates with defaults and cleaned records', async () => {
    const m = await create({
      ...valid,
      firstName: '  Leo ',
      actionUrl: '',
      quote: ' Run tall. ',
      tenantId: 'someone-else',
      records: [
        { distance: ' 1600m ', time: ' 4:25.10 ', meet: ' ', date: '' },
        { distance: '', time: '', meet: 'Only a meet' },
        { distance: '3200m', time: '9:58', meet: 'League Finals', date: '2025-05-10' },
        { time: '16:02' },
      ],
    });
    expect(m).toEqual({
      id: m.id,
      firstName: 'Leo',
      lastName: 'Marsh',
      portraitUrl: '/demo/team/leo.svg',
      actionUrl: null,
      theme: 'foil',
      quote: 'Run tall.',
      active: true,
      records: [
        { distance: '1600m', time: '4:25.10' },
        { distance: '3200m', time: '9:58', meet: 'League Finals', date: '2025-05-10' },
        { distance: '', time: '16:02' },
      ],
      order: m.order,
      createdAt: m.createdAt,
      updatedAt: m.updatedAt,
    });
    const next = await create({ ...valid, theme: 'glass', active: false, actionUrl: 'https://example.org/leo' });
    expect(next).toMatchObject({ theme: 'glass', active: false, actionUrl: 'https://example.org/leo', order: m.order + 1 });
  });

  it('updates any field; an empty actionUrl becomes null', async () => {
    const m = await create({ ...valid, actionUrl: 'https://example.org/x', records: [{ distance: '800m', time: '2:01' }] });
    const res = await t.call({ method: 'PUT', url: `/content/admin/team-member/${m.id}`, token, payload: { actionUrl: '', theme: 'xr', records: [] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ actionUrl: null, theme: 'xr', records: [], firstName: 'Leo', order: m.order });
  });

  it.each([
    ['first name missing', { firstName: undefined }, 'firstName', TEAM_MESSAGES.name],
    ['last name blank', { lastName: '  ' }, 'lastName', TEAM_MESSAGES.name],
    ['portrait missing', { portraitUrl: undefined }, 'portraitUrl', TEAM_MESSAGES.portrait],
    ['portrait blank', { portraitUrl: '' }, 'portraitUrl', TEAM_MESSAGES.portrait],
    ['portrait javascript', { portraitUrl: 'javascript:alert(1)' }, 'portraitUrl', TEAM_MESSAGES.portraitUrl],
    ['action url javascript', { actionUrl: 'javascript:alert(1)' }, 'actionUrl', TEAM_MESSAGES.actionUrl],
    ['theme unknown', { theme: 'neon' }, 'theme', TEAM_MESSAGES.theme],
    ['order not an integer', { order: 1.5 }, 'order', TEAM_MESSAGES.order],
    ['too many records', { records: Array.from({ length: 21 }, () => ({ distance: '5K', time: '16:00' })) }, 'records', TEAM_MESSAGES.records],
  ])('refuses %s with 400 and writes nothing', async (_n, patch, path, message) => {
    const before = await countRows(t, 'team_member');
    const res = await t.call({ method: 'POST', url: '/content/admin/team-member', token, payload: { ...valid, ...patch } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
    expect(await countRows(t, 'team_member')).toBe(before);
  });

  it('reorders many members in one transaction and answers the new order', async () => {
    const a = await create({ ...valid, firstName: 'A' });
    const b = await create({ ...valid, firstName: 'B' });
    const c = await create({ ...valid, firstName: 'C' });
    const res = await t.call({ method: 'PATCH', url: '/content/admin/team-member/reorder', token, payload: [{ id: c.id, order: -3 }, { id: a.id, order: -2 }, { id: b.id, order: -1 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().slice(0, 3).map((m: { firstName: string }) => m.firstName)).toEqual(['C', 'A', 'B']);
    expect((await t.call({ method: 'PATCH', url: '/content/admin/team-member/reorder', token, payload: { items: [{ id: a.id, order: -10 }] } })).json()[0].firstName).toBe('A');
  });

  it('changes no order when one id is unknown, another tenant’s or repeated', async () => {
    const a = await create({ ...valid, firstName: 'Keep' });
    const before = await adminList();
    const res = await t.call({ method: 'PATCH', url: '/content/admin/team-member/reorder', token, payload: [{ id: a.id, order: 99 }, { id: 999_999, order: 1 }] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'team_member_not_found', message: 'Team member 999999 not found.' });
    expect(await adminList()).toEqual(before);
    const dup = await t.call({ method: 'PATCH', url: '/content/admin/team-member/reorder', token, payload: [{ id: a.id, order: 1 }, { id: a.id, order: 2 }] });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe(TEAM_MESSAGES.duplicate);
    const other = await t.login('other');
    expect((await t.call({ method: 'PATCH', url: '/content/admin/team-member/reorder', tenant: 'other', token: other, payload: [{ id: a.id, order: 1 }] })).statusCode).toBe(404);
    expect((await t.call({ method: 'PUT', url: `/content/admin/team-member/${a.id}`, tenant: 'other', token: other, payload: { firstName: 'X' } })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/content/admin/team-member/${a.id}`, tenant: 'other', token: other })).statusCode).toBe(404);
    expect(await adminList()).toEqual(before);
  });

  it('deletes, then answers 404', async () => {
    const m = await create(valid);
    expect((await t.call({ method: 'DELETE', url: `/content/admin/team-member/${m.id}`, token })).json()).toEqual({ ok: true });
    expect((await t.call({ method: 'DELETE', url: `/content/admin/team-member/${m.id}`, token })).statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect(
      await expectAllUnauthorized(t, [
        ['GET', '/content/admin/team-member'],
        ['POST', '/content/admin/team-member'],
        ['PUT', '/content/admin/team-member/1'],
        ['DELETE', '/content/admin/team-member/1'],
        ['PATCH', '/content/admin/team-member/reorder'],
      ]),
    ).toEqual([]);
  });
});

describe('public team members', () => {
  it('hides inactive members and answers the public fields in order', async () => {
    const t2 = await createTestApp({ tenants: ['default'] });
    try {
      const tok = await t2.login();
      const post = (payload: object) => t2.call({ method: 'POST', url: '/content/admin/team-member', token: tok, payload: { ...valid, ...payload } });
      await post({ firstName: 'Second', order: 2 });
      await post({ firstName: 'Hidden', order: 0, active: false });
      await post({ firstName: 'First', order: 1, records: [{ distance: '5K', time: '15:59', meet: 'State' }] });
      const list = (await t2.call({ method: 'GET', url: '/content/public/team-members' })).json();
      expect(list.map((m: { firstName: string }) => m.firstName)).toEqual(['First', 'Second']);
      expect(list[0]).toEqual({ id: list[0].id, firstName: 'First', lastName: 'Marsh', portraitUrl: '/demo/team/leo.svg', actionUrl: null, theme: 'foil', active: true, records: [{ distance: '5K', time: '15:59', meet: 'State' }] });
    } finally {
      await t2.close();
    }
  });
});
