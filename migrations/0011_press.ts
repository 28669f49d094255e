import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('press')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('source', 'text')
    .addColumn('date', 'text')
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text')
    .addColumn('tag', 'text')
    .addColumn('thumb_url', 'text')
    .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('approved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .execute();
  await db.schema.createIndex('press_approved_order').on('press').columns(['approved', 'rank', 'date']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('press').execute();
}
