import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, withDb } from '../../test/rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRoutesDocumented } from '../../test/openapi';
import { insertPress } from './press.repository';
import { PRESS_MESSAGES } from './press.schema';

let t: TestApp;
let token: string;
const valid = { title: 'Moreau wins the regional', source: 'Valley Gazette', date: '2026-10-20', url: 'https://example.com/news/1', excerpt: 'A 15:47 on a muddy course.', tag: 'Results' };

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const create = (payload: Record<string, unknown>, tenant = 'default') => t.call({ method: 'POST', url: '/content/admin/press', tenant, token: tenant === 'default' ? token : undefined, payload });
const clear = () => withDb(t, (db) => db.deleteFrom('press').execute());

describe('admin press', () => {
  it('creates, updates (approved, rank, tag), and deletes an article', async () => {
    const res = await create({ ...valid, thumbUrl: '/media/press/1.webp', rank: 2 });
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toEqual({ ...valid, id: item.id, thumb_url: '/media/press/1.webp', rank: 2, approved: true, createdAt: expect.any(String), updatedAt: expect.any(String) });

    const toggled = await t.call({ method: 'PUT', url: `/content/admin/press/${item.id}`, token, payload: { approved: false } });
    expect(toggled.json()).toMatchObject({ approved: false, rank: 2, tag: 'Results', title: valid.title });
    const ranked = await t.call({ method: 'PUT', url: `/content/admin/press/${item.id}`, token, payload: { rank: 5, tag: 'Feature' } });
    expect(ranked.json()).toMatchObject({ approved: false, rank: 5, tag: 'Feature' });
    const cleared = await t.call({ method: 'PUT', url: `/content/admin/press/${item.id}`, token, payload: { tag: '', excerpt: null } });
    expect(cleared.json()).not.toHaveProperty('tag');
    expect(cleared.json()).not.toHaveProperty('excerpt');

    expect((await t.call({ method: 'DELETE', url: `/content/admin/press/${item.id}`, token })).json()).toEqual({ ok: true });
    const again = await t.call({ method: 'DELETE', url: `/content/admin/press/${item.id}`, token });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'press_not_found', message: 'Article not found.' });
  });

  it('omits empty optional fields', async () => {
    const res = await create({ title: 'Bare', url: 'https://example.com/bare', source: '  ', tag: '' });
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json()).sort()).toEqual(['approved', 'createdAt', 'id', 'rank', 'title', 'updatedAt', 'url']);
  });

  it.each([
    ['title missing', { title: undefined }, 'title', PRESS_MESSAGES.title],
    ['title blank', { title: '   ' }, 'title', PRESS_MESSAGES.title],
    ['url missing', { url: undefined }, 'url', PRESS_MESSAGES.url],
    ['url relative', { url: '/news/1' }, 'url', PRESS_MESSAGES.url],
    ['url javascript:', { url: 'javascript:alert(1)' }, 'url', PRESS_MESSAGES.url],
    ['url ftp:', { url: 'ftp://example.com/a' }, 'url', PRESS_MESSAGES.url],
    ['date malformed', { date: '20/10/2026' }, 'date', PRESS_MESSAGES.date],
    ['date impossible', { date: '2026-02-30' }, 'date', PRESS_MESSAGES.date],
    ['thumb javascript:', { thumb_url: 'javascript:alert(1)' }, 'thumb_url', PRESS_MESSAGES.thumb],
    ['thumb data:', { thumb_url: 'data:text/html;base64,PHNjcmlwdD4=' }, 'thumb_url', PRESS_MESSAGES.thumb],
    ['rank not an integer', { rank: 1.5 }, 'rank', 'Rank must be an integer.'],
    ['approved not a boolean', { approved: 'yes' }, 'approved', PRESS_MESSAGES.approved],
    ['tag too long', { tag: 'x'.repeat(41) }, 'tag', 'At most 40 characters.'],
  ])('refuses %s with 400 and writes nothing', async (_name, patch, path, message) => {
    const before = await countRows(t, 'press');
    const res = await create({ ...valid, ...patch });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('validation_failed');
    expect(body.issues).toContainEqual({ path, message });
    expect(body.message).toBe(body.issues[0].message);
    expect(await countRows(t, 'press')).toBe(before);
  });

  it('edits every field an article was added with, and fixes links typed without https://', async () => {
    const item = (await create(valid)).json();
    const edit = { title: 'Hartley wins the regional', source: 'Valley Times', date: '2026-10-21', url: 'example.com/news/2', excerpt: 'A 15:40.', tag: 'Feature', thumb_url: 'cdn.example.com/t.jpg' };
    const res = await t.call({ method: 'PUT', url: `/content/admin/press/${item.id}`, token, payload: edit });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...edit, url: 'https://example.com/news/2', thumb_url: 'https://cdn.example.com/t.jpg', approved: true });
    const bad = await t.call({ method: 'PUT', url: `/content/admin/press/${item.id}`, token, payload: { url: 'javascript:alert(1)' } });
    expect(bad.statusCode).toBe(400);
    const one = await t.call({ method: 'GET', url: `/content/admin/press/${item.id}`, token });
    expect(one.json()).toEqual(res.json());
    expect((await t.call({ method: 'GET', url: '/content/admin/press/999999', token })).statusCode).toBe(404);
  });

  it('refuses an invalid update and leaves the row unchanged', async () => {
    const item = (await create(valid)).json();
    const res = await t.call({ method: 'PUT', url: `/content/admin/press/${item.id}`, token, payload: { title: '', url: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path).sort()).toEqual(['title', 'url']);
    const row = await withDb(t, (db) => db.selectFrom('press').selectAll().where('id', '=', item.id).executeTakeFirstOrThrow());
    expect(row.title).toBe(valid.title);
  });

  it('needs the admin token, and answers 404 for another tenant\'s article', async () => {
    const theirs = await withDb(t, (db) => insertPress(db, { id: 4242, title: 'Theirs', url: 'https://example.org/x', approved: 1 }), 'other');
    const scenarios = [
      { as: 'nobody', method: 'GET', url: '/content/admin/press', status: 401 },
      { as: 'nobody', method: 'POST', url: '/content/admin/press', status: 401, payload: valid },
      { as: 'nobody', method: 'PUT', url: `/content/admin/press/${theirs.id}`, status: 401, payload: { approved: false } },
      { as: 'nobody', method: 'DELETE', url: `/content/admin/press/${theirs.id}`, status: 401 },
      { as: 'nobody', method: 'POST', url: '/content/admin/press/bulk-approve', status: 401, payload: { ids: [theirs.id], approved: false } },
      { as: 'default admin', method: 'PUT', url: `/content/admin/press/${theirs.id}`, status: 404, payload: { approved: false } },
      { as: 'default admin', method: 'DELETE', url: `/content/admin/press/${theirs.id}`, status: 404 },
    ] as const;
    for (const s of scenarios) {
      const res = await t.call({ method: s.method, url: s.url, token: s.as === 'nobody' ? undefined : token, payload: 'payload' in s ? s.payload : undefined });
      expect(res.statusCode, `${s.as} ${s.method} ${s.url}`).toBe(s.status);
    }
    const bulk = await t.call({ method: 'POST', url: '/content/admin/press/bulk-approve', token, payload: { ids: [theirs.id], approved: false } });
    expect(bulk.json()).toEqual({ ok: true, count: 0 });
    const still = await withDb(t, (db) => db.selectFrom('press').selectAll().where('id', '=', theirs.id).executeTakeFirstOrThrow(), 'other');
    expect(still).toMatchObject({ title: 'Theirs', approved: 1 });
  });
});

