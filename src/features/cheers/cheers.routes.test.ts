import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countRows, withDb } from '../../test/rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRoutesDocumented } from '../../test/openapi';
import { insertCheer } from './cheers.repository';
import { CHEER_MESSAGES } from './cheers.schema';

let t: TestApp;
let token: string;

beforeAll(async () => {
  // Rate limits have their own test below; here many writes come from the one test address.
  t = await createTestApp({ config: { rateLimits: false } });
  token = await t.login();
});
afterAll(() => t.close());

const visitor = (n: number | string) => `visitor-${String(n).padStart(12, '0')}`;
const post = (payload: Record<string, unknown>, tenant = 'default') => t.call({ method: 'POST', url: '/content/public/cheers', tenant, payload });
const like = (id: number, visitorId?: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: `/content/public/cheers/${id}/like`, headers: { ...(visitorId ? { 'x-visitor-id': visitorId } : {}), ...headers } });
const approve = (id: number, approved = true) => t.call({ method: 'PUT', url: `/content/admin/cheers/${id}`, token, payload: { approved } });
const publicIds = async () => (await t.call({ method: 'GET', url: '/content/public/cheers' })).json().map((c: { id: number }) => c.id);
const setAutoApprove = (on: boolean) => t.call({ method: 'PUT', url: '/content/admin/settings', token, payload: { cheersAutoApprove: on } });

/** An approved cheer, for like tests. */
async function approvedCheer(): Promise<number> {
  const id = (await post({ name: 'Ana', message: 'Go!' })).json().id;
  await approve(id);
  return id;
}

describe('posting a cheer', () => {
  it('stores a trimmed cheer that waits for approval', async () => {
    const res = await post({ name: '  Ana  Lopez ', message: '  Run fast!\r\n\r\n\r\n\r\nSee you at State.  ', emoji: '🔥' });
    expect(res.statusCode).toBe(201);
    const cheer = res.json();
    expect(cheer).toEqual({ id: cheer.id, name: 'Ana Lopez', message: 'Run fast!\n\nSee you at State.', emoji: '🔥', likes: 0, approved: false, createdAt: expect.any(String) });
    expect(await publicIds()).not.toContain(cheer.id);
  });

  it('defaults the emoji to 👏', async () => {
    expect((await post({ name: 'Ben', message: 'Proud of you' })).json().emoji).toBe('👏');
    expect((await post({ name: 'Ben', message: 'Proud of you', emoji: null })).json().emoji).toBe('👏');
  });

  it('counts the limits in characters, so emoji and accents count once', async () => {
    const name = 'É'.repeat(31) + '🏃';
    const message = '🔥'.repeat(180);
    const res = await post({ name, message });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name, message });
  });

  it('removes control and bidirectional override characters', async () => {
    const res = await post({ name: 'Ana\u202e\u0000', message: 'Go\u0007 team \u2066x\u2069 👨‍👩‍👧' });
    expect(res.json()).toMatchObject({ name: 'Ana', message: 'Go team x 👨‍👩‍👧' });
  });

  it('leaves the kept public answers current while the cheer waits for approval; approving it renews them', async () => {
    // The public version: the tenant's generation (bumped by writes) and its data version (read afresh).
    const version = () => t.app.ctx.pool.with('default', (h) => t.app.ctx.publicCache.versionOfTenant('default', { ...h, dataVersion: () => h.dataVersion(true) }));
    const wall = await t.call({ method: 'GET', url: '/content/public/cheers' });
    const before = await version();
    const id = (await post({ name: 'Fay', message: 'Waiting my turn' })).json().id;
    expect(await version()).toBe(before);
    // The answer kept before the cheer is still the one served.
    expect((await t.call({ method: 'GET', url: '/content/public/cheers', headers: { 'if-none-match': String(wall.headers.etag) } })).statusCode).toBe(304);
    // The moderation list is read afresh: the cheer is there at once.
    const pending = await t.call({ method: 'GET', url: '/content/admin/cheers?status=pending', token });
    expect(pending.json().items.map((c: { id: number }) => c.id)).toContain(id);
    await approve(id);
    expect(await version()).not.toBe(before);
    expect(await publicIds()).toContain(id);
  });

  it('renews the kept public answers when the cheer is published at once', async () => {
    await setAutoApprove(true);
    const version = () => t.app.ctx.pool.with('default', (h) => t.app.ctx.publicCache.versionOfTenant('default', { ...h, dataVersion: () => h.dataVersion(true) }));
    const before = await version();
    const id = (await post({ name: 'Gus', message: 'On the wall now' })).json().id;
    expect(await version()).not.toBe(before);
    expect(await publicIds()).toContain(id);
    await setAutoApprove(false);
  });

  it('publishes at once when the site says so', async () => {
    await setAutoApprove(true);
    const res = await post({ name: 'Cara', message: 'Straight to the wall' });
    expect(res.json().approved).toBe(true);
    expect(await publicIds()).toContain(res.json().id);
    await setAutoApprove(false);
    expect((await post({ name: 'Dan', message: 'Back to moderation' })).json().approved).toBe(false);
  });

  it.each([
    ['name missing', { name: undefined }, 'name', CHEER_MESSAGES.name],
    ['name blank', { name: '   ' }, 'name', CHEER_MESSAGES.name],
    ['name only control characters', { name: '\u0000\u202e' }, 'name', CHEER_MESSAGES.name],
    ['name of 33 characters', { name: 'x'.repeat(33) }, 'name', CHEER_MESSAGES.nameTooLong],
    ['name far too long', { name: 'x'.repeat(5000) }, 'name', CHEER_MESSAGES.nameTooLong],
    ['message missing', { message: undefined }, 'message', CHEER_MESSAGES.message],
    ['message blank', { message: ' \n ' }, 'message', CHEER_MESSAGES.message],
    ['message of 181 characters', { message: 'y'.repeat(181) }, 'message', CHEER_MESSAGES.messageTooLong],
    ['another emoji', { emoji: '💩' }, 'emoji', CHEER_MESSAGES.emoji],
    ['an emoji that is not a string', { emoji: 3 }, 'emoji', CHEER_MESSAGES.emoji],
  ])('refuses %s with 400 and writes nothing', async (_name, patch, path, message) => {
    const before = await countRows(t, 'cheer');
    const res = await post({ name: 'Eve', message: 'Good luck', ...patch });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('validation_failed');
    expect(body.issues).toContainEqual({ path, message });
    expect(body.message).toBe(body.issues[0].message);
    expect(await countRows(t, 'cheer')).toBe(before);
  });
});

