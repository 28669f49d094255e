import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAdminToken } from '../features/auth';
import { createTestApp, type TestApp } from '../test/test-app';

// Every admin route, read from the app's own OpenAPI document (so a new route is covered the day it
// lands): without a valid token of this tenant it answers 401 before its body is parsed or
// validated — never a 400 that describes the payload, never a write.

interface Operation {
  method: string;
  path: string;
  url: string;
}

let t: TestApp;
let operations: Operation[];
let allPaths: string[];
const tokens: Record<string, string | undefined> = {};

beforeAll(async () => {
  t = await createTestApp({ tenants: ['default', 'other'] });
  await t.app.ready();
  const doc = t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
  allPaths = Object.keys(doc.paths);
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => Array.isArray(op.security) && op.security.length > 0)
      .map(([method, _op]) => ({ method: method.toUpperCase(), path, url: path.replace(/\{[^}]+\}/g, '1') })),
  );
  const valid = await t.login('default');
  const [head, payload, signature] = valid.split('.');
  tokens['no token'] = undefined;
  tokens["another tenant's token"] = await t.login('other');
  tokens['an expired token'] = (await signAdminToken(t.app.ctx.secret, { userId: 1, tenantId: 'default', email: 'admin@default.test', generation: 0 }, -60)).token;
  tokens['a bad signature'] = `${head}.${payload}.${signature!.slice(0, -4)}${signature!.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
});
afterAll(async () => t.close());

describe('admin guard', () => {
  it('covers every admin route of the OpenAPI document (each declares its security)', () => {
    expect(operations.length).toBeGreaterThan(40);
    // A route under an admin prefix that forgot to declare its security would escape the table.
    const adminPaths = allPaths.filter((p) => p.startsWith('/content/admin/') || p.startsWith('/admin/'));
    const covered = new Set(operations.map((o) => o.path));
    expect(adminPaths.filter((p) => !covered.has(p))).toEqual([]);
  });

  it('covers the account’s routes: every /auth/ path but the four steps of signing in and the forgotten password’s reset is an admin’s', () => {
    const signingIn = ['/auth/login', '/auth/login/totp', '/auth/passkey/options', '/auth/passkey/login', '/auth/password-reset', '/auth/password-reset/confirm'];
    const covered = new Set(operations.map((o) => `${o.method} ${o.path}`));
    expect(allPaths.filter((p) => p.startsWith('/auth/') && !signingIn.includes(p) && !operations.some((o) => o.path === p))).toEqual([]);
    const account = [
      'POST /auth/logout',
      'PUT /auth/password',
      'GET /auth/sessions',
      'DELETE /auth/sessions/{id}',
      'POST /auth/sessions/end-others',
      'GET /auth/security',
      'POST /auth/totp/setup',
      'POST /auth/totp/enable',
      'POST /auth/totp/disable',
      'POST /auth/totp/recovery-codes',
      'POST /auth/passkeys/options',
      'POST /auth/passkeys',
      'DELETE /auth/passkeys/{id}',
      'GET /content/admin/audit',
    ];
    expect(account.filter((route) => !covered.has(route))).toEqual([]);
  });

  it.each(['no token', "another tenant's token", 'an expired token', 'a bad signature'])('answers 401 with %s, before validating an invalid body, on every admin route', async (kind) => {
    const answers = [];
    for (const op of operations) {
      const withBody = op.method !== 'GET' && op.method !== 'DELETE' && op.method !== 'HEAD';
      const res = await t.call({
        method: op.method as 'GET',
        url: op.url,
        tenant: 'default',
        token: tokens[kind],
        ...(withBody ? { payload: { surely: ['not', 'valid'] }, headers: { 'content-type': 'application/json' } } : {}),
      });
      answers.push({ route: `${op.method} ${op.path}`, status: res.statusCode, error: (res.json() as { error?: string }).error });
    }
    expect(answers.filter((a) => a.status !== 401 || a.error !== 'unauthorized')).toEqual([]);
  });
});
