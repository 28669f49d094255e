import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAllUnauthorized } from '../../test/content-helpers';
import { countRows } from '../../test/rows';
import { makeJpeg } from '../../test/media-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { FOLLOWED_MESSAGES } from './followed.schema';

let t: TestApp;
let token: string;
const valid = { name: 'Ava Lindqvist', school: 'North Ridge High, OR' };

// Remote photos are fetched from a test server on loopback only (the test-only allowance).
let photoServer: http.Server;
let remote: (name: string) => string;
const LOCAL_PHOTO = /^\/media\/img\/[a-f0-9]{24}-(master|orig)\.(jpg|png|webp)$/;

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false, allowLoopbackFetch: true } });
  token = await t.login();
  const jpeg = await makeJpeg({ width: 640, height: 480, gps: true });
  photoServer = http.createServer((req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(req.url === '/3.jpg' ? Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe, 0, 4, 0x33, 0x33]), jpeg.subarray(2)]) : jpeg));
  await new Promise<void>((r) => photoServer.listen(0, '127.0.0.1', r));
  remote = (name) => `http://127.0.0.1:${(photoServer.address() as AddressInfo).port}/${name}`;
});
afterAll(async () => {
  await new Promise((r) => photoServer.close(r));
  await t.close();
});

const create = async (payload: object) => {
  const res = await t.call({ method: 'POST', url: '/content/admin/followed', token, payload });
  expect(res.statusCode).toBe(201);
  return res.json();
};
const visitor = (n: number | string) => ({ 'x-visitor-id': `visitor-${String(n).padStart(12, '0')}` });
const like = (id: number, headers: Record<string, string> = {}) => t.call({ method: 'POST', url: `/content/public/followed/${id}/like`, headers });

