import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countRows, withDb } from '../../test/rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRoutesDocumented } from '../../test/openapi';
import { insertUniversity } from './universities.repository';
import { UNIVERSITY_MESSAGES } from './universities.schema';

let t: TestApp;
let token: string;
const logo = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E';
const valid = { name: 'Northridge State University', short: 'NSU', siteUrl: 'https://example.edu/', logoUrl: logo, colorA: '#1E3A8A', colorB: '#fbbf24', rank: 1 };

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  token = await t.login();
});
afterAll(() => t.close());

const visitor = (n: number | string) => `visitor-${String(n).padStart(12, '0')}`;
const create = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/content/admin/universities', token, payload });
const vote = (id: number, visitorId: string) => t.call({ method: 'POST', url: `/content/public/universities/${id}/vote`, headers: { 'x-visitor-id': visitorId } });
const voteCount = async (id: number) => (await withDb(t, (db) => db.selectFrom('university').select('vote_count').where('id', '=', id).executeTakeFirstOrThrow())).vote_count;

describe('admin universities', () => {
  it('creates, lists, updates and deletes a university', async () => {
    const res = await create(valid);
    expect(res.statusCode).toBe(201);
    const u = res.json();
    expect(u).toEqual({ ...valid, id: u.id, colorA: '#1e3a8a', voteCount: 0, createdAt: expect.any(String), updatedAt: expect.any(String) });
    expect((await t.call({ method: 'GET', url: '/content/admin/universities', token })).json().map((x: { id: number }) => x.id)).toContain(u.id);

    const updated = await t.call({ method: 'PUT', url: `/content/admin/universities/${u.id}`, token, payload: { short: '', colorB: '#abc' } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: valid.name, colorB: '#abc', rank: 1 });
    expect(updated.json()).not.toHaveProperty('short');

    expect((await t.call({ method: 'DELETE', url: `/content/admin/universities/${u.id}`, token })).json()).toEqual({ ok: true });
    const again = await t.call({ method: 'DELETE', url: `/content/admin/universities/${u.id}`, token });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'university_not_found', message: 'University not found.' });
  });

  it('accepts relative, http(s) and inline image logos', async () => {
    for (const logoUrl of ['/media/logos/a.webp', 'https://example.edu/logo.png', "data:image/svg+xml;charset=utf-8,<svg xmlns='http://www.w3.org/2000/svg'/>", 'data:image/png;base64,iVBORw0KGgo=']) {
      const res = await create({ ...valid, logoUrl });
      expect(res.statusCode, logoUrl).toBe(201);
      expect(res.json().logoUrl).toBe(logoUrl);
    }
  });

  it('gives default colours and rank when none are sent', async () => {
    const res = await create({ name: 'Cedar Valley College', logoUrl: '/media/logos/cvc.webp' });
    expect(res.json()).toMatchObject({ colorA: '#334155', colorB: '#94a3b8', rank: 0 });
  });

  it.each([
    ['name missing', { name: undefined }, 'name', UNIVERSITY_MESSAGES.required],
    ['name blank', { name: '  ' }, 'name', UNIVERSITY_MESSAGES.required],
    ['logo missing', { logoUrl: undefined }, 'logoUrl', UNIVERSITY_MESSAGES.required],
    ['logo blank', { logoUrl: '' }, 'logoUrl', UNIVERSITY_MESSAGES.required],
    ['logo javascript:', { logoUrl: 'javascript:alert(1)' }, 'logoUrl', UNIVERSITY_MESSAGES.logo],
    ['logo data:text/html', { logoUrl: 'data:text/html,<script>alert(1)</script>' }, 'logoUrl', UNIVERSITY_MESSAGES.logo],
    ['logo data URL with a quote', { logoUrl: 'data:image/svg+xml,<svg onload="x">' }, 'logoUrl', UNIVERSITY_MESSAGES.logo],
    ['rank negative', { rank: -1 }, 'rank', UNIVERSITY_MESSAGES.rank],
    ['rank not an integer', { rank: 2.5 }, 'rank', UNIVERSITY_MESSAGES.rank],
    ['rank not a number', { rank: 'first' }, 'rank', UNIVERSITY_MESSAGES.rank],
    ['colour of 4 digits', { colorA: '#abcd' }, 'colorA', UNIVERSITY_MESSAGES.color],
    ['colour without #', { colorB: 'fbbf24' }, 'colorB', UNIVERSITY_MESSAGES.color],
    ['colour by name', { colorA: 'navy' }, 'colorA', UNIVERSITY_MESSAGES.color],
    ['site not http(s)', { siteUrl: 'javascript:alert(1)' }, 'siteUrl', UNIVERSITY_MESSAGES.siteUrl],
  ])('refuses %s with 400 and writes nothing', async (_name, patch, path, message) => {
    const before = await countRows(t, 'university');
    const res = await create({ ...valid, ...patch });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('validation_failed');
    expect(body.issues).toContainEqual({ path, message });
    expect(body.message).toBe(body.issues[0].message);
    expect(await countRows(t, 'university')).toBe(before);
  });

  it('refuses to blank the name or logo on update', async () => {
    const u = (await create(valid)).json();
    const res = await t.call({ method: 'PUT', url: `/content/admin/universities/${u.id}`, token, payload: { name: '', logoUrl: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(UNIVERSITY_MESSAGES.required);
    const row = await withDb(t, (db) => db.selectFrom('university').selectAll().where('id', '=', u.id).executeTakeFirstOrThrow());
    expect(row).toMatchObject({ name: valid.name, logo_url: logo });
  });

  it("needs the admin token, and answers 404 for another tenant's university", async () => {
    const theirs = await withDb(t, (db) => insertUniversity(db, { id: 7373, name: 'Theirs', logo_url: logo, color_a: '#000', color_b: '#fff' }), 'other');
    const scenarios = [
      { as: 'nobody', method: 'GET', url: '/content/admin/universities', status: 401 },
      { as: 'nobody', method: 'POST', url: '/content/admin/universities', status: 401, payload: valid },
      { as: 'nobody', method: 'PUT', url: `/content/admin/universities/${theirs.id}`, status: 401, payload: { rank: 3 } },
      { as: 'nobody', method: 'DELETE', url: `/content/admin/universities/${theirs.id}`, status: 401 },
      { as: 'default admin', method: 'PUT', url: `/content/admin/universities/${theirs.id}`, status: 404, payload: { rank: 3 } },
      { as: 'default admin', method: 'DELETE', url: `/content/admin/universities/${theirs.id}`, status: 404 },
    ] as const;
    for (const s of scenarios) {
      const res = await t.call({ method: s.method, url: s.url, token: s.as === 'nobody' ? undefined : token, payload: 'payload' in s ? s.payload : undefined });
      expect(res.statusCode, `${s.as} ${s.method} ${s.url}`).toBe(s.status);
    }
    expect((await vote(theirs.id, visitor('cross'))).statusCode).toBe(404);
    expect(await withDb(t, (db) => db.selectFrom('university').selectAll().where('id', '=', theirs.id).executeTakeFirstOrThrow(), 'other')).toMatchObject({ rank: 0, vote_count: 0 });
  });
});

describe('public universities and votes', () => {
  let ids: number[];
  // Five fresh universities per test, so no test counts another's votes.
  beforeEach(async () => {
    await withDb(t, async (db) => {
      await db.deleteFrom('university_vote').execute();
      await db.deleteFrom('university').execute();
      // These tests read the counts: a new site hides them (the last test of this block shows that).
      await db.updateTable('site_settings').set({ show_vote_counts: 1 }).execute();
    });
    ids = [];
    for (const [i, name] of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'].entries()) ids.push((await create({ ...valid, name: `${name} University`, rank: i })).json().id);
  });

  it('lists universities in rank order, in the public shape', async () => {
    const list = (await t.call({ method: 'GET', url: '/content/public/universities' })).json();
    expect(list.map((u: { name: string }) => u.name)).toEqual(['Alpha University', 'Bravo University', 'Charlie University', 'Delta University', 'Echo University']);
    expect(Object.keys(list[0]).sort()).toEqual(['colorA', 'colorB', 'id', 'logoUrl', 'name', 'rank', 'short', 'siteUrl', 'voteCount']);
  });

  it('counts a vote once per browser: 200, then 202 with no change', async () => {
    const first = await vote(ids[0]!, visitor('v1'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true, voteCount: 1 });
    const again = await vote(ids[0]!, visitor('v1'));
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ ok: true, voteCount: 1, already: true });
    expect((await vote(ids[0]!, visitor('v2'))).json()).toEqual({ ok: true, voteCount: 2 });
    expect((await t.call({ method: 'GET', url: '/content/public/universities' })).json()[0].voteCount).toBe(2);
  });

  it('refuses a fourth university from the same browser with 409, and still answers 202 for one it picked', async () => {
    const v = visitor('four');
    for (const id of ids.slice(0, 3)) expect((await vote(id, v)).statusCode).toBe(200);
    const before = await countRows(t, 'university_vote');
    const fourth = await vote(ids[3]!, v);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({ error: 'vote_limit_reached', message: 'You can vote for up to 3 universities.' });
    expect(await voteCount(ids[3]!)).toBe(0);
    expect(await countRows(t, 'university_vote')).toBe(before);
    expect((await vote(ids[1]!, v)).statusCode).toBe(202);
    expect((await vote(ids[3]!, visitor('another'))).statusCode).toBe(200);
  });

  it('holds the 3-vote limit under concurrent votes from one browser', async () => {
    const v = visitor('race');
    const answers = await Promise.all(ids.map((id) => vote(id, v)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(2);
    const rows = await withDb(t, (db) => db.selectFrom('university_vote').selectAll().where('visitor_id', '=', v).execute());
    expect(rows).toHaveLength(3);
  });

  it('keeps counts exact under 20 concurrent votes from 20 browsers', async () => {
    const before = await voteCount(ids[4]!);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => vote(ids[4]!, visitor(`p${i}`))));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await voteCount(ids[4]!)).toBe(before + 20);
  });

  it('gives no count to visitors while the family hides them, as a new site does; the admin still sees them', async () => {
    await withDb(t, (db) => db.updateTable('site_settings').set({ show_vote_counts: 0 }).execute());
    expect((await vote(ids[0]!, visitor('hidden-1'))).json()).toEqual({ ok: true });
    expect((await vote(ids[0]!, visitor('hidden-1'))).json()).toEqual({ ok: true, already: true });
    const list = (await t.call({ method: 'GET', url: '/content/public/universities' })).json();
    expect(list[0]).not.toHaveProperty('voteCount');
    const admin = (await t.call({ method: 'GET', url: '/content/admin/universities', token })).json();
    expect(admin.find((u: { id: number }) => u.id === ids[0]).voteCount).toBe(1);
    expect(await voteCount(ids[0]!)).toBe(1);
  });

  it('answers 404 for an unknown university', async () => {
    const res = await vote(999_999, visitor('v1'));
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('university_not_found');
  });

  it('frees a pick when its university is deleted', async () => {
    const v = visitor('freed');
    for (const id of ids.slice(0, 3)) await vote(id, v);
    await t.call({ method: 'DELETE', url: `/content/admin/universities/${ids[0]}`, token });
    expect((await vote(ids[3]!, v)).statusCode).toBe(200);
  });
});

describe('vote rate limit', () => {
  it('limits votes per client address with 429', async () => {
    const limited = await createTestApp({ tenants: ['default'] });
    try {
      const admin = await limited.login();
      const id = (await limited.call({ method: 'POST', url: '/content/admin/universities', token: admin, payload: valid })).json().id;
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        statuses.push((await limited.call({ method: 'POST', url: `/content/public/universities/${id}/vote`, remoteAddress: '10.1.1.1', headers: { 'x-visitor-id': visitor(`l${i}`) } })).statusCode);
      }
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
      expect(statuses[30]).toBe(429);
      const other = await limited.call({ method: 'POST', url: `/content/public/universities/${id}/vote`, remoteAddress: '10.1.1.2', headers: { 'x-visitor-id': visitor('l-other') } });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents every route with its request and response schemas', async () => {
    await expectRoutesDocumented(t, [
      ['get', '/content/public/universities'],
      ['post', '/content/public/universities/{id}/vote'],
      ['get', '/content/admin/universities'],
      ['post', '/content/admin/universities'],
      ['put', '/content/admin/universities/{id}'],
      ['delete', '/content/admin/universities/{id}'],
    ]);
  });
});
