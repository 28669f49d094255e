import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAllUnauthorized } from '../../test/content-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PROFILE_DEFAULTS, PROFILE_MESSAGES } from './profile.schema';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ tenants: ['default', 'other', 'third', 'fourth'] });
  for (const tenant of ['default', 'other', 'third', 'fourth']) tokens[tenant] = await t.login(tenant);
});
afterAll(() => t.close());

const put = (payload: object, tenant = 'default') => t.call({ method: 'PUT', url: '/content/admin/profile', tenant, token: tokens[tenant], payload });
const read = async (tenant = 'default') => (await t.call({ method: 'GET', url: '/content/public/profile', tenant })).json();

const FULL = {
  graduationYear: '2027',
  highSchool: ' Lincoln High School ',
  city: 'Portland',
  state: 'OR',
  events: '1500m\n3000m\n\n5K XC',
  height: '5\'9"',
  weight: '128 lb',
  gpa: '3.8',
  testScores: 'SAT 1350',
  intendedMajor: 'Biology',
  ncaaId: '2301234567',
  recruitContact: { role: 'parent', name: 'Pat Doe', email: 'pat@example.org', phone: '+1 (503) 555-0100' },
  coachContact: { name: 'Coach Lee', email: 'lee@example.org', phone: '' },
};

describe('athlete profile', () => {
  it('answers an empty profile before anything is saved, and the admin sees the defaults', async () => {
    expect(await read('third')).toEqual({});
    const admin = await t.call({ method: 'GET', url: '/content/admin/profile', tenant: 'third', token: tokens.third });
    expect(admin.json()).toEqual({ ...PROFILE_DEFAULTS, updatedAt: null });
  });

  it('keeps weight, academics and both contacts out of the public answer until switched on', async () => {
    const saved = await put(FULL, 'other');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ graduationYear: 2027, highSchool: 'Lincoln High School', events: ['1500m', '3000m', '5K XC'], showRecruitContact: false, coachContact: { name: 'Coach Lee', email: 'lee@example.org' } });
    const pub = await read('other');
    expect(pub).toEqual({ graduationYear: 2027, highSchool: 'Lincoln High School', city: 'Portland', state: 'OR', events: ['1500m', '3000m', '5K XC'], height: '5\'9"', intendedMajor: 'Biology', ncaaId: '2301234567' });
    const text = JSON.stringify(pub);
    for (const secret of ['pat@example.org', '555-0100', 'lee@example.org', 'Pat Doe', '128 lb', '3.8', 'SAT']) expect(text).not.toContain(secret);
  });

  it('publishes each private fact only when its switch is on', async () => {
    await put({ ...FULL, showWeight: true, showAcademics: true, showRecruitContact: true });
    const pub = await read();
    expect(pub).toMatchObject({ weight: '128 lb', gpa: '3.8', testScores: 'SAT 1350', recruitContact: FULL.recruitContact });
    expect(pub.coachContact).toBeUndefined();
    await put({ ...FULL, showCoachContact: true });
    const next = await read();
    expect(next.coachContact).toEqual({ name: 'Coach Lee', email: 'lee@example.org' });
    expect(next).not.toHaveProperty('recruitContact');
    expect(next).not.toHaveProperty('weight');
    expect(next).not.toHaveProperty('gpa');
  });

  it('hides empty facts and a switched-on contact with nothing filled in', async () => {
    await put({ highSchool: 'Central HS', events: [], recruitContact: { role: 'athlete', name: ' ', email: '' }, showRecruitContact: true }, 'other');
    expect(await read('other')).toEqual({ highSchool: 'Central HS' });
  });

  it('refuses a bad e-mail, phone, role or year with a clear 400 and changes nothing', async () => {
    await put({ highSchool: 'Kept HS' }, 'other');
    const cases: Array<[object, string, string]> = [
      [{ recruitContact: { email: 'not-an-address' } }, 'recruitContact.email', PROFILE_MESSAGES.email],
      // Characters that can end a string in a PDF, an attribute or a header: never in an address.
      [{ recruitContact: { email: 'a)/S/JavaScript/JS(app.alert(1)//@x.co' } }, 'recruitContact.email', PROFILE_MESSAGES.email],
      [{ coachContact: { email: 'coach lee@example.org' } }, 'coachContact.email', PROFILE_MESSAGES.email],
      [{ coachContact: { phone: 'call me' } }, 'coachContact.phone', PROFILE_MESSAGES.phone],
      [{ coachContact: { phone: '12' } }, 'coachContact.phone', PROFILE_MESSAGES.phone],
      [{ recruitContact: { role: 'uncle' } }, 'recruitContact.role', PROFILE_MESSAGES.role],
      [{ graduationYear: 'soon' }, 'graduationYear', PROFILE_MESSAGES.graduationYear],
    ];
    for (const [payload, path, message] of cases) {
      const res = await put(payload, 'other');
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation_failed', issues: [expect.objectContaining({ path, message })] });
    }
    expect(await read('other')).toEqual({ highSchool: 'Kept HS' });
  });

  it('guards the admin routes', async () => {
    expect(await expectAllUnauthorized(t, [['GET', '/content/admin/profile'], ['PUT', '/content/admin/profile']])).toEqual([]);
    const otherToken = await t.call({ method: 'PUT', url: '/content/admin/profile', tenant: 'third', token: tokens.default, payload: {} });
    expect(otherToken.statusCode).toBe(401);
  });

  it('changes only the facts a PATCH sends (the setup writes class, school and events), a blank one cleared', async () => {
    await put({ ...FULL, showWeight: true }, 'fourth');
    const patch = (payload: object) => t.call({ method: 'PATCH', url: '/content/admin/profile', tenant: 'fourth', token: tokens.fourth, payload });
    const res = await patch({ graduationYear: 2028, highSchool: 'Westview High School', events: '1600m\n3200m' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ graduationYear: 2028, highSchool: 'Westview High School', events: ['1600m', '3200m'], city: 'Portland', weight: '128 lb', showWeight: true, contactFormEnabled: true, recruitContact: { name: 'Pat Doe' } });
    expect((await patch({ city: '' })).json().city).toBeUndefined();
    expect((await read('fourth')).highSchool).toBe('Westview High School');
    const bad = await patch({ graduationYear: 1890 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toContainEqual({ path: 'graduationYear', message: PROFILE_MESSAGES.graduationYear });
  });
});
