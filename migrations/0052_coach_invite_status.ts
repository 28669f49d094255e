import { type Kysely } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

export async function up(db: Kysely<any>): Promise<void> {
  // An invite's life for the admin's list: opened (the coach's page loaded it), revoked (the admin
  // withdrew it). `link_nonce` lets the server derive the link again with its secret key ("copy
  // again") while the database alone still holds no working link; older invites have none.
  await db.schema.alterTable('coach_invite').addColumn('opened_at', 'text').execute();
  await db.schema.alterTable('coach_invite').addColumn('revoked_at', 'text').execute();
  await db.schema.alterTable('coach_invite').addColumn('link_nonce', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('coach_invite').dropColumn('link_nonce').execute();
  await db.schema.alterTable('coach_invite').dropColumn('revoked_at').execute();
  await db.schema.alterTable('coach_invite').dropColumn('opened_at').execute();
}
