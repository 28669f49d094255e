import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

export async function up(db: Kysely<any>): Promise<void> {
  // The language of the public site's interface (buttons, messages), chosen by the family.
  await db.schema
    .alterTable('site_settings')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en').check(sql`language in ('en', 'fr')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('site_settings').dropColumn('language').execute();
}
