import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_user')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .execute();

  await db.schema
    .createTable('race')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('distance', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('time_ms', 'integer', (c) => c.notNull())
    .addColumn('quote', 'text')
    .addColumn('analysis', 'text')
    .addColumn('positives', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('learns', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('next', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('milesplit_url', 'text')
    .addColumn('cover_image', 'text')
    .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .execute();
  await db.schema.createIndex('race_published_order').on('race').columns(['published', 'rank', 'date']).execute();

  await db.schema
    .createTable('pr')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('distance', 'text', (c) => c.notNull())
    .addColumn('time_ms', 'integer', (c) => c.notNull())
    .addColumn('date', 'text')
    .addColumn('place', 'text')
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('race_id', 'integer', (c) => c.references('race.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .execute();
  await db.schema.createIndex('pr_race_id').on('pr').column('race_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pr').execute();
  await db.schema.dropTable('race').execute();
  await db.schema.dropTable('admin_user').execute();
}
