import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

export async function up(db: Kysely<any>): Promise<void> {
  // Messages sent through the Contact page; the admin reads them in the back office (no e-mail
  // server). `read_at` is null while unread, which is what the badge counts.
  await db.schema
    .createTable('contact_message')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .execute();
  await db.schema.createIndex('contact_message_unread').on('contact_message').column('read_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_message').execute();
}
