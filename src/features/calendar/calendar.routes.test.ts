import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { foldIcsLine } from '../../shared/ics';

let t: TestApp;
let token: string;
const DAY = 86_400_000;
const inDays = (d: number) => new Date(Date.now() + d * DAY).toISOString();
const HOST = 'runner.test';

beforeAll(async () => {
  // The site's name: the calendar's links and UIDs are made from it.
  t = await createTestApp({ hosts: { default: [HOST] } });
  token = await t.login();
});
afterAll(() => t.close());

const addRace = async (title: string, location: string, eventAt: string, tenant = 'default') => {
  const res = await t.call({ method: 'POST', url: '/content/admin/upcoming', tenant, token: await t.login(tenant), payload: { title, location, eventAt } });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
};
const get = (url: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, tenant: 'default', headers: { host: HOST, ...headers } });

/** The events of an iCalendar document, read by ical.js. */
function eventsOf(body: string) {
  const cal = new ICAL.Component(ICAL.parse(body));
  return cal.getAllSubcomponents('vevent').map((c) => {
    const e = new ICAL.Event(c);
    return { uid: e.uid, summary: e.summary, location: e.location, start: e.startDate.toJSDate().toISOString(), url: c.getFirstPropertyValue('url'), stamp: c.getFirstPropertyValue('dtstamp') };
  });
}

describe('meet calendar', () => {
  it('lists the upcoming races as RFC 5545 events that an iCalendar library reads back', async () => {
    const long = `Championnats régionaux de cross-country, Course des jeunes; série «Élite», édition ${'🏃'.repeat(8)}`;
    const soon = await addRace(long, 'Parc de Sceaux, Allée d’honneur; entrée nord', '2031-05-02T09:30:00+02:00');
    const later = await addRace('County Champs', 'Riverside Park', '2031-06-01T08:00:00Z');
    await addRace('Already run', 'Old Track', inDays(-2));
    await addRace('Other tenant meet', 'Elsewhere', inDays(5), 'other');

    const res = await get('/calendar.ics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const body = res.body;
    expect(body.endsWith('\r\n')).toBe(true);
    const lines = body.slice(0, -2).split('\r\n');
    expect(lines.every((l) => Buffer.byteLength(l, 'utf8') <= 75 && !l.includes('\n'))).toBe(true);
    expect(lines.some((l) => l.startsWith(' '))).toBe(true); // the long title was folded

    // Other tests add their own races: this one looks at the four it added.
    const mine = new Set([long, 'County Champs', 'Already run', 'Other tenant meet']);
    const events = eventsOf(body).filter((e) => mine.has(e.summary));
    expect(events.map((e) => e.summary)).toEqual([long, 'County Champs']);
    expect(events[0]).toMatchObject({ uid: `upcoming-${soon.id}@${HOST}`, location: 'Parc de Sceaux, Allée d’honneur; entrée nord', start: '2031-05-02T07:30:00.000Z', url: `http://${HOST}/#upcoming` });
    expect(events[1]).toMatchObject({ uid: `upcoming-${later.id}@${HOST}`, start: '2031-06-01T08:00:00.000Z' });
    expect(events.every((e) => e.stamp !== null)).toBe(true);
    expect(body).toContain('DTSTART:20310601T080000Z');
  });

  it('answers one race as its own file with the same UID, and 404 for an unknown id', async () => {
    const race = await addRace('Twilight 5000', 'Hayward Field', '2031-07-04T19:00:00Z');
    const res = await get(`/calendar/upcoming/${race.id}.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(eventsOf(res.body)).toEqual([expect.objectContaining({ uid: `upcoming-${race.id}@${HOST}`, summary: 'Twilight 5000', location: 'Hayward Field' })]);

    const missing = await get('/calendar/upcoming/999999.ics');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'upcoming_not_found', message: 'Upcoming race not found.' });
    expect((await get('/calendar/upcoming/abc.ics')).statusCode).toBe(400);
  });

  it('is cached with an ETag and redrawn after an edit', async () => {
    const race = await addRace('Cache Relays', 'North Field', '2031-08-01T10:00:00Z');
    const first = await get('/calendar.ics');
    const etag = String(first.headers.etag);
    expect((await get('/calendar.ics', { 'if-none-match': etag })).statusCode).toBe(304);

    const put = await t.call({ method: 'PUT', url: `/content/admin/upcoming/${race.id}`, token, payload: { location: 'South Field' } });
    expect(put.statusCode).toBe(200);
    const after = await get('/calendar.ics', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(eventsOf(after.body).find((e) => e.summary === 'Cache Relays')).toMatchObject({ uid: `upcoming-${race.id}@${HOST}`, location: 'South Field' });
  });
});

describe('foldIcsLine', () => {
  it('keeps short lines, folds at 75 octets and never splits a character', () => {
    expect(foldIcsLine('SUMMARY:x')).toBe('SUMMARY:x');
    const folded = foldIcsLine(`SUMMARY:${'é'.repeat(60)}`).split('\r\n');
    expect(folded.map((l) => Buffer.byteLength(l))).toEqual([74, 55]);
    expect(folded.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(`SUMMARY:${'é'.repeat(60)}`);
  });
});

describe('calendar words in the site language', () => {
  it('names the calendar and describes its events in French for a French site, English otherwise', async () => {
    const { upcomingCalendar } = await import('./calendar.mapper');
    const race = { id: 4, tenant_id: 'default', title: 'Meeting de Nantes', location: 'Nantes', event_at: '2026-05-02T09:30:00.000Z', created_at: '2026-04-01T00:00:00.000Z', updated_at: '2026-04-01T00:00:00.000Z' };
    const site = { origin: 'https://lucie.example.com', host: 'lucie.example.com' };
    const fr = upcomingCalendar('Lucie Martin', [race] as never, site, 'fr');
    expect(fr).toContain('X-WR-CALNAME:Lucie Martin : courses');
    expect(fr.replace(/\r\n /g, '')).toContain('DESCRIPTION:Courses de Lucie Martin. Résultats et plus : https://lucie.example.com/');
    const en = upcomingCalendar('Lucie Martin', [race] as never, site);
    expect(en).toContain('X-WR-CALNAME:Lucie Martin: races');
    expect(en.replace(/\r\n /g, '')).toContain('DESCRIPTION:Lucie Martin races. Results and more: https://lucie.example.com/');
  });
});
