import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  // People who follow the athlete's season by e-mail. An address is `pending` until its owner
  // opens the confirmation link (double opt-in; the token stored as its SHA-256, valid a week),
  // then `confirmed`. `unsubscribe_key` is the secret of the one-click unsubscribe link each e-mail
  // carries. Addresses are private data of the site: no public answer or page shows them.
  await db.schema
    .createTable('follower')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'confirmed')`))
    .addColumn('confirm_hash', 'text', (c) => c.unique())
    .addColumn('confirm_expires_at', 'text')
    .addColumn('unsubscribe_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('confirmed_at', 'text')
    .execute();
  // A publication announced to the followers (a race result, a PR, a press article), at most once
  // each. Its e-mails wait in the outbox until `send_at`; the family may hold them back before.
  await db.schema
    .createTable('announcement')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('race', 'pr', 'press')`))
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('send_at', 'text', (c) => c.notNull())
    .addColumn('held_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('announcement_item', ['kind', 'item_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('announcement').execute();
  await db.schema.dropTable('follower').execute();
}
