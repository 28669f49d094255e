import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { TestApp } from './test-app';

/** How many rows a tenant's table holds (to check that a refused request wrote nothing). */
export async function countRows(t: TestApp, table: keyof DB, tenant = 'default'): Promise<number> {
  const row = await t.app.ctx.pool.with(tenant, (h) => h.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow());
  return Number(row.n);
}

/**
 * Runs `fn` on a tenant's database (to arrange rows a test needs, or read them back). Rows written
 * here stand in for API writes, so the tenant's cached public answers are marked stale as an API
 * write would, whatever test ran before.
 */
export async function withDb<T>(t: TestApp, fn: (db: Kysely<DB>) => Promise<T>, tenant = 'default'): Promise<T> {
  try {
    return await t.app.ctx.pool.with(tenant, (h) => fn(h.db));
  } finally {
    t.app.ctx.publicCache.bump(tenant);
  }
}
