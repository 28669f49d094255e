import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cheer')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('emoji', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reply', 'text')
    .addColumn('approved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .execute();
  await db.schema.createIndex('cheer_approved_created').on('cheer').columns(['approved', 'created_at']).execute();

  // One like per browser per cheer: the primary key is the "once" rule.
  await db.schema
    .createTable('cheer_like')
    .addColumn('cheer_id', 'integer', (c) => c.notNull().references('cheer.id').onDelete('cascade'))
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addPrimaryKeyConstraint('cheer_like_pk', ['cheer_id', 'visitor_id'])
    .modifyEnd(sql`without rowid`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cheer_like').execute();
  await db.schema.dropTable('cheer').execute();
}