describe('the public wall', () => {
  it('lists approved cheers only, newest first, in the public shape, 50 by default', async () => {
    await withDb(t, (db) => db.deleteFrom('cheer').execute());
    await withDb(t, async (db) => {
      for (let i = 0; i < 55; i++) {
        await insertCheer(db, { name: i === 0 ? '' : `Fan ${i}`, emoji: '👏', message: `Message ${i}`, approved: i === 54 ? 0 : 1, reply: i === 1 ? 'Thank you!' : null, created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() });
      }
    });
    const list = (await t.call({ method: 'GET', url: '/content/public/cheers' })).json();
    expect(list).toHaveLength(50);
    expect(list[0].message).toBe('Message 53');
    expect(list.map((c: { message: string }) => c.message)).not.toContain('Message 54');
    const all = (await t.call({ method: 'GET', url: '/content/public/cheers', query: { take: '200' } })).json();
    expect(all).toHaveLength(54);
    const replied = all.find((c: { message: string }) => c.message === 'Message 1');
    expect(Object.keys(replied).sort()).toEqual(['approved', 'createdAt', 'emoji', 'id', 'likes', 'message', 'name', 'reply']);
    expect(replied).toMatchObject({ reply: 'Thank you!', approved: true });
    expect(all.find((c: { message: string }) => c.message === 'Message 0')).toMatchObject({ name: '' });
    expect(all.find((c: { message: string }) => c.message === 'Message 2')).not.toHaveProperty('reply');
  });
});

