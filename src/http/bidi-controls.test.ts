import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDb } from '../test/rows';
import { TEST_PASSWORD, createTestApp, type TestApp } from '../test/test-app';
import { stripBidiControls } from './bidi-controls';

// A bidirectional override (U+202E) makes a text read differently from what it says ("txt.exe"
// shown as "exe.txt"). Cheers and contact messages dropped them; every text an admin (or a coach,
// through an invite) writes is cleaned the same way now, before its schema reads it.
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ tenants: ['default'] });
  token = await t.login();
});
afterAll(() => t?.close());

const RLO = '\u202e';
const ISOLATES = '\u2066\u2067\u2068\u2069';

describe('bidirectional controls', () => {
  it('are removed from every string of a value, at any depth; other characters stay', () => {
    expect(stripBidiControls({ a: `x${RLO}y`, b: [`${ISOLATES}z`, 1, null], c: { d: '\u202a\u202b\u202c\u202dw' }, e: 'שלום عربي 👨‍👩‍👧' })).toEqual({ a: 'xy', b: ['z', 1, null], c: { d: 'w' }, e: 'שלום عربي 👨‍👩‍👧' });
  });

  it('never reach what an admin saves: settings, a race, the profile', async () => {
    const settings = await t.call({ method: 'PUT', url: '/content/admin/settings', token, payload: { heroTitle: `Owen ${RLO}yeltraH`, heroSubtitle: `Class of 2027${ISOLATES}` } });
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({ heroTitle: 'Owen yeltraH', heroSubtitle: 'Class of 2027' });
    const race = await t.call({ method: 'POST', url: '/content/admin/races', token, payload: { title: `Loop${RLO}gnitsoH`, distance: '5K', date: '2026-10-01', place: 'Park', timeMs: 900_000, positives: [`fast${RLO}`] } });
    expect(race.statusCode).toBe(201);
    const row = await withDb(t, (db) => db.selectFrom('race').select(['title', 'positives']).where('id', '=', race.json().id).executeTakeFirstOrThrow());
    expect(row).toEqual({ title: 'LoopgnitsoH', positives: '["fast"]' });
    const profile = await t.call({ method: 'PUT', url: '/content/admin/profile', token, payload: { highSchool: `Lincoln${RLO} HS`, events: [`5K${RLO}`] } });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ highSchool: 'Lincoln HS', events: ['5K'] });
  });

  it("never reach a coach's note sent through an invite", async () => {
    const invite = await t.call({ method: 'POST', url: '/content/admin/coach-invite', token, payload: { coachName: 'Dana', coachEmail: 'dana@example.edu' } });
    expect(invite.statusCode).toBe(201);
    const sent = await t.call({ method: 'POST', url: `/content/public/coach-invite/${invite.json().token}/submit`, tenant: 'default', payload: { author: `Coach${RLO} Dana`, headline: `Great${ISOLATES} runner`, photoUrl: '/media/img/x.jpg', consent: true } });
    expect(sent.statusCode).toBe(201);
    const note = await withDb(t, (db) => db.selectFrom('coach_note').select(['author', 'headline']).where('source', '=', 'invite').executeTakeFirstOrThrow());
    expect(note).toEqual({ author: 'Coach Dana', headline: 'Great runner' });
  });

  it('leave a password as it was typed: the new password signs in exactly', async () => {
    const fresh = await createTestApp({ tenants: ['default'] });
    try {
      const admin = await fresh.login();
      const changed = await fresh.call({ method: 'PUT', url: '/auth/password', token: admin, payload: { currentPassword: TEST_PASSWORD, newPassword: `pass${RLO}word-long` } });
      expect(changed.statusCode).toBe(200);
      const login = (password: string) => fresh.call({ method: 'POST', url: '/auth/login', tenant: 'default', payload: { email: 'admin@default.test', password } });
      expect((await login(`pass${RLO}word-long`)).statusCode).toBe(200);
      expect((await login('password-long')).statusCode).toBe(401);
    } finally {
      await fresh.close();
    }
  });
});
