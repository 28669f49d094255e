import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

export async function up(db: Kysely<any>): Promise<void> {
  // One row (id 1) holding the profile as a JSON document: it is read and saved as a whole and
  // never queried by field, and its fields follow the editor's wizard.
  await db.schema
    .createTable('training_profile')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('training_profile').execute();
}
