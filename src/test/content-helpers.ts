import type { TestApp } from './test-app';

/** Every admin route of a feature answers 401 without a token; `routes` as [method, url]. */
export async function expectAllUnauthorized(t: TestApp, routes: Array<[string, string]>): Promise<Array<{ route: string; status: number }>> {
  const wrong: Array<{ route: string; status: number }> = [];
  for (const [method, url] of routes) {
    const res = await t.call({ method: method as 'GET', url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
    if (res.statusCode !== 401) wrong.push({ route: `${method} ${url}`, status: res.statusCode });
  }
  return wrong;
}
