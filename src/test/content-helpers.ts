import type { DB } from '../db/schema';
import type { TestApp } from './test-app';

/** The number of rows of a table in a tenant's database (to prove a refused write wrote nothing). */
export async function countRows(t: TestApp, table: keyof DB, tenant = 'default'): Promise<number> {
  const row = await t.app.ctx.pool.with(tenant, (h) => h.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow());
  return Number(row.n);
}

/** Every admin route of a feature answers 401 without a token; `routes` as [method, url]. */
export async function expectAllUnauthorized(t: TestApp, routes: Array<[string, string]>): Promise<Array<{ route: string; status: number }>> {
  const wrong: Array<{ route: string; status: number }> = [];
  for (const [method, url] of routes) {
    const res = await t.call({ method: method as 'GET', url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
    if (res.statusCode !== 401) wrong.push({ route: `${method} ${url}`, status: res.statusCode });
  }
  return wrong;
}
