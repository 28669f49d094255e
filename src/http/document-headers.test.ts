import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { apiHeaders } from './conventions';
import { DOCUMENT_CSP_DIRECTIVES, DOCUMENT_HEADERS } from './document-headers';

const SECURITY = /^(content-security-policy|cross-origin-|origin-agent-cluster|referrer-policy|strict-transport-security|x-content-type-options|x-dns-prefetch-control|x-download-options|x-frame-options|x-permitted-cross-domain-policies|x-xss-protection)/;
const securityHeaders = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([k]) => SECURITY.test(k)));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('page security headers', () => {
  it('are exactly the ones @fastify/helmet sets with the same policy (computed once instead of per request)', async () => {
    // The app as it was composed before: the API headers at the root, helmet in the documents' scope.
    const helmeted = Fastify();
    apiHeaders(helmeted);
    const camel = Object.fromEntries(Object.entries(DOCUMENT_CSP_DIRECTIVES).map(([k, v]) => [k.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase()), [...v]]));
    await helmeted.register(async (docs) => {
      await docs.register(fastifyHelmet, {
        contentSecurityPolicy: { useDefaults: false, directives: camel },
        crossOriginEmbedderPolicy: false,
        crossOriginResourcePolicy: { policy: 'same-site' },
      });
      docs.get('/', async () => 'page');
    });
    const reference = securityHeaders((await helmeted.inject({ url: '/' })).headers);
    await helmeted.close();
    expect(securityHeaders(DOCUMENT_HEADERS)).toEqual(reference);
  });

  it('are on pages, on the 404 page and on static files, and not on API answers', async () => {
    for (const url of ['/', '/courses', '/no-such-page']) {
      expect(securityHeaders((await t.call({ method: 'GET', url })).headers), url).toEqual(DOCUMENT_HEADERS);
    }
    const api = (await t.call({ method: 'GET', url: '/content/public/races' })).headers;
    expect(api['content-security-policy']).toBeUndefined();
    expect(api['x-frame-options']).toBe('DENY');
  });
});
