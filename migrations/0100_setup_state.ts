import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

export async function up(db: Kysely<any>): Promise<void> {
  // Where the family is in the first-run setup, for every device they sign in on. Only what the
  // site's data cannot tell is kept: the step they are on, the steps they skipped (a JSON array of
  // step ids), and whether they finished or left the setup and keep the checklist on the live
  // page. Whether a step is done (a name, a photo, a record) is read from the data itself.
  await db.schema
    .createTable('setup_state')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('step', 'text', (c) => c.notNull().defaultTo('name'))
    .addColumn('skipped', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('finished', 'integer', (c) => c.notNull().defaultTo(0).check(sql`finished in (0, 1)`))
    .addColumn('dismissed', 'integer', (c) => c.notNull().defaultTo(0).check(sql`dismissed in (0, 1)`))
    .addColumn('checklist', 'integer', (c) => c.notNull().defaultTo(0).check(sql`checklist in (0, 1)`))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('setup_state').execute();
}
