import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

export async function up(db: Kysely<any>): Promise<void> {
  // The family's order of the home page's sections and the ones it hides: a JSON array of
  // { id, shown } in page order; '[]' is the built-in order with every section shown.
  await db.schema
    .alterTable('site_settings')
    .addColumn('home_sections', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  // The universities' public vote counts: a rival program's coach reads them too. A new site
  // starts with them hidden; a site upgraded with universities on it showed them before this
  // switch existed and keeps showing them until the family says otherwise.
  await db.schema
    .alterTable('site_settings')
    .addColumn('show_vote_counts', 'integer', (c) => c.notNull().defaultTo(0).check(sql`show_vote_counts in (0, 1)`))
    .execute();
  await sql`update site_settings set show_vote_counts = 1 where exists (select 1 from university)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('site_settings').dropColumn('show_vote_counts').execute();
  await db.schema.alterTable('site_settings').dropColumn('home_sections').execute();
}
