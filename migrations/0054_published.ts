import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

export async function up(db: Kysely<any>): Promise<void> {
  // A minor's site stays out of search engines until the family publishes it. A new tenant starts
  // unpublished. A site upgraded with content already on it was public before this switch existed:
  // it stays published, so an upgrade never drops a family's site from search on its own.
  await db.schema
    .alterTable('site_settings')
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0).check(sql`published in (0, 1)`))
    .execute();
  await sql`update site_settings set published = 1 where exists (select 1 from race) or exists (select 1 from pr)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('site_settings').dropColumn('published').execute();
}
