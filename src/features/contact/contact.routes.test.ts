import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAllUnauthorized } from '../../test/content-helpers';
import { countRows, withDb } from '../../test/rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CONTACT_MESSAGES } from './contact.schema';

let t: TestApp;
const tokens: Record<string, string> = {};
let ip = 0;
const TENANTS = ['default', 'other', 'closed', 'limits'];

beforeAll(async () => {
  t = await createTestApp({ tenants: TENANTS });
  for (const tenant of TENANTS) tokens[tenant] = await t.login(tenant);
});
afterAll(() => t.close());

// Each send comes from its own address, so only the rate-limit test meets the limit.
const send = (payload: object, tenant = 'default', remoteAddress = `10.1.0.${++ip}`) => t.call({ method: 'POST', url: '/content/public/contact', tenant, remoteAddress, payload });
const inbox = async (tenant = 'default') => (await t.call({ method: 'GET', url: '/content/admin/messages', tenant, token: tokens[tenant] })).json();
const MESSAGE = { name: ' Coach Rivera ', email: 'rivera@college.example.edu', message: 'Hello!\r\n\r\n\r\n\r\nWe would like to talk.\u0007' };

describe('contact inbox', () => {
  it('stores a cleaned message, counts it unread, marks it read and deletes it', async () => {
    const res = await send(MESSAGE, 'other');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, message: CONTACT_MESSAGES.sent });
    const box = await inbox('other');
    expect(box).toMatchObject({ unread: 1, items: [{ name: 'Coach Rivera', email: 'rivera@college.example.edu', message: 'Hello!\n\nWe would like to talk.', read: false }] });
    const id = box.items[0].id;
    const count = () => t.call({ method: 'GET', url: '/content/admin/messages/unread-count', tenant: 'other', token: tokens.other });
    expect((await count()).json()).toEqual({ unread: 1 });
    const read = await t.call({ method: 'PUT', url: `/content/admin/messages/${id}`, tenant: 'other', token: tokens.other, payload: { read: true } });
    expect(read.json()).toMatchObject({ id, read: true, readAt: expect.any(String) });
    expect((await count()).json()).toEqual({ unread: 0 });
    expect((await t.call({ method: 'DELETE', url: `/content/admin/messages/${id}`, tenant: 'other', token: tokens.other })).json()).toEqual({ ok: true });
    expect(await countRows(t, 'contact_message', 'other')).toBe(0);
    expect((await t.call({ method: 'DELETE', url: `/content/admin/messages/${id}`, tenant: 'other', token: tokens.other })).json()).toMatchObject({ error: 'message_not_found' });
  });

  it('answers a filled honeypot like a person but stores nothing', async () => {
    const before = await countRows(t, 'contact_message');
    const res = await send({ ...MESSAGE, website: 'https://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(await countRows(t, 'contact_message')).toBe(before);
  });

  it('refuses a missing name, a bad e-mail or an empty message with a clear 400', async () => {
    const before = await countRows(t, 'contact_message');
    const cases: Array<[object, string, string]> = [
      [{ ...MESSAGE, name: '  ' }, 'name', CONTACT_MESSAGES.name],
      [{ ...MESSAGE, email: 'rivera' }, 'email', CONTACT_MESSAGES.email],
      [{ ...MESSAGE, message: '\u0007\u0007' }, 'message', CONTACT_MESSAGES.message],
    ];
    for (const [payload, path, message] of cases) {
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation_failed', issues: [expect.objectContaining({ path, message })] });
    }
    expect(await countRows(t, 'contact_message')).toBe(before);
  });

  it('keeps the school or program a sender gives, cleaned, and an empty one when none is given', async () => {
    await send({ ...MESSAGE, name: 'With school', school: '  Northridge State \u202E XC ' });
    await send({ ...MESSAGE, name: 'Without school' });
    const items = (await inbox()).items as Array<{ name: string; school: string }>;
    expect(items.find((m) => m.name === 'With school')?.school).toBe('Northridge State  XC');
    expect(items.find((m) => m.name === 'Without school')?.school).toBe('');
    const long = await send({ ...MESSAGE, school: 'x'.repeat(161) });
    expect(long.statusCode).toBe(400);
  });

  it('says whether the form is open, and refuses messages when the admin switched it off', async () => {
    const status = () => t.call({ method: 'GET', url: '/content/public/contact', tenant: 'closed' });
    expect((await status()).json()).toEqual({ formOpen: true });
    await t.call({ method: 'PUT', url: '/content/admin/profile', tenant: 'closed', token: tokens.closed, payload: { contactFormEnabled: false } });
    expect((await status()).json()).toEqual({ formOpen: false });
    const res = await send(MESSAGE, 'closed');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'contact_form_closed', message: CONTACT_MESSAGES.closed });
    expect(await countRows(t, 'contact_message', 'closed')).toBe(0);
  });

  it('limits messages per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(MESSAGE, 'limits', '10.9.9.9')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await withDb(t, (db) => db.selectFrom('contact_message').select('id').execute(), 'limits')).toHaveLength(5);
  });

  it('keeps tenants apart and guards the inbox', async () => {
    expect(
      await expectAllUnauthorized(t, [
        ['GET', '/content/admin/messages'],
        ['GET', '/content/admin/messages/unread-count'],
        ['PUT', '/content/admin/messages/1'],
        ['DELETE', '/content/admin/messages/1'],
      ]),
    ).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/content/admin/messages', tenant: 'other', token: tokens.default })).statusCode).toBe(401);
  });
});