describe('admin followed athletes', () => {
  it('creates with trimmed fields, empty optional fields omitted, rank 0 and active by default', async () => {
    const a = await create({ ...valid, schoolShort: ' NRHS ', bio: '', intro: '  Miler. ', instagram: '@ava.runs', tiktok: 'https://www.tiktok.com/@ava', otherUrl: 'https://example.org/ava', photos: ['/media/a.webp', ''], photosRemote: [remote('b.jpg')] });
    // The remote photo was fetched and stored as local media.
    expect(a.photos[1]).toMatch(LOCAL_PHOTO);
    expect(a).toEqual({
      id: a.id,
      name: 'Ava Lindqvist',
      school: 'North Ridge High, OR',
      schoolShort: 'NRHS',
      intro: 'Miler.',
      photos: ['/media/a.webp', a.photos[1]],
      instagram: 'ava.runs',
      tiktok: 'https://www.tiktok.com/@ava',
      otherUrl: 'https://example.org/ava',
      likeCount: 0,
      rank: 0,
      active: true,
      createdAt: a.createdAt,
      updatedAt: a.updatedAt,
    });
  });

  it('composes the name and school from the form-only fields', async () => {
    const a = await create({ firstName: ' Mia ', lastName: 'Sato', schoolNow: 'Lakeside High', stateNow: 'WA', schoolPrev: 'Hill Middle' });
    expect(a).toMatchObject({ name: 'Mia Sato', school: 'Lakeside High, WA' });
  });

  it('updates any field: photos replaces, photosAdd and photosRemote append; blank clears', async () => {
    const a = await create({ ...valid, bio: 'Old bio', photos: ['/media/1.webp'] });
    const res = await t.call({ method: 'PUT', url: `/content/admin/followed/${a.id}`, token, payload: { bio: '', rank: '3', active: false, photosAdd: ['/media/2.webp'], photosRemote: [remote('3.jpg')] } });
    expect(res.statusCode).toBe(200);
    const u = res.json();
    expect(u).toMatchObject({ rank: 3, active: false, photos: ['/media/1.webp', '/media/2.webp', expect.stringMatching(LOCAL_PHOTO)], name: valid.name });
    expect(u).not.toHaveProperty('bio');
    const replaced = (await t.call({ method: 'PUT', url: `/content/admin/followed/${a.id}`, token, payload: { photos: ['/media/2.webp'] } })).json();
    expect(replaced.photos).toEqual(['/media/2.webp']);
    expect(replaced.rank).toBe(3);
  });

  it('refuses more than 12 photos in all', async () => {
    const a = await create({ ...valid, photos: Array.from({ length: 12 }, (_, i) => `/media/${i}.webp`) });
    const res = await t.call({ method: 'PUT', url: `/content/admin/followed/${a.id}`, token, payload: { photosAdd: ['/media/13.webp'] } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_failed', message: FOLLOWED_MESSAGES.photos });
  });

  it.each([
    ['name missing', { name: undefined }, 'name', FOLLOWED_MESSAGES.required],
    ['name blank', { name: '   ' }, 'name', FOLLOWED_MESSAGES.required],
    ['school missing', { school: undefined }, 'school', FOLLOWED_MESSAGES.required],
    ['school blank', { school: '' }, 'school', FOLLOWED_MESSAGES.required],
    ['remote photo not http', { photosRemote: ['ftp://example.org/a.jpg'] }, 'photosRemote', FOLLOWED_MESSAGES.url],
    ['remote photo relative', { photosRemote: ['/media/a.jpg'] }, 'photosRemote', FOLLOWED_MESSAGES.url],
    ['photo javascript', { photos: ['javascript:alert(1)'] }, 'photos', FOLLOWED_MESSAGES.url],
    ['photo data', { photos: ['data:image/png;base64,AAAA'] }, 'photos', FOLLOWED_MESSAGES.url],
    ['other url relative', { otherUrl: '/about' }, 'otherUrl', FOLLOWED_MESSAGES.url],
    ['other url javascript', { otherUrl: 'javascript:alert(1)' }, 'otherUrl', FOLLOWED_MESSAGES.url],
    ['instagram with spaces', { instagram: 'ava runs' }, 'instagram', FOLLOWED_MESSAGES.instagram],
    ['instagram javascript', { instagram: 'javascript:alert(1)' }, 'instagram', FOLLOWED_MESSAGES.instagram],
    ['tiktok bad', { tiktok: '<script>' }, 'tiktok', FOLLOWED_MESSAGES.tiktok],
    ['rank not an integer', { rank: 1.5 }, 'rank', FOLLOWED_MESSAGES.rank],
    ['rank text', { rank: 'first' }, 'rank', FOLLOWED_MESSAGES.rank],
    ['active not a boolean', { active: 'yes' }, 'active', 'Invalid input: expected boolean, received string'],
  ])('refuses %s on create with 400 and writes nothing', async (_n, patch, path, message) => {
    const before = await countRows(t, 'followed_athlete');
    const res = await t.call({ method: 'POST', url: '/content/admin/followed', token, payload: { ...valid, ...patch } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
    expect(await countRows(t, 'followed_athlete')).toBe(before);
  });

  it.each([
    ['blank name', { name: '' }, 'name', FOLLOWED_MESSAGES.required],
    ['photosAdd javascript', { photosAdd: ['javascript:x'] }, 'photosAdd', FOLLOWED_MESSAGES.urlOnEdit],
    ['photosRemote relative', { photosRemote: ['/x.jpg'] }, 'photosRemote', FOLLOWED_MESSAGES.urlOnEdit],
    ['otherUrl data', { otherUrl: 'data:text/html,x' }, 'otherUrl', FOLLOWED_MESSAGES.urlOnEdit],
  ])('refuses %s on update and changes nothing', async (_n, payload, path, message) => {
    const a = await create({ ...valid, photos: ['/media/keep.webp'], otherUrl: 'https://example.org/keep' });
    const res = await t.call({ method: 'PUT', url: `/content/admin/followed/${a.id}`, token, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
    const list = (await t.call({ method: 'GET', url: `/content/admin/followed?take=200`, token })).json();
    expect(list.items.find((x: { id: number }) => x.id === a.id)).toMatchObject({ name: valid.name, photos: ['/media/keep.webp'], otherUrl: 'https://example.org/keep' });
  });

  it('answers 401 without a token and 404 for unknown or another tenant’s ids', async () => {
    const a = await create(valid);
    expect(
      await expectAllUnauthorized(t, [
        ['GET', '/content/admin/followed'],
        ['POST', '/content/admin/followed'],
        ['PUT', `/content/admin/followed/${a.id}`],
        ['DELETE', `/content/admin/followed/${a.id}`],
      ]),
    ).toEqual([]);
    const other = await t.login('other');
    expect((await t.call({ method: 'PUT', url: `/content/admin/followed/${a.id}`, tenant: 'other', token: other, payload: { name: 'x' } })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/content/admin/followed/${a.id}`, tenant: 'other', token: other })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: `/content/public/followed/${a.id}/like`, tenant: 'other' })).statusCode).toBe(404);
    const del = await t.call({ method: 'DELETE', url: `/content/admin/followed/${a.id}`, token });
    expect(del.json()).toEqual({ ok: true });
    const again = await t.call({ method: 'PUT', url: `/content/admin/followed/${a.id}`, token, payload: { name: 'x' } });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'followed_not_found', message: 'Athlete not found.' });
  });
});

describe('admin followed search and pages', () => {
  it('searches name and school, pages with take, and counts the total', async () => {
    const t2 = await createTestApp({ tenants: ['default'] });
    try {
      const tok = await t2.login();
      for (let i = 1; i <= 7; i++) {
        await t2.call({ method: 'POST', url: '/content/admin/followed', token: tok, payload: { name: `Runner ${i}`, school: i % 2 ? 'Odd High' : 'Even_High 100%', rank: i } });
      }
      const page1 = (await t2.call({ method: 'GET', url: '/content/admin/followed?take=3', token: tok })).json();
      expect(page1.total).toBe(7);
      expect(page1.items.map((a: { name: string }) => a.name)).toEqual(['Runner 1', 'Runner 2', 'Runner 3']);
      const page3 = (await t2.call({ method: 'GET', url: '/content/admin/followed?take=3&page=3', token: tok })).json();
      expect(page3.items.map((a: { name: string }) => a.name)).toEqual(['Runner 7']);
      const odd = (await t2.call({ method: 'GET', url: '/content/admin/followed?q=odd', token: tok })).json();
      expect(odd.total).toBe(4);
      // LIKE wildcards in q are literal characters.
      expect((await t2.call({ method: 'GET', url: `/content/admin/followed?q=${encodeURIComponent('_high 100%')}`, token: tok })).json().total).toBe(3);
      expect((await t2.call({ method: 'GET', url: '/content/admin/followed?q=%25', token: tok })).json().total).toBe(3);
      expect((await t2.call({ method: 'GET', url: '/content/admin/followed', token: tok })).json().items).toHaveLength(7);
      for (const q of ['page=0', 'take=0', 'take=201', 'page=x']) {
        expect((await t2.call({ method: 'GET', url: `/content/admin/followed?${q}`, token: tok })).statusCode).toBe(400);
      }
    } finally {
      await t2.close();
    }
  });
});

describe('public followed athletes and likes', () => {
  it('lists active athletes by rank with the public fields only', async () => {
    const t2 = await createTestApp({ tenants: ['default'] });
    try {
      const tok = await t2.login();
      const post = (payload: object) => t2.call({ method: 'POST', url: '/content/admin/followed', token: tok, payload });
      await post({ name: 'Second', school: 'S', rank: 2 });
      await post({ name: 'Hidden', school: 'H', rank: 0, active: false });
      await post({ name: 'First', school: 'F', rank: 1, bio: 'Bio', photos: ['/media/f.webp'] });
      const list = (await t2.call({ method: 'GET', url: '/content/public/followed' })).json();
      expect(list.map((a: { name: string }) => a.name)).toEqual(['First', 'Second']);
      expect(list[0]).toEqual({ id: list[0].id, name: 'First', school: 'F', bio: 'Bio', photos: ['/media/f.webp'], likeCount: 0 });
    } finally {
      await t2.close();
    }
  });

  it('counts a like once per browser: 200 then 202 with no change', async () => {
    const a = await create(valid);
    const first = await like(a.id, visitor('once'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true, likeCount: 1 });
    const again = await like(a.id, visitor('once'));
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ ok: true, likeCount: 1 });
    expect((await like(a.id, visitor('another'))).json()).toEqual({ ok: true, likeCount: 2 });
  });

  it('falls back to a cookie when the browser sends no visitor id', async () => {
    const a = await create(valid);
    const first = await like(a.id);
    expect(first.statusCode).toBe(200);
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^asv=[A-Za-z0-9_-]{16,}$/);
    expect((await like(a.id, { cookie })).statusCode).toBe(202);
  });

  it('answers 404 for a hidden or unknown athlete and records nothing', async () => {
    const hidden = await create({ ...valid, active: false });
    const before = await countRows(t, 'followed_like');
    expect((await like(hidden.id, visitor('h'))).statusCode).toBe(404);
    expect((await like(999_999, visitor('h'))).statusCode).toBe(404);
    expect(await countRows(t, 'followed_like')).toBe(before);
  });

  it('stays exact under 20 concurrent likes from distinct browsers', async () => {
    const a = await create(valid);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => like(a.id, visitor(`c${i}`))));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.map((r) => r.json().likeCount).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const row = (await t.call({ method: 'GET', url: `/content/admin/followed?take=200`, token })).json().items.find((x: { id: number }) => x.id === a.id);
    expect(row.likeCount).toBe(20);
  });

  it('counts one like when the same browser likes 20 times at once', async () => {
    const a = await create(valid);
    const answers = await Promise.all(Array.from({ length: 20 }, () => like(a.id, visitor('same'))));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 202)).toHaveLength(19);
    const list = (await t.call({ method: 'GET', url: '/content/public/followed' })).json();
    expect(list.find((x: { id: number }) => x.id === a.id).likeCount).toBe(1);
  });

  it('rate limits likes per client address', async () => {
    const t2 = await createTestApp({ tenants: ['default'] });
    try {
      const tok = await t2.login();
      const a = (await t2.call({ method: 'POST', url: '/content/admin/followed', token: tok, payload: valid })).json();
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        statuses.push((await t2.call({ method: 'POST', url: `/content/public/followed/${a.id}/like`, headers: visitor(`r${i}`), remoteAddress: '203.0.113.7' })).statusCode);
      }
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
      expect(statuses[30]).toBe(429);
      // Another address is not affected.
      expect((await t2.call({ method: 'POST', url: `/content/public/followed/${a.id}/like`, headers: visitor('r-other'), remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
    } finally {
      await t2.close();
    }
  });
});