describe('likes', () => {
  it('counts a like once per browser: 200 then 202 with no change', async () => {
    const id = await approvedCheer();
    const first = await like(id, visitor('a1'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true, likes: 1 });
    const again = await like(id, visitor('a1'));
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ ok: true, likes: 1, already: true });
    expect((await like(id, visitor('a2'))).json()).toEqual({ ok: true, likes: 2 });
    expect(await withDb(t, (db) => db.selectFrom('cheer_like').select('visitor_id').where('cheer_id', '=', id).execute())).toHaveLength(2);
  });

  it('identifies a browser without the header by the cookie it sets', async () => {
    const id = await approvedCheer();
    const first = await like(id);
    expect(first.statusCode).toBe(200);
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/^asv=[A-Za-z0-9_-]{16,64}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    const again = await like(id, undefined, { cookie: cookie.split(';')[0]! });
    expect(again.statusCode).toBe(202);
    expect(again.json().likes).toBe(1);
  });

  it('answers 404 for an unknown or pending cheer, and counts nothing', async () => {
    const pending = (await post({ name: 'Fay', message: 'Pending' })).json().id;
    const before = await countRows(t, 'cheer_like');
    for (const id of [pending, 987_654]) {
      const res = await like(id, visitor('x'));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'cheer_not_found', message: 'Cheer not found.' });
    }
    expect(await countRows(t, 'cheer_like')).toBe(before);
  });

  it('stays exact under 20 concurrent likes from 20 browsers', async () => {
    const id = await approvedCheer();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => like(id, visitor(`c${i}`))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.map((a) => a.json().likes).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const row = await withDb(t, (db) => db.selectFrom('cheer').select('likes').where('id', '=', id).executeTakeFirstOrThrow());
    expect(row.likes).toBe(20);
  });

  it('counts 20 concurrent likes from the same browser once', async () => {
    const id = await approvedCheer();
    const answers = await Promise.all(Array.from({ length: 20 }, () => like(id, visitor('same'))));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 202)).toHaveLength(19);
    const row = await withDb(t, (db) => db.selectFrom('cheer').select('likes').where('id', '=', id).executeTakeFirstOrThrow());
    expect(row.likes).toBe(1);
  });

  it('drops the likes with the cheer', async () => {
    const id = await approvedCheer();
    await like(id, visitor('gone'));
    await t.call({ method: 'DELETE', url: `/content/admin/cheers/${id}`, token });
    expect(await withDb(t, (db) => db.selectFrom('cheer_like').selectAll().where('cheer_id', '=', id).execute())).toEqual([]);
  });
});

