import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

export async function up(db: Kysely<any>): Promise<void> {
  // A link the family hands to one college program (`/?via=<code>`). The code is what travels in
  // the URL, so it is unique and never changes; the label is only for the admin.
  await db.schema
    .createTable('tracked_link')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .execute();
  // One counter per link and UTC day: no visitor, address or cookie is stored, only how many.
  // Deleting a link deletes its counts.
  await db.schema
    .createTable('tracked_link_visit')
    .addColumn('link_id', 'integer', (c) => c.notNull().references('tracked_link.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('tracked_link_visit_pk', ['link_id', 'day'])
    .modifyEnd(sql`without rowid`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tracked_link_visit').execute();
  await db.schema.dropTable('tracked_link').execute();
}
