import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

export async function up(db: Kysely<any>): Promise<void> {
  // What a recruiter reads in a result: finishing position out of a field, optional splits (a JSON
  // list of {label, time}), and a link to the official result on races and PRs.
  await db.schema.alterTable('race').addColumn('finishing_position', 'integer').execute();
  await db.schema.alterTable('race').addColumn('field_size', 'integer').execute();
  await db.schema.alterTable('race').addColumn('splits', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await db.schema.alterTable('race').addColumn('result_url', 'text').execute();
  await db.schema.alterTable('pr').addColumn('result_url', 'text').execute();
  // The old MileSplit links become result links when they are https (the new field refuses http).
  await sql`UPDATE race SET result_url = milesplit_url WHERE milesplit_url LIKE 'https://%'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pr').dropColumn('result_url').execute();
  for (const column of ['result_url', 'splits', 'field_size', 'finishing_position']) await db.schema.alterTable('race').dropColumn(column).execute();
}
