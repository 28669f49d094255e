import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAllUnauthorized } from '../../test/content-helpers';
import { countRows, withDb } from '../../test/rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { statsDays, utcDay } from './links.mapper';
import { LINK_MESSAGES, LINK_STATS_DAYS } from './links.schema';

let t: TestApp;
const tokens: Record<string, string> = {};
const TENANTS = ['default', 'other', 'codes'];

beforeAll(async () => {
  t = await createTestApp({ tenants: TENANTS });
  for (const tenant of TENANTS) tokens[tenant] = await t.login(tenant);
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, tenant = 'default') => t.call({ method, url, tenant, token: tokens[tenant], payload });
const create = (payload: object, tenant = 'default') => admin('POST', '/content/admin/links', payload, tenant);

describe('tracked links (admin API)', () => {
  it('creates a link with a generated code, lists it with empty counts, renames and deletes it', async () => {
    // Other tests add links in the same tenants (in any order): this one counts its own.
    const before = await countRows(t, 'tracked_link', 'other');
    const res = await create({ label: '  Stanford XC ' }, 'other');
    expect(res.statusCode).toBe(201);
    const link = res.json();
    expect(link).toMatchObject({ label: 'Stanford XC', code: expect.stringMatching(/^[a-z2-9]{7}$/), total: 0, last30: 0 });
    expect(link.path).toBe(`/?via=${link.code}`);
    expect(link.daily).toEqual(Array(LINK_STATS_DAYS).fill(0));
    expect((await admin('GET', '/content/admin/links', undefined, 'other')).json()).toContainEqual(link);

    const renamed = await admin('PUT', `/content/admin/links/${link.id}`, { label: 'Stanford Cross Country' }, 'other');
    expect(renamed.json()).toMatchObject({ id: link.id, label: 'Stanford Cross Country', code: link.code });

    expect((await admin('DELETE', `/content/admin/links/${link.id}`, undefined, 'other')).json()).toEqual({ ok: true });
    expect(await countRows(t, 'tracked_link', 'other')).toBe(before);
    const again = await admin('DELETE', `/content/admin/links/${link.id}`, undefined, 'other');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'link_not_found', message: LINK_MESSAGES.notFound });
  });

  it('keeps a typed code, lowercased, and refuses one already in use with a 409 that changes nothing', async () => {
    const before = await countRows(t, 'tracked_link', 'codes');
    const res = await create({ label: 'Oregon', code: ' Oregon-Ducks ' }, 'codes');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ code: 'oregon-ducks', path: '/?via=oregon-ducks' });
    const dup = await create({ label: 'Oregon again', code: 'OREGON-DUCKS' }, 'codes');
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ error: 'link_code_taken', message: LINK_MESSAGES.codeTaken });
    expect(await countRows(t, 'tracked_link', 'codes')).toBe(before + 1);
  });

  it('refuses a missing label or a malformed code with a 400 naming the field, and stores nothing', async () => {
    const before = await countRows(t, 'tracked_link');
    const cases: Array<[object, string, string]> = [
      [{ label: '   ' }, 'label', LINK_MESSAGES.label],
      [{}, 'label', LINK_MESSAGES.label],
      [{ label: 'Yale', code: 'ab' }, 'code', LINK_MESSAGES.code],
      [{ label: 'Yale', code: '-yale' }, 'code', LINK_MESSAGES.code],
      [{ label: 'Yale', code: 'yale xc' }, 'code', LINK_MESSAGES.code],
      [{ label: 'Yale', code: 'y'.repeat(33) }, 'code', LINK_MESSAGES.code],
      [{ label: 'Yale', code: 'yale/../x' }, 'code', LINK_MESSAGES.code],
      [{ label: 'Yale', code: 42 }, 'code', LINK_MESSAGES.code],
    ];
    for (const [payload, path, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation_failed', message: expect.any(String), issues: [expect.objectContaining({ path, message })] });
    }
    const rename = await admin('PUT', '/content/admin/links/1', { label: '' });
    expect(rename.statusCode).toBe(400);
    expect(await countRows(t, 'tracked_link')).toBe(before);
  });

  it('lists the total, the last 30 days and the series per day, oldest day first', async () => {
    const link = (await create({ label: 'Series', code: 'series-xc' }, 'codes')).json();
    const days = statsDays(utcDay(new Date()));
    await withDb(
      t,
      (db) =>
        db
          .insertInto('tracked_link_visit')
          .values([
            { link_id: link.id, day: '2001-01-01', count: 5 },
            { link_id: link.id, day: days[0]!, count: 2 },
            { link_id: link.id, day: days[LINK_STATS_DAYS - 1]!, count: 3 },
          ])
          .execute(),
      'codes',
    );
    const listed = (await admin('GET', '/content/admin/links', undefined, 'codes')).json().find((l: { id: number }) => l.id === link.id);
    expect(listed).toMatchObject({ total: 10, last30: 5 });
    expect(listed.daily[0]).toBe(2);
    expect(listed.daily[LINK_STATS_DAYS - 1]).toBe(3);
    expect(listed.daily.reduce((a: number, b: number) => a + b, 0)).toBe(5);
  });

  it("keeps tenants apart: another tenant's id is unknown and its token is refused", async () => {
    const mine = (await create({ label: 'Mine', code: 'only-mine' }, 'other')).json();
    expect((await admin('PUT', `/content/admin/links/${mine.id}`, { label: 'Taken' })).statusCode).toBe(404);
    expect((await admin('DELETE', `/content/admin/links/${mine.id}`)).statusCode).toBe(404);
    expect((await admin('GET', '/content/admin/links')).json().map((l: { code: string }) => l.code)).not.toContain('only-mine');
    // The same code is free in another tenant: each site has its own links.
    expect((await create({ label: 'Mine too', code: 'only-mine' })).statusCode).toBe(201);
    expect((await t.call({ method: 'GET', url: '/content/admin/links', tenant: 'other', token: tokens.default })).statusCode).toBe(401);
  });

  it('guards every admin route', async () => {
    expect(
      await expectAllUnauthorized(t, [
        ['GET', '/content/admin/links'],
        ['POST', '/content/admin/links'],
        ['PUT', '/content/admin/links/1'],
        ['DELETE', '/content/admin/links/1'],
      ]),
    ).toEqual([]);
  });
});
