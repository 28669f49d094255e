import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAllUnauthorized } from '../../test/content-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SETUP_MESSAGES } from './setup.schema';

let t: TestApp;
// Each test uses its own tenant: the suite runs shuffled.
const TENANTS = ['default', 'other', 'third', 'fourth', 'fifth'];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ tenants: TENANTS });
  for (const tenant of TENANTS) tokens[tenant] = await t.login(tenant);
});
afterAll(() => t.close());

const get = (tenant: string) => t.call({ method: 'GET', url: '/content/admin/setup', tenant, token: tokens[tenant] });
const put = (tenant: string, payload: object) => t.call({ method: 'PUT', url: '/content/admin/setup', tenant, token: tokens[tenant], payload });
const steps = (state: { steps: Array<{ id: string; done: boolean; skipped: boolean }> }) => Object.fromEntries(state.steps.map((s) => [s.id, s.done ? 'done' : s.skipped ? 'skipped' : '']));

describe('the setup state', () => {
  it('starts fresh on a new site: the first step, nothing done, never saved', async () => {
    const res = await get('third');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      step: 'name',
      steps: ['name', 'class', 'photo', 'prs', 'theme'].map((id) => ({ id, done: false, skipped: false })),
      finished: false,
      dismissed: false,
      checklist: false,
      saved: false,
    });
  });

  it('keeps the step, the skipped steps and the flags sent, and leaves the others as they were', async () => {
    const first = await put('fifth', { step: 'photo', skipped: ['class'] });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ step: 'photo', finished: false, dismissed: false, checklist: false, saved: true });
    expect(steps(first.json())).toEqual({ name: '', class: 'skipped', photo: '', prs: '', theme: '' });
    await put('fifth', { dismissed: true });
    const read = (await get('fifth')).json();
    expect(read).toMatchObject({ step: 'photo', dismissed: true, finished: false, saved: true });
    expect(steps(read)).toMatchObject({ class: 'skipped' });
  });

  it("reads done from the site's data: a name, a class line, a photo, a record; the look once finished", async () => {
    const admin = { tenant: 'fourth', token: tokens.fourth };
    await t.call({ ...admin, method: 'PUT', url: '/content/admin/settings', payload: { heroTitle: 'Maya Lopez' } });
    await t.call({ ...admin, method: 'PATCH', url: '/content/admin/profile', payload: { graduationYear: 2028 } });
    await t.call({ ...admin, method: 'POST', url: '/content/admin/prs', payload: { distance: '1600 m', timeMs: 298_000, date: '2026-04-11' } });
    await put('fourth', { skipped: ['name', 'photo'] });
    expect(steps((await get('fourth')).json())).toEqual({ name: 'done', class: 'done', photo: 'skipped', prs: 'done', theme: '' });
    const finished = (await put('fourth', { finished: true, checklist: true, step: 'name' })).json();
    expect(finished).toMatchObject({ finished: true, checklist: true, step: 'name' });
    expect(steps(finished).theme).toBe('done');
  });

  it('refuses a bad step, list or flag with a 400 in the request’s language, and changes nothing', async () => {
    await put('other', { step: 'class' });
    const cases: Array<[object, string, string]> = [
      [{ step: 'payment' }, 'step', SETUP_MESSAGES.step],
      [{ skipped: ['name', 'name'] }, 'skipped', SETUP_MESSAGES.skipped],
      [{ skipped: 'name' }, 'skipped', SETUP_MESSAGES.skipped],
      [{ skipped: ['nope'] }, 'skipped.0', SETUP_MESSAGES.step],
      [{ finished: 'yes' }, 'finished', SETUP_MESSAGES.flag],
    ];
    for (const [payload, path, message] of cases) {
      const res = await put('other', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation_failed', issues: [expect.objectContaining({ path, message })] });
    }
    const unknown = await put('other', { done: ['name'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('validation_failed');
    const fr = await t.call({ method: 'PUT', url: '/content/admin/setup', tenant: 'other', token: tokens.other, payload: { step: 'payment' }, headers: { 'accept-language': 'fr' } });
    expect(fr.json().issues).toContainEqual(expect.objectContaining({ path: 'step', message: 'L’étape doit être name, class, photo, prs ou theme.' }));
    const kept = (await get('other')).json();
    expect(kept).toMatchObject({ step: 'class', finished: false });
    expect(steps(kept)).toEqual({ name: '', class: '', photo: '', prs: '', theme: '' });
  });

  it('needs the admin token of the same tenant, and keeps each tenant’s state apart', async () => {
    expect(await expectAllUnauthorized(t, [['GET', '/content/admin/setup'], ['PUT', '/content/admin/setup']])).toEqual([]);
    const borrowed = await t.call({ method: 'PUT', url: '/content/admin/setup', tenant: 'third', token: tokens.default, payload: { finished: true } });
    expect(borrowed.statusCode).toBe(401);
    await put('default', { checklist: true, step: 'prs' });
    expect((await get('default')).json()).toMatchObject({ step: 'prs', checklist: true });
    expect((await get('third')).json()).toMatchObject({ step: 'name', finished: false, checklist: false, saved: false });
  });
});
