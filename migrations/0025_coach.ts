import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('coach_invite')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    // SHA-256 of the token, hex: the token itself is only ever in the link.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('coach_name', 'text', (c) => c.notNull())
    .addColumn('coach_email', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .execute();

  await db.schema
    .createTable('coach_note')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('headline', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('about', 'text')
    .addColumn('q_training', 'text')
    .addColumn('q_team', 'text')
    .addColumn('q_surprised', 'text')
    .addColumn('q_hopes', 'text')
    .addColumn('q_future', 'text')
    .addColumn('contact', 'text')
    .addColumn('photo_url', 'text')
    .addColumn('hero_image_url', 'text')
    .addColumn('gallery', 'text', (c) => c.notNull().defaultTo('[]'))
    // Sanitised on write with the coach article policy.
    .addColumn('article_html', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('side_title', 'text')
    .addColumn('side_text', 'text')
    .addColumn('side_image_url', 'text')
    .addColumn('side_tag1', 'text')
    .addColumn('side_tag2', 'text')
    .addColumn('side_tag3', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
    // 'admin' (written in the back office) or 'invite' (submitted by a coach through a link).
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('admin'))
    .addColumn('invite_id', 'integer', (c) => c.references('coach_invite.id').onDelete('set null'))
    // Set each time the note is published; the public list is newest published first.
    .addColumn('published_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .execute();
  await db.schema.createIndex('coach_note_public').on('coach_note').columns(['active', 'published_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('coach_note').execute();
  await db.schema.dropTable('coach_invite').execute();
}
