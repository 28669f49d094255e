import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('followed_athlete')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('school', 'text', (c) => c.notNull())
    .addColumn('school_short', 'text')
    .addColumn('intro', 'text')
    .addColumn('bio', 'text')
    .addColumn('body', 'text')
    // JSON array of image URLs, in display order.
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('instagram', 'text')
    .addColumn('tiktok', 'text')
    .addColumn('other_url', 'text')
    .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    // Kept equal to the number of followed_like rows, updated in the like's transaction.
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .execute();
  await db.schema.createIndex('followed_athlete_order').on('followed_athlete').columns(['active', 'rank']).execute();

  // One like per athlete and anonymous visitor id: the primary key makes "once per browser" exact.
  await db.schema
    .createTable('followed_like')
    .addColumn('athlete_id', 'integer', (c) => c.notNull().references('followed_athlete.id').onDelete('cascade'))
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addPrimaryKeyConstraint('followed_like_pk', ['athlete_id', 'visitor_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('followed_like').execute();
  await db.schema.dropTable('followed_athlete').execute();
}
