import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

export async function up(db: Kysely<any>): Promise<void> {
  // One distance unit for the whole site, so the training figures never mix miles and kilometres.
  await db.schema
    .alterTable('site_settings')
    .addColumn('distance_unit', 'text', (c) => c.notNull().defaultTo('km').check(sql`distance_unit in ('km', 'mi')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('site_settings').dropColumn('distance_unit').execute();
}
