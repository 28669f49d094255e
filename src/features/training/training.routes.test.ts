import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAllUnauthorized } from '../../test/content-helpers';
import { executableVectors } from '../../test/html-checks';
import { withDb } from '../../test/rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { XSS_PAYLOADS } from '../../test/xss-payloads';
import { TRAINING_ARTICLE_POLICY } from '../../shared/html-policy';
import { TRAINING_DEFAULTS, TRAINING_MESSAGES } from './training.schema';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const put = (payload: object, tenant = 'default', tok = token) => t.call({ method: 'PUT', url: '/content/admin/training-profile', tenant, token: tok, payload });
const read = async (tenant = 'default') => (await t.call({ method: 'GET', url: '/content/public/training-profile', tenant })).json();

describe('training profile', () => {
  it('answers the defaults before anything is saved', async () => {
    expect(await read('other')).toEqual({ ...TRAINING_DEFAULTS, updatedAt: null });
  });

  it('saves the fields sent, trims text, removes blank gallery entries and keeps the rest', async () => {
    const res = await put({
      weeklyMileage: ' 70–80 km ',
      runsPerWeek: '6',
      yearlyMileage2023: 2400,
      yearlyMileage2024: '2950.5',
      yearlyMileage2025: '',
      gallery: ['/media/a.webp', '', '  ', 'https://example.org/b.jpg'],
      heroImageUrl: '/media/hero.webp',
      sideImageUrl: null,
      articleHtml: '<h1>Title</h1><p class="x" onclick="y()">Body <a href="https://example.org">link</a></p><script>alert(1)</script>',
    });
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({
      weeklyMileage: '70–80 km',
      runsPerWeek: '6',
      yearlyMileage2023: 2400,
      yearlyMileage2024: 2950.5,
      yearlyMileage2025: null,
      gallery: ['/media/a.webp', 'https://example.org/b.jpg'],
      heroImageUrl: '/media/hero.webp',
      sideImageUrl: '',
      sideTitle: TRAINING_DEFAULTS.sideTitle,
      articleHtml: '<h2>Title</h2><p>Body link</p>',
    });
    expect(p.updatedAt).toEqual(expect.any(String));
    // A later save of one field keeps the others.
    const again = (await put({ cycling: 'Once a week, easy' })).json();
    expect(again).toMatchObject({ cycling: 'Once a week, easy', weeklyMileage: '70–80 km', yearlyMileage2023: 2400 });
    expect(await read()).toEqual(again);
    const admin = (await t.call({ method: 'GET', url: '/content/admin/training-profile', token })).json();
    expect(admin).toEqual(again);
  });

  it('keeps volumes per calendar year: the list merges by year, null removes one, the fixed fields of older clients map to 2023–2025', async () => {
    await put({ yearlyMileage2023: null, yearlyMileage: [{ year: 2026, km: 3120 }, { year: 2025, km: 3380 }] });
    const p = (await put({ yearlyMileage2024: 2150, yearlyMileage: [{ year: '2025', km: null }, { year: 2027, km: '12,5' }] })).json();
    expect(p.yearlyMileage).toEqual([
      { year: 2024, km: 2150 },
      { year: 2026, km: 3120 },
      { year: 2027, km: 12.5 },
    ]);
    expect([p.yearlyMileage2023, p.yearlyMileage2024, p.yearlyMileage2025]).toEqual([null, 2150, null]);
  });

  it('reads a profile saved before the per-year list from its fixed fields', async () => {
    const data = JSON.stringify({ weeklyMileage: 'old', yearlyMileage2023: 1000, yearlyMileage2025: 3000 });
    await withDb(t, (db) => db.insertInto('training_profile').values({ id: 1, data }).onConflict((oc) => oc.column('id').doUpdateSet({ data })).execute(), 'other');
    try {
      const p = await read('other');
      expect(p.yearlyMileage).toEqual([
        { year: 2023, km: 1000 },
        { year: 2025, km: 3000 },
      ]);
      expect(p.yearlyMileage2025).toBe(3000);
    } finally {
      // The tenant reads as never saved again, as another test expects.
      await withDb(t, (db) => db.deleteFrom('training_profile').execute(), 'other');
    }
  });

  it('refuses a year out of range or a negative volume with the field named, and saves nothing', async () => {
    const before = await read();
    for (const bad of [[{ year: 1800, km: 5 }], [{ year: 2026, km: -1 }], [{ km: 5 }], 'lots']) {
      const res = await put({ yearlyMileage: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toMatch(/^yearlyMileage/);
    }
    expect(await read()).toEqual(before);
  });

  it('sanitises the article against every XSS payload', async () => {
    for (const payload of XSS_PAYLOADS) {
      const res = await put({ articleHtml: `<p>ok</p>${payload}` });
      expect(res.statusCode).toBe(200);
      expect(executableVectors(res.json().articleHtml, TRAINING_ARTICLE_POLICY)).toEqual([]);
    }
  });

  it.each([
    ['negative mileage', { yearlyMileage2023: -1 }, 'yearlyMileage2023', TRAINING_MESSAGES.mileage],
    ['text mileage', { yearlyMileage2024: 'lots' }, 'yearlyMileage2024', TRAINING_MESSAGES.mileage],
    ['five gallery images', { gallery: ['/1.webp', '/2.webp', '/3.webp', '/4.webp', '/5.webp'] }, 'gallery', TRAINING_MESSAGES.gallery],
    ['javascript gallery image', { gallery: ['javascript:alert(1)'] }, 'gallery', TRAINING_MESSAGES.image],
    ['data hero image', { heroImageUrl: 'data:image/svg+xml,<svg onload=alert(1)>' }, 'heroImageUrl', TRAINING_MESSAGES.image],
    ['too long article', { articleHtml: 'x'.repeat(200_001) }, 'articleHtml', TRAINING_MESSAGES.article],
  ])('refuses %s with 400 and changes nothing', async (_n, payload, path, message) => {
    const before = await read();
    const res = await put(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
    expect(await read()).toEqual(before);
  });

  it('resets to the defaults', async () => {
    await put({ weeklyMileage: '90 km' });
    const res = await t.call({ method: 'POST', url: '/content/admin/training-profile/reset', token });
    expect(res.statusCode).toBe(200);
    const { updatedAt, ...profile } = res.json();
    expect(profile).toEqual(TRAINING_DEFAULTS);
    expect(updatedAt).toEqual(expect.any(String));
    const { updatedAt: _u, ...publicProfile } = await read();
    expect(publicProfile).toEqual(TRAINING_DEFAULTS);
  });

  it('keeps tenants apart and needs the admin token', async () => {
    await put({ weeklyMileage: 'default only' });
    expect((await read('other')).weeklyMileage).toBe('');
    expect(
      await expectAllUnauthorized(t, [
        ['GET', '/content/admin/training-profile'],
        ['PUT', '/content/admin/training-profile'],
        ['POST', '/content/admin/training-profile/reset'],
      ]),
    ).toEqual([]);
    expect((await put({ weeklyMileage: 'x' }, 'other', token)).statusCode).toBe(401);
  });
});
