import type { Kysely } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

export async function up(db: Kysely<any>): Promise<void> {
  // The school or program a visitor writes from (optional on the contact form): a coach's message
  // then says which program it is about before it is opened.
  await db.schema.alterTable('contact_message').addColumn('school', 'text', (c) => c.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contact_message').dropColumn('school').execute();
}
