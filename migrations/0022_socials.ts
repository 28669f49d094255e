import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('social_link')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('handle', 'text')
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('gradient', 'text')
    .addColumn('icon_key', 'text')
    .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('social_link').execute();
}
