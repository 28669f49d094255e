import fs from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAllUnauthorized } from '../../test/content-helpers';
import { countRows } from '../../test/rows';
import { createTestApp, makeTempDir, type TestApp } from '../../test/test-app';
import { COLLEGE_MESSAGES, type AdminCollege, type CollegeTimeline } from './colleges.schema';

// The recruiting board through its API, with the real app on real SQLite: a page load through a
// college link, a visitor's message and a stage change all reach the program's timeline.

const pub = makeTempDir('athlete-colleges-public-');
let t: TestApp;
const tokens: Record<string, string> = {};
const TENANTS = ['default', 'other', 'csv', 'feed'];
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  fs.writeFileSync(path.join(pub.dir, 'index.html'), '<!doctype html><html lang="en"><head><!--head-meta--><title>x</title><!--/head-meta--></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ tenants: TENANTS, config: { publicDir: pub.dir } });
  for (const tenant of TENANTS) tokens[tenant] = await t.login(tenant);
});
afterAll(async () => {
  await t?.close();
  pub.cleanup();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const admin = (method: Method, url: string, payload?: object, tenant = 'default') => t.call({ method, url, tenant, token: tokens[tenant], payload });
const create = async (payload: object, tenant = 'default'): Promise<AdminCollege> => {
  const res = await admin('POST', '/content/admin/colleges', payload, tenant);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const timeline = async (id: number, tenant = 'default'): Promise<CollegeTimeline> => (await admin('GET', `/content/admin/colleges/${id}/timeline`, undefined, tenant)).json();
const csvImport = (body: string, tenant = 'csv') => t.call({ method: 'POST', url: '/content/admin/colleges/import', tenant, token: tokens[tenant], headers: { 'content-type': 'text/csv' }, payload: body });

describe('the colleges board (admin API)', () => {
  it('creates a program with coaches and a college link, lists it, changes it and deletes it', async () => {
    const link = (await admin('POST', '/content/admin/links', { label: 'Northridge XC', code: 'northridge-xc' })).json();
    const coachesBefore = await countRows(t, 'college_coach');
    const c = await create({
      name: '  Northridge State ',
      division: 'D1',
      conference: 'Summit League',
      stage: 'contacted',
      coaches: [
        { name: 'Dana Reyes', email: 'DReyes@example.edu', role: 'Head coach' },
        { name: 'Sam Ortiz', email: '' },
      ],
      nextStep: 'Send the fall results',
      nextStepDate: '2026-12-01',
      linkId: link.id,
    });
    expect(c).toMatchObject({
      name: 'Northridge State',
      division: 'D1',
      stage: 'contacted',
      coaches: [
        { name: 'Dana Reyes', email: 'DReyes@example.edu', role: 'Head coach' },
        { name: 'Sam Ortiz', email: '', role: '' },
      ],
      nextStepDate: '2026-12-01',
      linkId: link.id,
      link: { id: link.id, code: 'northridge-xc', path: '/?via=northridge-xc', visits: 0 },
    });
    expect((await admin('GET', '/content/admin/colleges')).json()).toContainEqual(c);

    const changed = (await admin('PUT', `/content/admin/colleges/${c.id}`, { stage: 'talking', coaches: [{ name: 'Dana Reyes', email: 'dreyes@example.edu' }] })).json();
    // Only what was sent changes: the date and the next step stay.
    expect(changed).toMatchObject({ stage: 'talking', coaches: [{ name: 'Dana Reyes' }], nextStep: 'Send the fall results', nextStepDate: '2026-12-01' });

    expect((await admin('DELETE', `/content/admin/colleges/${c.id}`)).json()).toEqual({ ok: true });
    const again = await admin('DELETE', `/content/admin/colleges/${c.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'college_not_found', message: COLLEGE_MESSAGES.notFound });
    expect(await countRows(t, 'college_coach')).toBe(coachesBefore);
  });

  it("keeps a program's timeline: a visit through its link, a message from its coach's address, a filed one, a stage change and notes", async () => {
    const link = (await admin('POST', '/content/admin/links', { label: 'Cedar', code: 'cedar-valley' }, 'other')).json();
    const c = await create({ name: 'Cedar Valley College', stage: 'researching', coaches: [{ name: 'Jo Park', email: 'jpark@example.edu' }], linkId: link.id }, 'other');

    // A coach opens the link on a phone: the page counts a visit for the program.
    const page = await t.call({ method: 'GET', url: '/?via=cedar-valley', tenant: 'other', headers: { 'user-agent': BROWSER, accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    // The coach writes through the contact form (another address than the one on file, same case aside).
    const sent = await t.call({ method: 'POST', url: '/content/public/contact', tenant: 'other', payload: { name: 'Jo Park', email: 'JPark@Example.edu', school: 'Cedar Valley College', message: 'Hi! We would love to see your track times.' } });
    expect(sent.statusCode, sent.body).toBe(201);
    // A message from an assistant's private address, which the family files under the program.
    await t.call({ method: 'POST', url: '/content/public/contact', tenant: 'other', payload: { name: 'Lee', email: 'lee@example.com', message: 'Assistant coach at Cedar here.' } });
    const inbox = (await admin('GET', '/content/admin/messages', undefined, 'other')).json();
    const lee = inbox.items.find((m: { name: string }) => m.name === 'Lee');
    expect(inbox.items.find((m: { name: string }) => m.name === 'Jo Park')).toMatchObject({ school: 'Cedar Valley College' });
    expect((await admin('PUT', `/content/admin/colleges/${c.id}/messages/${lee.id}`, undefined, 'other')).json()).toEqual({ ok: true });

    expect((await admin('PUT', `/content/admin/colleges/${c.id}`, { stage: 'talking' }, 'other')).statusCode).toBe(200);
    const note = await admin('POST', `/content/admin/colleges/${c.id}/notes`, { kind: 'call', text: 'Talked 20 minutes about the spring', at: '2026-11-20' }, 'other');
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({ kind: 'note', noteKind: 'call', text: 'Talked 20 minutes about the spring', at: '2026-11-20T12:00:00.000Z' });

    // The inbox learns which messages belong to the program: Jo's by address, Lee's filed.
    const links = (await admin('GET', '/content/admin/colleges/messages', undefined, 'other')).json().items as Array<{ messageId: number; collegeId: number; collegeName: string; filed: boolean }>;
    const jo = inbox.items.find((m: { name: string }) => m.name === 'Jo Park');
    expect(links).toEqual(
      expect.arrayContaining([
        { messageId: jo.id, collegeId: c.id, collegeName: 'Cedar Valley College', filed: false },
        { messageId: lee.id, collegeId: c.id, collegeName: 'Cedar Valley College', filed: true },
      ]),
    );

    const { college, items } = await timeline(c.id, 'other');
    expect(college.link?.visits).toBe(1);
    expect(items.map((i) => i.kind).sort()).toEqual(['message', 'message', 'note', 'stage', 'stage', 'visits']);
    expect(items.find((i) => i.kind === 'visits')).toMatchObject({ count: 1, day: new Date().toISOString().slice(0, 10) });
    expect(items.filter((i) => i.kind === 'message')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Jo Park', school: 'Cedar Valley College', filed: false, excerpt: 'Hi! We would love to see your track times.' }),
        expect.objectContaining({ name: 'Lee', filed: true }),
      ]),
    );
    expect(items.filter((i) => i.kind === 'stage')).toEqual(expect.arrayContaining([expect.objectContaining({ from: 'researching', to: 'talking' }), expect.objectContaining({ from: null, to: 'researching' })]));
    // Newest first.
    expect(items.map((i) => i.at)).toEqual(items.map((i) => i.at).toSorted().toReversed());
    expect(college.lastActivityAt).not.toBeNull();

    // A filed message taken off, a note deleted: both leave the timeline.
    expect((await admin('DELETE', `/content/admin/colleges/${c.id}/messages/${lee.id}`, undefined, 'other')).statusCode).toBe(200);
    expect((await admin('DELETE', `/content/admin/colleges/${c.id}/notes/${note.json().noteId}`, undefined, 'other')).statusCode).toBe(200);
    const after = await timeline(c.id, 'other');
    expect(after.items.map((i) => i.kind).sort()).toEqual(['message', 'stage', 'stage', 'visits']);
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const before = await countRows(t, 'college');
    const cases: Array<[object, string, string]> = [
      [{ name: ' ' }, 'name', COLLEGE_MESSAGES.name],
      [{ name: 'A', stage: 'maybe' }, 'stage', COLLEGE_MESSAGES.stage],
      [{ name: 'A', nextStepDate: '2026-13-01' }, 'nextStepDate', COLLEGE_MESSAGES.date],
      [{ name: 'A', coaches: [{ name: 'X', email: 'x(at)example.edu' }] }, 'coaches.0.email', COLLEGE_MESSAGES.coachEmail],
      [{ name: 'A', coaches: [{ name: '', email: 'x@example.edu' }] }, 'coaches.0.name', COLLEGE_MESSAGES.coachName],
      [{ name: 'A', linkId: 9999 }, 'linkId', COLLEGE_MESSAGES.linkNotFound],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin('POST', '/content/admin/colleges', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().issues).toContainEqual({ path: field, message });
    }
    const note = await admin('POST', '/content/admin/colleges/999999/notes', { kind: 'call', text: 'x' });
    expect(note.statusCode).toBe(404);
    expect(await countRows(t, 'college')).toBe(before);
  });

  it('exports the board as CSV and imports it back; a bad line is named and nothing is written', async () => {
    await create({ name: 'Summit Ridge University', division: 'D2', stage: 'visit', coaches: [{ name: 'Ann Lee', email: 'alee@example.edu', role: 'Distance coach' }], nextStep: 'Book the visit', nextStepDate: '2026-12-10', notes: 'Great facilities, "hilly" course' }, 'csv');
    const exported = await admin('GET', '/content/admin/colleges.csv', undefined, 'csv');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe('attachment; filename="colleges.csv"');
    expect(exported.body).toContain('Ann Lee <alee@example.edu> (Distance coach)');

    // All or nothing: the third line is wrong, so neither the first nor the second program is written.
    const before = await countRows(t, 'college', 'csv');
    const bad = await csvImport('name,stage,next step date\nBayview A&M,talking,2026-12-01\nGranite Falls,offer,\nPinecrest,someday,');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'csv_invalid', message: expect.stringMatching(/^Line 4: "someday" is not a stage/) });
    expect(await countRows(t, 'college', 'csv')).toBe(before);
    const badEmail = await csvImport('name,coach,coach email\nBayview A&M,Jo,jo at example');
    expect(badEmail.json()).toMatchObject({ error: 'csv_invalid', message: `Line 2: ${COLLEGE_MESSAGES.coachEmail}` });

    // The export imported into an empty board (another site) gives the same programs.
    const into = await csvImport(exported.body, 'csv');
    expect(into.statusCode, into.body).toBe(200);
    expect(into.json()).toMatchObject({ created: 0, updated: 1 });
    const fresh = await t.call({ method: 'POST', url: '/content/admin/colleges/import', tenant: 'default', token: tokens.default, headers: { 'content-type': 'text/csv' }, payload: exported.body });
    expect(fresh.json()).toMatchObject({ created: 1, updated: 0, colleges: [{ name: 'Summit Ridge University', division: 'D2', stage: 'visit', nextStepDate: '2026-12-10', notes: 'Great facilities, "hilly" course', coaches: [{ name: 'Ann Lee', email: 'alee@example.edu', role: 'Distance coach' }] }] });

    // A family's own sheet adds programs and updates the one already there.
    const sheet = await csvImport('School,Status,Follow-up date\nsummit ridge university,Offer,12/20/2026\nGranite Falls,Researching,');
    expect(sheet.json()).toMatchObject({ created: 1, updated: 1 });
    const board = (await admin('GET', '/content/admin/colleges', undefined, 'csv')).json() as AdminCollege[];
    expect(board.find((c) => c.name === 'Summit Ridge University')).toMatchObject({ stage: 'offer', nextStepDate: '2026-12-20', division: 'D2', coaches: [{ name: 'Ann Lee' }] });
  });

  it('serves a private follow-up calendar with the next steps and visits, only with its key', async () => {
    const c = await create({ name: 'Bayview A&M', nextStep: 'Call coach Park', nextStepDate: '2026-12-03' }, 'feed');
    await admin('POST', `/content/admin/colleges/${c.id}/notes`, { kind: 'visit', text: 'Official visit, campus tour', at: new Date(Date.now() + 7 * 86_400_000).toISOString() }, 'feed');
    const { url } = (await admin('GET', '/content/admin/colleges/calendar', undefined, 'feed')).json();
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/calendar\/followups\.ics\?key=[A-Za-z0-9_-]{32}$/);
    // The same address until the family changes it.
    expect((await admin('GET', '/content/admin/colleges/calendar', undefined, 'feed')).json().url).toBe(url);
    const feedPath = url.replace(/^http:\/\/[^/]+/, '');
    const feed = await t.call({ method: 'GET', url: feedPath, tenant: 'feed' });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, no-store');
    const events = new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    const step = events.find((e) => e.summary === 'Bayview A&M: Call coach Park');
    expect(step?.startDate.isDate).toBe(true);
    expect(step?.startDate.toString()).toBe('2026-12-03');
    expect(events.some((e) => e.summary === 'Visit: Bayview A&M' && e.description.startsWith('Official visit'))).toBe(true);

    // A wrong key, no key, another site's key: 404, nothing shown.
    for (const wrong of [feedPath.replace(/key=.*/, 'key=nope'), '/calendar/followups.ics']) {
      const res = await t.call({ method: 'GET', url: wrong, tenant: 'feed' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('calendar_not_found');
    }
    expect((await t.call({ method: 'GET', url: feedPath, tenant: 'other' })).statusCode).toBe(404);
    // A new address: the old one stops working.
    const renewed = (await admin('POST', '/content/admin/colleges/calendar/reset', undefined, 'feed')).json().url;
    expect(renewed).not.toBe(url);
    expect((await t.call({ method: 'GET', url: feedPath, tenant: 'feed' })).statusCode).toBe(404);
  });

  it('answers 401 to every board route without a token or with another site’s token', async () => {
    const routes: Array<[string, string]> = [
      ['GET', '/content/admin/colleges'],
      ['POST', '/content/admin/colleges'],
      ['PUT', '/content/admin/colleges/1'],
      ['DELETE', '/content/admin/colleges/1'],
      ['GET', '/content/admin/colleges/1/timeline'],
      ['GET', '/content/admin/colleges/messages'],
      ['POST', '/content/admin/colleges/1/notes'],
      ['DELETE', '/content/admin/colleges/1/notes/1'],
      ['PUT', '/content/admin/colleges/1/messages/1'],
      ['DELETE', '/content/admin/colleges/1/messages/1'],
      ['GET', '/content/admin/colleges.csv'],
      ['POST', '/content/admin/colleges/import'],
      ['GET', '/content/admin/colleges/calendar'],
      ['POST', '/content/admin/colleges/calendar/reset'],
    ];
    expect(await expectAllUnauthorized(t, routes)).toEqual([]);
    for (const [method, url] of routes) {
      const res = await t.call({ method: method as Method, url, tenant: 'default', token: tokens.other, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('never shows the board in a public read, the sitemap or a page', async () => {
    await create({ name: 'Secret Program Zeta', notes: 'private notes' });
    for (const url of ['/sitemap.xml', '/content/public/settings', '/robots.txt']) {
      const res = await t.call({ method: 'GET', url, tenant: 'default' });
      expect(res.body).not.toContain('Secret Program Zeta');
    }
  });
});