describe('moderation', () => {
  it('lists by status with counts, publishes, replies, unpublishes and deletes', async () => {
    await withDb(t, (db) => db.deleteFrom('cheer').execute());
    const ids: number[] = [];
    for (const name of ['Gus', 'Hal', 'Ivy']) ids.push((await post({ name, message: `From ${name}` })).json().id);
    const list = async (status?: string) => (await t.call({ method: 'GET', url: '/content/admin/cheers', token, query: status ? { status } : {} })).json();

    expect(await list()).toMatchObject({ counts: { all: 3, published: 0, pending: 3 }, page: 1, take: 100 });
    expect((await list()).items.map((c: { name: string }) => c.name)).toEqual(['Ivy', 'Hal', 'Gus']);

    const published = await approve(ids[0]!);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ id: ids[0], approved: true, updatedAt: expect.any(String) });
    expect(await publicIds()).toEqual([ids[0]]);

    const replied = await t.call({ method: 'PUT', url: `/content/admin/cheers/${ids[0]}`, token, payload: { reply: '  Thanks Gus!  ' } });
    expect(replied.json()).toMatchObject({ reply: 'Thanks Gus!', approved: true });
    expect((await t.call({ method: 'GET', url: '/content/public/cheers' })).json()[0].reply).toBe('Thanks Gus!');
    const unreplied = await t.call({ method: 'PUT', url: `/content/admin/cheers/${ids[0]}`, token, payload: { reply: '' } });
    expect(unreplied.json()).not.toHaveProperty('reply');

    const l = await list('published');
    expect(l.items.map((c: { id: number }) => c.id)).toEqual([ids[0]]);
    expect(l.counts).toEqual({ all: 3, published: 1, pending: 2 });
    expect((await list('pending')).items.map((c: { id: number }) => c.id)).toEqual([ids[2], ids[1]]);

    await approve(ids[0]!, false);
    expect(await publicIds()).toEqual([]);
    expect((await t.call({ method: 'DELETE', url: `/content/admin/cheers/${ids[1]}`, token })).json()).toEqual({ ok: true });
    expect((await list()).counts).toEqual({ all: 2, published: 0, pending: 2 });
    expect((await t.call({ method: 'GET', url: '/content/admin/cheers', token, query: { status: 'spam' } })).statusCode).toBe(400);
  });

  it('refuses a reply that is too long and changes nothing', async () => {
    const id = (await post({ name: 'Jo', message: 'Hi' })).json().id;
    const res = await t.call({ method: 'PUT', url: `/content/admin/cheers/${id}`, token, payload: { approved: true, reply: 'r'.repeat(501) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: 'reply', message: CHEER_MESSAGES.replyTooLong });
    const row = await withDb(t, (db) => db.selectFrom('cheer').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
    expect(row).toMatchObject({ approved: 0, reply: null });
  });

  it("needs the admin token, and answers 404 for another tenant's cheer", async () => {
    const theirs = await withDb(t, (db) => insertCheer(db, { id: 5151, name: 'Theirs', emoji: '👏', message: 'Other site', approved: 0 }), 'other');
    const scenarios = [
      { as: 'nobody', method: 'GET', url: '/content/admin/cheers', status: 401 },
      { as: 'nobody', method: 'PUT', url: `/content/admin/cheers/${theirs.id}`, status: 401, payload: { approved: true } },
      { as: 'nobody', method: 'DELETE', url: `/content/admin/cheers/${theirs.id}`, status: 401 },
      { as: 'default admin', method: 'PUT', url: `/content/admin/cheers/${theirs.id}`, status: 404, payload: { approved: true } },
      { as: 'default admin', method: 'DELETE', url: `/content/admin/cheers/${theirs.id}`, status: 404 },
    ] as const;
    for (const s of scenarios) {
      const res = await t.call({ method: s.method, url: s.url, token: s.as === 'nobody' ? undefined : token, payload: 'payload' in s ? s.payload : undefined });
      expect(res.statusCode, `${s.as} ${s.method} ${s.url}`).toBe(s.status);
    }
    const like404 = await like(theirs.id, visitor('cross'));
    expect(like404.statusCode).toBe(404);
    expect(await withDb(t, (db) => db.selectFrom('cheer').selectAll().where('id', '=', theirs.id).executeTakeFirstOrThrow(), 'other')).toMatchObject({ approved: 0, likes: 0 });
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  // A fresh app per test: the limits and the row counts start from zero.
  beforeEach(async () => {
    limited = await createTestApp({ tenants: ['default'] });
  });
  afterEach(() => limited.close());

  it('limits cheers per client address with 429 in the error shape', async () => {
    const send = (remoteAddress: string) => limited.call({ method: 'POST', url: '/content/public/cheers', remoteAddress, payload: { name: 'Kim', message: 'Hi' } });
    for (let i = 0; i < 10; i++) expect((await send('10.0.0.1')).statusCode).toBe(201);
    const refused = await send('10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited', message: expect.stringContaining('Too many requests') });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('10.0.0.2')).statusCode).toBe(201);
    expect(await countRows(limited, 'cheer')).toBe(11);
  });

  it('counts an IPv6 client by its /64: a new address of the same /64 for each cheer is the same client', async () => {
    const send = (remoteAddress: string) => limited.call({ method: 'POST', url: '/content/public/cheers', remoteAddress, payload: { name: 'Kim', message: 'Hi' } });
    for (let i = 0; i < 10; i++) expect((await send(`2001:db8:7:7::${(i + 1).toString(16)}`)).statusCode).toBe(201);
    expect((await send('2001:db8:7:7:abcd::1')).statusCode).toBe(429);
    expect((await send('2001:db8:7:8::1')).statusCode).toBe(201);
  });

  it('limits likes per client address', async () => {
    const token2 = await limited.login();
    const id = (await limited.call({ method: 'POST', url: '/content/public/cheers', remoteAddress: '10.0.0.9', payload: { name: 'Lu', message: 'Hi' } })).json().id;
    await limited.call({ method: 'PUT', url: `/content/admin/cheers/${id}`, token: token2, payload: { approved: true } });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      statuses.push((await limited.call({ method: 'POST', url: `/content/public/cheers/${id}/like`, remoteAddress: '10.0.0.3', headers: { 'x-visitor-id': visitor(`r${i}`) } })).statusCode);
    }
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(200));
    expect(statuses[60]).toBe(429);
  });
});

describe('OpenAPI', () => {
  it('documents every route with its request and response schemas', async () => {
    await expectRoutesDocumented(t, [
      ['get', '/content/public/cheers'],
      ['post', '/content/public/cheers'],
      ['post', '/content/public/cheers/{id}/like'],
      ['get', '/content/admin/cheers'],
      ['put', '/content/admin/cheers/{id}'],
      ['delete', '/content/admin/cheers/{id}'],
    ]);
  });
});
