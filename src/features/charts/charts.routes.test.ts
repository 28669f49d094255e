import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { runDemo } from '../../demo/demo';
import { createTestApp, makeTempDir, type TestApp } from '../../test/test-app';
import { CHART_MESSAGES } from './charts.schema';
import { MARK_MESSAGE } from '../../shared/marks';

// Progressions computed from the demo's races (a fixed day, so the grades are known), and the
// SVG chart route. The demo athlete graduates in 2027: autumn 2026 is grade 12.

const today = new Date('2026-11-25T12:00:00Z');
let tmp: { dir: string; cleanup: () => void };
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  tmp = makeTempDir('athlete-charts-');
  const demo = await runDemo(tmp.dir, today, { media: false });
  app = await buildApp({ dataDir: tmp.dir, logLevel: 'silent' });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/auth/login', payload: demo.admin });
  token = login.json().token;
});
afterAll(async () => {
  await app?.close();
  tmp?.cleanup();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
/** Parses the SVG as XML (jsdom refuses a malformed document) and answers its root element. */
const parseSvg = (body: string) => new JSDOM(body, { contentType: 'image/svg+xml' }).window.document.documentElement;

describe('PR progression from the demo races', () => {
  it('a time event: every 5K XC result in date order, records and the season best of each grade', async () => {
    const res = await get('/content/public/progression');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.graduationYear).toBe(2027);
    expect(body.events.map((e: { event: string }) => e.event)).toEqual(['5K XC', '3200m', '1600m', '800m']);
    const xc = body.events[0];
    expect(xc).toMatchObject({ kind: 'time', chartUrl: '/charts/progression/5K%20XC.svg' });
    // The PR linked to State XC is that race, counted once; the unpublished time trial is left out.
    expect(xc.points.map((p: { display: string; grade: number; record: boolean }) => [p.display, p.grade, p.record])).toEqual([
      ['16:48', 10, true],
      ['16:01.40', 11, true],
      ['15:59.90', 12, true],
      ['15:47.20', 12, true],
      ['15:38', 12, true],
    ]);
    expect(xc.seasons.map((s: { season: string; grade: number; display: string; title: string }) => [s.season, s.grade, s.display, s.title])).toEqual([
      ['2024–25', 10, '16:48', 'District XC (sophomore year)'],
      ['2025–26', 11, '16:01.40', 'State XC Championships (junior year)'],
      ['2026–27', 12, '15:38', 'State XC Championships'],
    ]);
    // A PR without a race is a result of its own.
    expect(body.events[3].points).toEqual([expect.objectContaining({ display: '2:01.87', title: 'PR at County Relays', grade: 11, record: true })]);
    expect(body.events[3].points[0].raceId).toBeUndefined();
  });

  it('answers the chart as valid SVG with a title and a description, cached with an ETag', async () => {
    const res = await get('/charts/progression/5K%20XC.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const svg = parseSvg(res.body);
    expect(svg.tagName).toBe('svg');
    expect(svg.querySelector('title')?.textContent).toBe('5K XC progression');
    expect(svg.querySelector('desc')?.textContent).toContain('5 results');
    expect(svg.querySelectorAll('circle')).toHaveLength(5);
    expect([...svg.querySelectorAll('text')].map((t) => t.textContent)).toEqual(expect.arrayContaining(['Grade 10', 'Grade 11', 'Grade 12', '15:38']));
    const again = await get('/charts/progression/5K%20XC.svg', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('shows a new race at once: the cached chart changes with the data', async () => {
    const before = await get('/charts/progression/1600m.svg');
    const created = await app.inject({ method: 'POST', url: '/content/admin/races', headers: { authorization: `Bearer ${token}` }, payload: { title: 'Twilight Mile', distance: '1600m', date: '2026-06-01', place: 'Lincoln High Stadium', timeMs: 259_900 } });
    expect(created.statusCode).toBe(201);
    const after = await get('/charts/progression/1600m.svg', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('4:19.90');
    await app.inject({ method: 'DELETE', url: `/content/admin/races/${created.json().id}`, headers: { authorization: `Bearer ${token}` } });
  });

  it('answers the chart of an event whose name holds a line break at the address the progression gives', async () => {
    // A site of its own: the other tests count the demo's events.
    const own = await createTestApp({ tenants: ['default'] });
    try {
      const created = await own.call({ method: 'POST', url: '/content/admin/prs', token: await own.login(), payload: { distance: 'Mile\nrelay leg', timeMs: 262_000, date: '2026-05-01' } });
      expect(created.statusCode).toBe(201);
      const [event] = (await own.call({ method: 'GET', url: '/content/public/progression', tenant: 'default' })).json().events;
      expect(event.chartUrl).toMatch(/%0A/);
      const chart = await own.call({ method: 'GET', url: event.chartUrl, tenant: 'default' });
      expect(chart.statusCode).toBe(200);
      expect(parseSvg(chart.body).querySelector('title')?.textContent).toMatch(/relay leg progression/);
    } finally {
      await own.close();
    }
  });

  it('finds the event whatever its case, and answers 404 JSON for an event without results', async () => {
    expect((await get('/charts/progression/5k%20xc.svg')).statusCode).toBe(200);
    const res = await get('/charts/progression/Marathon.svg');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'event_not_found', message: CHART_MESSAGES.unknownEvent });
    const bad = await get('/charts/progression/5K%20XC.png');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'validation_failed', issues: [{ path: 'file', message: CHART_MESSAGES.file }] });
  });
});

describe('a new site: no graduation year, field events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names seasons by school year and gives no grade', async () => {
    const admin = await t.login();
    await t.call({ method: 'POST', url: '/content/admin/races', token: admin, payload: { title: 'Opener', distance: '3000m', date: '2026-03-14', place: 'Home', timeMs: 545_000 } });
    const list = (await t.call({ method: 'GET', url: '/content/public/progression' })).json();
    expect(list.graduationYear).toBeUndefined();
    const run = list.events.find((e: { event: string }) => e.event === '3000m');
    expect(run.seasons).toEqual([expect.not.objectContaining({ grade: expect.anything() })]);
    expect(run.seasons[0].season).toBe('2025–26');
    const svg = parseSvg((await t.call({ method: 'GET', url: '/charts/progression/3000m.svg' })).body);
    expect([...svg.querySelectorAll('text')].map((x) => x.textContent)).toContain('2025–26');
  });

  it('a jump entered as marks in metres and in feet: longer is better, in metres on the chart', async () => {
    const admin = await t.login();
    const race = (title: string, date: string, mark: string) => t.call({ method: 'POST', url: '/content/admin/races', token: admin, payload: { title, distance: 'Long jump', date, place: 'Stadium', mark } });
    const first = await race('Spring opener', '2026-03-21', '19-08');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ mark: '19-08', timeStr: '19-08', timeMs: 0 });
    await race('League meet', '2026-04-18', '6.30m');
    await race('Districts', '2026-05-09', "21' 2.5\"");
    // A PR typed on its own, in metres, the same day as no race: a result of its own.
    const pr = await t.call({ method: 'POST', url: '/content/admin/prs', token: admin, payload: { distance: 'Long jump', date: '2026-05-30', mark: '6.40', place: 'State' } });
    expect(pr.statusCode).toBe(201);
    expect(pr.json()).toMatchObject({ mark: '6.40', timeStr: '6.40' });

    const lj = (await t.call({ method: 'GET', url: '/content/public/progression' })).json().events.find((e: { event: string }) => e.event === 'Long jump');
    expect(lj.kind).toBe('distance');
    expect(lj.points.map((p: { display: string; record: boolean }) => [p.display, p.record])).toEqual([['5.99 m', true], ['6.30 m', true], ['6.46 m', true], ['6.40 m', false]]);
    expect(lj.seasons).toEqual([expect.objectContaining({ season: '2025–26', display: '6.46 m', title: 'Districts' })]);
    const svg = await t.call({ method: 'GET', url: '/charts/progression/Long%20jump.svg' });
    expect(svg.statusCode).toBe(200);
    expect(parseSvg(svg.body).querySelector('desc')?.textContent).toContain('Longer marks are higher');
  });

  it('asks for a time or a mark, and refuses a mark that is not a distance', async () => {
    const admin = await t.login();
    const base = { title: 'Meet', distance: 'Shot put', date: '2026-04-01', place: 'Stadium' };
    const none = await t.call({ method: 'POST', url: '/content/admin/races', token: admin, payload: base });
    expect(none.statusCode).toBe(400);
    expect(none.json().issues).toContainEqual({ path: 'timeMs', message: 'Time format examples: 15:38 or 9:42.50' });
    for (const mark of ['far', '12-14', 'javascript:1']) {
      const res = await t.call({ method: 'POST', url: '/content/admin/races', token: admin, payload: { ...base, mark } });
      expect(res.statusCode, mark).toBe(400);
      expect(res.json().issues).toContainEqual({ path: 'mark', message: MARK_MESSAGE });
    }
    const noPrMark = await t.call({ method: 'POST', url: '/content/admin/prs', token: admin, payload: { distance: 'Shot put', date: '2026-04-01' } });
    expect(noPrMark.json().issues.map((i: { path: string }) => i.path)).toEqual(['timeMs']);
  });
});
