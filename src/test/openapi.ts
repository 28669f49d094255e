import { expect } from 'vitest';
import type { TestApp } from './test-app';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Operation {
  responses: Record<string, unknown>;
  parameters?: Array<{ in: string }>;
  requestBody?: unknown;
  security?: unknown;
}

/**
 * Asserts that the app's OpenAPI document lists each route with a 2xx response, its path parameter,
 * a request body for writes that take one (likes, votes and resets take none), and security on
 * admin routes.
 */
export async function expectRoutesDocumented(t: TestApp, routes: ReadonlyArray<readonly [Method, string]>): Promise<void> {
  const doc = (await t.call({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Partial<Record<Method, Operation>>> };
  for (const [method, path] of routes) {
    const op = doc.paths[path]?.[method];
    expect(op, `${method} ${path}`).toBeDefined();
    if (!op) continue;
    expect(Object.keys(op.responses).some((s) => s.startsWith('2')), `${method} ${path} 2xx`).toBe(true);
    if (path.includes('{id}')) expect(op.parameters?.some((p) => p.in === 'path'), path).toBe(true);
    const bodyless = path.endsWith('/like') || path.endsWith('/vote') || path.endsWith('/reset');
    if (method === 'put' || (method === 'post' && !bodyless)) expect(op.requestBody, `${method} ${path} body`).toBeDefined();
    if (path.startsWith('/content/admin/')) expect(op.security, path).toBeDefined();
  }
}
