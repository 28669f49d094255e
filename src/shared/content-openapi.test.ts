import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// Every route of upcoming, followed, socials, team, training and coach is in the OpenAPI document
// with its request and response schemas.

let t: TestApp;
let doc: { paths: Record<string, Record<string, { requestBody?: unknown; parameters?: Array<{ in: string; name: string }>; responses?: Record<string, { content?: unknown }> }>> };

beforeAll(async () => {
  t = await createTestApp({ tenants: ['default'] });
  doc = (await t.app.inject({ url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

const ROUTES: Array<[method: string, path: string, body?: true]> = [
  ['get', '/content/public/upcoming'],
  ['get', '/content/admin/upcoming'],
  ['post', '/content/admin/upcoming', true],
  ['put', '/content/admin/upcoming/{id}', true],
  ['delete', '/content/admin/upcoming/{id}'],
  ['get', '/content/public/followed'],
  ['post', '/content/public/followed/{id}/like'],
  ['get', '/content/admin/followed'],
  ['post', '/content/admin/followed', true],
  ['put', '/content/admin/followed/{id}', true],
  ['delete', '/content/admin/followed/{id}'],
  ['get', '/content/public/socials'],
  ['get', '/content/admin/socials'],
  ['post', '/content/admin/socials', true],
  ['put', '/content/admin/socials', true],
  ['put', '/content/admin/socials/{id}', true],
  ['delete', '/content/admin/socials/{id}'],
  ['get', '/content/public/team-members'],
  ['get', '/content/admin/team-member'],
  ['post', '/content/admin/team-member', true],
  ['put', '/content/admin/team-member/{id}', true],
  ['delete', '/content/admin/team-member/{id}'],
  ['patch', '/content/admin/team-member/reorder', true],
  ['get', '/content/public/training-profile'],
  ['get', '/content/admin/training-profile'],
  ['put', '/content/admin/training-profile', true],
  ['post', '/content/admin/training-profile/reset'],
  ['get', '/content/public/coach-notes'],
  ['get', '/content/public/coach-invite/{token}'],
  ['post', '/content/public/coach-invite/{token}/submit', true],
  ['get', '/content/admin/coach-note'],
  ['post', '/content/admin/coach-note', true],
  ['put', '/content/admin/coach-note/{id}', true],
  ['delete', '/content/admin/coach-note/{id}'],
  ['post', '/content/admin/coach-invite', true],
];

describe('OpenAPI document', () => {
  it.each(ROUTES)('documents %s %s with its schemas', (method, path, body) => {
    const op = doc.paths[path]?.[method];
    expect(op, `${method} ${path}`).toBeDefined();
    const ok = Object.entries(op!.responses ?? {}).find(([code]) => code.startsWith('2'));
    expect(ok?.[1].content, 'success response schema').toBeDefined();
    expect(!body || op!.requestBody !== undefined, 'request body schema').toBe(true);
    expect(!path.includes('{') || !!op!.parameters?.some((p) => p.in === 'path'), 'path parameters').toBe(true);
  });
});