describe('press search, paging and bulk approve', () => {
  /** Twelve articles, nine approved: each test starts from these, whatever ran before it. */
  const seedTwelve = async () => {
    await clear();
    for (let i = 1; i <= 12; i++) {
      await create({ title: `Article ${i}`, url: `https://example.com/${i}`, date: `2026-01-${String(i).padStart(2, '0')}`, source: i % 3 === 0 ? 'Daily Miler' : 'Valley Gazette', tag: i % 2 ? 'Results' : 'Interview', excerpt: i === 7 ? 'He ran 100% of it' : 'Race report', approved: i <= 9 });
    }
  };

  it('searches title, source, excerpt and tag, filters by approval and pages', async () => {
    await seedTwelve();
    const list = async (query: Record<string, string>) => (await t.call({ method: 'GET', url: '/content/admin/press', token, query })).json();

    const all = await list({});
    expect(all).toMatchObject({ count: 12, page: 1, take: 30 });
    expect(all.items.map((i: { title: string }) => i.title).slice(0, 3)).toEqual(['Article 12', 'Article 11', 'Article 10']);

    expect((await list({ q: 'daily miler' })).count).toBe(4);
    expect((await list({ q: 'interview' })).count).toBe(6);
    expect((await list({ q: 'Article 1' })).count).toBe(4);
    expect((await list({ q: '100%' })).items.map((i: { title: string }) => i.title)).toEqual(['Article 7']);
    expect((await list({ q: '_' })).count).toBe(0);
    expect((await list({ approved: 'true' })).count).toBe(9);
    expect((await list({ approved: 'false' })).count).toBe(3);
    expect((await list({ approved: 'false', q: 'Results' })).count).toBe(1);

    const page2 = await list({ take: '5', page: '2' });
    expect(page2).toMatchObject({ count: 12, page: 2, take: 5 });
    expect(page2.items.map((i: { title: string }) => i.title)).toEqual(['Article 7', 'Article 6', 'Article 5', 'Article 4', 'Article 3']);
    expect(await list({ take: '0', page: '0' })).toMatchObject({ page: 1, take: 1 });
    expect(await list({ take: '1000' })).toMatchObject({ take: 200 });
    expect((await t.call({ method: 'GET', url: '/content/admin/press?take=abc', token })).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: '/content/admin/press?approved=maybe', token })).statusCode).toBe(400);
  });

  it('approves and unapproves many articles in one call', async () => {
    await seedTwelve();
    const ids = (await t.call({ method: 'GET', url: '/content/admin/press', token, query: { approved: 'true' } })).json().items.map((i: { id: number }) => i.id);
    const res = await t.call({ method: 'POST', url: '/content/admin/press/bulk-approve', token, payload: { ids: [...ids.slice(0, 4), ids[0], 999_999], approved: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, count: 4 });
    expect((await t.call({ method: 'GET', url: '/content/admin/press', token, query: { approved: 'false' } })).json().count).toBe(7);
    const back = await t.call({ method: 'POST', url: '/content/admin/press/bulk-approve', token, payload: { ids: ids.slice(0, 2), approved: true } });
    expect(back.json()).toEqual({ ok: true, count: 2 });
  });

  it.each([
    ['no ids', { ids: [], approved: true }, 'ids', PRESS_MESSAGES.ids],
    ['ids not a list', { ids: 'all', approved: true }, 'ids', PRESS_MESSAGES.ids],
    ['approved missing', { ids: [1] }, 'approved', PRESS_MESSAGES.approved],
  ])('refuses a bulk approve with %s', async (_name, payload, path, message) => {
    const before = await withDb(t, (db) => db.selectFrom('press').select(['id', 'approved']).orderBy('id').execute());
    const res = await t.call({ method: 'POST', url: '/content/admin/press/bulk-approve', token, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
    expect(await withDb(t, (db) => db.selectFrom('press').select(['id', 'approved']).orderBy('id').execute())).toEqual(before);
  });
});

describe('public press', () => {
  it('lists approved articles only, in the public shape, 30 a page', async () => {
    await clear();
    for (let i = 1; i <= 35; i++) await create({ ...valid, title: `Story ${i}`, url: `https://example.com/s/${i}`, rank: i, approved: i !== 3 });
    const res = await t.call({ method: 'GET', url: '/content/public/press?ts=1' });
    expect(res.statusCode).toBe(200);
    const page1 = res.json();
    expect(page1).toHaveLength(30);
    expect(page1.map((p: { title: string }) => p.title)).not.toContain('Story 3');
    expect(Object.keys(page1[0]).sort()).toEqual(['date', 'excerpt', 'id', 'source', 'tag', 'title', 'url']);
    const page2 = (await t.call({ method: 'GET', url: '/content/public/press', query: { page: '2', take: '30' } })).json();
    expect(page2.map((p: { title: string }) => p.title)).toEqual(['Story 32', 'Story 33', 'Story 34', 'Story 35']);
    expect((await t.call({ method: 'GET', url: '/content/public/press', query: { take: '500' } })).json()).toHaveLength(34);
    expect((await t.call({ method: 'GET', url: '/content/public/press', query: { page: '-3', take: '2' } })).json().map((p: { title: string }) => p.title)).toEqual(['Story 1', 'Story 2']);
  });
});

describe('OpenAPI', () => {
  it('documents every route with its request and response schemas', async () => {
    await expectRoutesDocumented(t, [
      ['get', '/content/public/press'],
      ['get', '/content/admin/press'],
      ['post', '/content/admin/press'],
      ['put', '/content/admin/press/{id}'],
      ['delete', '/content/admin/press/{id}'],
      ['post', '/content/admin/press/bulk-approve'],
    ]);
  });
});
