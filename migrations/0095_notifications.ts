import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  // What happened that the family should hear of (a contact message, a coach's note to approve, a
  // first visit through a college link…): the admin's in-app list. Written in the same transaction
  // as the event; the e-mails it causes go to the outbox in that transaction too. `params` is the
  // event's JSON (names and titles, never a visitor's e-mail address): the list is worded by the
  // reader's interface, in its language.
  await db.schema
    .createTable('notification')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  // Each admin's choice per kind: an e-mail at once, a line in the daily digest, or none. No row:
  // the kind's default. An admin removed takes its choices with it.
  await db.schema
    .createTable('notification_pref')
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admin_user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('instant', 'digest', 'never')`))
    .addPrimaryKeyConstraint('notification_pref_pk', ['admin_id', 'kind'])
    .modifyEnd(sql`without rowid`)
    .execute();
  // The newest notification each admin has seen: the badge counts the ones after it.
  await db.schema
    .createTable('notification_seen')
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admin_user.id').onDelete('cascade'))
    .addColumn('last_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('notification_seen_pk', ['admin_id'])
    .modifyEnd(sql`without rowid`)
    .execute();
  // One row per day the daily round ran (digests, follow-ups due, yesterday's link visits):
  // written in the round's transaction, so a round runs once a day, restarts or not. `last_id` is
  // the newest notification its digests covered; the next digest starts after it.
  await db.schema
    .createTable('notification_daily')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('last_id', 'integer', (c) => c.notNull())
    .addColumn('ran_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notification_daily').execute();
  await db.schema.dropTable('notification_seen').execute();
  await db.schema.dropTable('notification_pref').execute();
  await db.schema.dropTable('notification').execute();
}
