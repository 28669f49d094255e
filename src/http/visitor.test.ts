import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// The visitor cookie (visitor.ts), through a like of a cheer: a public write that identifies the
// browser by its x-visitor-id header, else by this cookie, set when missing.
let direct: TestApp;
let proxied: TestApp;

beforeAll(async () => {
  direct = await createTestApp({ tenants: ['default'], config: { rateLimits: false } });
  proxied = await createTestApp({ tenants: ['default'], config: { rateLimits: false, trustProxy: true } });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

/** An approved cheer to like. */
async function cheerOn(t: TestApp): Promise<number> {
  const id = (await t.call({ method: 'POST', url: '/content/public/cheers', payload: { name: 'Ana', message: 'Go!' } })).json().id as number;
  expect((await t.call({ method: 'PUT', url: `/content/admin/cheers/${id}`, token: await t.login(), payload: { approved: true } })).statusCode).toBe(200);
  return id;
}

const like = async (t: TestApp, headers: Record<string, string> = {}) => t.call({ method: 'POST', url: `/content/public/cheers/${await cheerOn(t)}/like`, headers });
const setCookie = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie'] ?? '');

describe('the visitor cookie', () => {
  it.each([
    ['over HTTPS through a trusted proxy', () => proxied, { 'x-forwarded-proto': 'https' }, true],
    ['over plain HTTP through a trusted proxy', () => proxied, { 'x-forwarded-proto': 'http' }, false],
    ['over plain HTTP', () => direct, {}, false],
    ['when a client that is no trusted proxy claims HTTPS', () => direct, { 'x-forwarded-proto': 'https' }, false],
  ])('is Secure only when the request came over HTTPS: %s', async (_case, app, headers, secure) => {
    const res = await like(app(), headers);
    expect(res.statusCode).toBe(200);
    const cookie = setCookie(res);
    expect(cookie).toMatch(/^asv=[A-Za-z0-9_-]{16,64}; /);
    expect(cookie.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=31536000', 'Path=/', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].sort());
  });

  it('is read among other cookies; a value that is no visitor id gets a new one', async () => {
    const first = await like(direct);
    const id = setCookie(first).split(';')[0]!;
    const cheer = await cheerOn(direct);
    const again = await direct.call({ method: 'POST', url: `/content/public/cheers/${cheer}/like`, headers: { cookie: `theme=dark; ${id}; lang=fr` } });
    expect(again.statusCode).toBe(200);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect((await direct.call({ method: 'POST', url: `/content/public/cheers/${cheer}/like`, headers: { cookie: id } })).statusCode).toBe(202);
    const bad = await like(direct, { cookie: 'asv=short%ZZ' });
    expect(setCookie(bad)).toMatch(/^asv=[A-Za-z0-9_-]{16,64}; /);
  });
});
