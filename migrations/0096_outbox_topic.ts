import { type Kysely } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

export async function up(db: Kysely<any>): Promise<void> {
  // What a message belongs to, when it is one of many sent for the same thing (`announcement:12`,
  // the e-mails to the followers about one result): the family can hold those back while they
  // wait, and a follower who leaves is taken out of the ones not sent yet.
  await db.schema.alterTable('outbox').addColumn('topic', 'text').execute();
  await db.schema.createIndex('outbox_topic').on('outbox').columns(['topic', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_topic').execute();
  await db.schema.alterTable('outbox').dropColumn('topic').execute();
}
