import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('team_member')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('quote', 'text')
    .addColumn('portrait_url', 'text', (c) => c.notNull())
    .addColumn('action_url', 'text')
    .addColumn('theme', 'text', (c) => c.notNull().defaultTo('foil'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON array of { distance, time, meet?, date? }: always read and written with the member.
    .addColumn('records', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('team_member').execute();
}
