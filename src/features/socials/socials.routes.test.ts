import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAllUnauthorized } from '../../test/content-helpers';
import { countRows } from '../../test/rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SOCIAL_MESSAGES } from './socials.schema';

let t: TestApp;
let token: string;
const valid = { platform: 'instagram', handle: '@demo.runner', url: 'https://www.instagram.com/demo.runner/' };

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const post = (payload: object) => t.call({ method: 'POST', url: '/content/admin/socials', token, payload });
const batch = (payload: unknown) => t.call({ method: 'PUT', url: '/content/admin/socials', token, payload: payload as object });
const adminList = async () => (await t.call({ method: 'GET', url: '/content/admin/socials', token })).json();

describe('admin social links', () => {
  beforeEach(async () => {
    await batch({ items: [] });
  });

  it('creates with the platform lower-cased and rank after the last link, updates and deletes', async () => {
    const a = (await post({ ...valid, platform: ' Instagram ', name: 'Instagram', gradient: 'linear-gradient(45deg, #f09433, #bc1888)', iconKey: 'instagram' })).json();
    expect(a).toMatchObject({ platform: 'instagram', handle: '@demo.runner', rank: 0, active: true, gradient: 'linear-gradient(45deg, #f09433, #bc1888)', iconKey: 'instagram' });
    const b = await post({ platform: 'twitter', url: 'https://x.com/demo' });
    expect(b.statusCode).toBe(201);
    expect(b.json()).toMatchObject({ platform: 'x', rank: 1 });
    expect(b.json()).not.toHaveProperty('name');

    const u = await t.call({ method: 'PUT', url: `/content/admin/socials/${a.id}`, token, payload: { rank: '5', active: false, name: '' } });
    expect(u.statusCode).toBe(200);
    expect(u.json()).toMatchObject({ rank: 5, active: false, url: valid.url });
    expect(u.json()).not.toHaveProperty('name');

    expect((await t.call({ method: 'DELETE', url: `/content/admin/socials/${a.id}`, token })).json()).toEqual({ ok: true });
    expect((await t.call({ method: 'DELETE', url: `/content/admin/socials/${a.id}`, token })).statusCode).toBe(404);
  });

  it('fixes a link typed without https:// instead of dropping it, in a create and in the batch', async () => {
    expect((await post({ ...valid, url: 'instagram.com/demo.runner' })).json()).toMatchObject({ url: 'https://instagram.com/demo.runner' });
    const res = await batch({ items: [{ platform: 'strava', url: 'www.strava.com/athletes/1' }, { platform: 'x', url: 'javascript:alert(1)' }] });
    expect(res.json().items.map((i: { url: string }) => i.url)).toEqual(['https://www.strava.com/athletes/1']);
    expect(res.json().dropped).toHaveLength(1);
  });

  it.each([
    ['platform missing', { platform: undefined }, 'platform', SOCIAL_MESSAGES.platform],
    ['platform unknown', { platform: 'myspace' }, 'platform', SOCIAL_MESSAGES.platform],
    ['url missing', { url: undefined }, 'url', SOCIAL_MESSAGES.url],
    ['url relative', { url: '/socials' }, 'url', SOCIAL_MESSAGES.url],
    ['url javascript', { url: 'javascript:alert(1)' }, 'url', SOCIAL_MESSAGES.url],
    ['url data', { url: 'data:text/html,x' }, 'url', SOCIAL_MESSAGES.url],
    ['rank not an integer', { rank: 2.5 }, 'rank', SOCIAL_MESSAGES.rank],
    ['gradient with url()', { gradient: 'url(https://evil.example/x.png)' }, 'gradient', SOCIAL_MESSAGES.gradient],
    ['gradient breaking out', { gradient: 'red;position:fixed' }, 'gradient', SOCIAL_MESSAGES.gradient],
    ['icon key with spaces', { iconKey: 'my icon' }, 'iconKey', SOCIAL_MESSAGES.iconKey],
  ])('refuses %s with 400 and writes nothing', async (_n, patch, path, message) => {
    const before = await countRows(t, 'social_link');
    const res = await post({ ...valid, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
    expect(await countRows(t, 'social_link')).toBe(before);
  });

  it('refuses a non-http URL on update', async () => {
    const a = (await post(valid)).json();
    const res = await t.call({ method: 'PUT', url: `/content/admin/socials/${a.id}`, token, payload: { url: 'javascript:alert(1)' } });
    expect(res.statusCode).toBe(400);
    expect((await adminList())[0].url).toBe(valid.url);
  });

  it('saves a batch: updates by id, creates new ones, deletes missing ones, drops non-http(s) entries', async () => {
    const keep = (await post({ ...valid, rank: 0 })).json();
    const gone = (await post({ platform: 'strava', url: 'https://www.strava.com/athletes/1', rank: 1 })).json();
    const typo = (await post({ platform: 'youtube', url: 'https://www.youtube.com/@demo', rank: 2 })).json();
    const res = await batch({
      items: [
        { id: keep.id, platform: 'instagram', url: 'https://www.instagram.com/renamed/', handle: 'renamed', rank: 3 },
        { platform: 'tiktok', url: 'https://www.tiktok.com/@demo', handle: '@demo' },
        { platform: 'custom', url: 'javascript:alert(1)', name: 'Evil' },
        { id: typo.id, platform: 'youtube', url: 'youtube @demo' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.dropped).toEqual([
      { index: 2, platform: 'custom', url: 'javascript:alert(1)', message: SOCIAL_MESSAGES.url },
      { index: 3, id: typo.id, platform: 'youtube', url: 'youtube @demo', message: SOCIAL_MESSAGES.url },
    ]);
    // The new one takes its index as rank; the dropped existing one keeps its stored version.
    expect(body.items.map((s: { platform: string; rank: number; url: string }) => [s.platform, s.rank, s.url])).toEqual([
      ['tiktok', 1, 'https://www.tiktok.com/@demo'],
      ['youtube', 2, 'https://www.youtube.com/@demo'],
      ['instagram', 3, 'https://www.instagram.com/renamed/'],
    ]);
    expect(body.items.map((s: { id: number }) => s.id)).not.toContain(gone.id);
    expect(await adminList()).toEqual(body.items);
  });

  it('accepts the list as a bare array and empties the list', async () => {
    await post(valid);
    const res = await batch([]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], dropped: [] });
    expect(await countRows(t, 'social_link')).toBe(0);
  });

  it('changes nothing when one id is unknown or another tenant’s, or an entry is invalid', async () => {
    const a = (await post(valid)).json();
    const before = await adminList();
    const unknown = await batch({ items: [{ platform: 'tiktok', url: 'https://www.tiktok.com/@x' }, { id: 999_999, platform: 'x', url: 'https://x.com/x' }] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'social_not_found', message: 'Social link 999999 not found.' });
    expect(await adminList()).toEqual(before);

    const invalid = await batch({ items: [{ platform: 'tiktok', url: 'https://www.tiktok.com/@x' }, { platform: 'myspace', url: 'https://example.org' }] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues).toContainEqual({ path: 'items.1.platform', message: SOCIAL_MESSAGES.platform });
    const duplicate = await batch({ items: [{ id: a.id, platform: 'instagram', url: valid.url }, { id: a.id, platform: 'instagram', url: valid.url }] });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe(SOCIAL_MESSAGES.duplicate);
    expect(await adminList()).toEqual(before);

    const other = await t.login('other');
    const cross = await t.call({ method: 'PUT', url: '/content/admin/socials', tenant: 'other', token: other, payload: { items: [{ id: a.id, platform: 'x', url: 'https://x.com/x' }] } });
    expect(cross.statusCode).toBe(404);
    expect((await t.call({ method: 'PUT', url: `/content/admin/socials/${a.id}`, tenant: 'other', token: other, payload: { rank: 1 } })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/content/admin/socials/${a.id}`, tenant: 'other', token: other })).statusCode).toBe(404);
    expect(await adminList()).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    expect(
      await expectAllUnauthorized(t, [
        ['GET', '/content/admin/socials'],
        ['POST', '/content/admin/socials'],
        ['PUT', '/content/admin/socials'],
        ['PUT', '/content/admin/socials/1'],
        ['DELETE', '/content/admin/socials/1'],
      ]),
    ).toEqual([]);
  });
});

describe('public social links', () => {
  it('lists active links by rank with the public fields', async () => {
    await batch({
      items: [
        { platform: 'strava', url: 'https://www.strava.com/athletes/1', rank: 2 },
        { platform: 'instagram', url: valid.url, handle: 'demo', rank: 1, name: 'Instagram', iconKey: 'instagram', gradient: '#f09433, #bc1888' },
        { platform: 'youtube', url: 'https://www.youtube.com/@demo', rank: 0, active: false },
      ],
    });
    const res = await t.call({ method: 'GET', url: '/content/public/socials?tenantId=default' });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((s: { platform: string }) => s.platform)).toEqual(['instagram', 'strava']);
    expect(list[0]).toEqual({ id: list[0].id, platform: 'instagram', name: 'Instagram', handle: 'demo', url: valid.url, gradient: '#f09433, #bc1888', iconKey: 'instagram', rank: 1, active: true });
    expect((await t.call({ method: 'GET', url: '/content/public/socials', tenant: 'other' })).json()).toEqual([]);
  });
});
