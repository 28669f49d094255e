import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('upcoming_race')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    // UTC, `YYYY-MM-DDTHH:mm:ss.sssZ`: sorts and compares as text.
    .addColumn('event_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .execute();
  await db.schema.createIndex('upcoming_race_event_at').on('upcoming_race').column('event_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('upcoming_race').execute();
}
