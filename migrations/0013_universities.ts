import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('university')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('short', 'text')
    .addColumn('site_url', 'text')
    .addColumn('logo_url', 'text', (c) => c.notNull())
    .addColumn('color_a', 'text', (c) => c.notNull())
    .addColumn('color_b', 'text', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vote_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .execute();

  // One vote per browser per university; the visitor index counts a browser's votes (max 3).
  await db.schema
    .createTable('university_vote')
    .addColumn('university_id', 'integer', (c) => c.notNull().references('university.id').onDelete('cascade'))
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addPrimaryKeyConstraint('university_vote_pk', ['university_id', 'visitor_id'])
    .modifyEnd(sql`without rowid`)
    .execute();
  await db.schema.createIndex('university_vote_visitor').on('university_vote').column('visitor_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('university_vote').execute();
  await db.schema.dropTable('university').execute();
}
