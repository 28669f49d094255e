import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  // The family's recruiting board: one row per college program they follow. Private to the admin:
  // nothing here is ever in a public read, a page, the sitemap or a share card. `stage` is checked
  // here too, so a row written by another program cannot hold a stage the board has no column for.
  await db.schema
    .createTable('college')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('division', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('conference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('stage', 'text', (c) =>
      c.notNull().defaultTo('researching').check(sql`stage in ('researching', 'contacted', 'talking', 'visit', 'offer', 'committed', 'declined')`),
    )
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('next_step', 'text', (c) => c.notNull().defaultTo(''))
    // `YYYY-MM-DD`, or null when no date is set.
    .addColumn('next_step_date', 'text')
    // The college link handed to this program; deleting the link leaves the college.
    .addColumn('link_id', 'integer', (c) => c.references('tracked_link.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('college_next_step').on('college').columns(['next_step_date']).execute();

  // The program's coaches: their e-mail addresses are how a contact message finds its college.
  await db.schema
    .createTable('college_coach')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('college_id', 'integer', (c) => c.notNull().references('college.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('college_coach_college').on('college_coach').columns(['college_id', 'position']).execute();
  await db.schema.createIndex('college_coach_email').on('college_coach').expression(sql`lower(email)`).execute();

  // What happened with a program, as the family records it (a call, a camp, a visit, a
  // questionnaire, an offer, an e-mail composed in the kit, a note) and the board's own stage
  // changes. `at` is when it happened (or will: a planned visit is in the future).
  await db.schema
    .createTable('college_event')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('college_id', 'integer', (c) => c.notNull().references('college.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('note', 'call', 'camp', 'visit', 'questionnaire', 'offer', 'email', 'stage')`))
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('from_stage', 'text')
    .addColumn('to_stage', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('college_event_college').on('college_event').columns(['college_id', 'at']).execute();

  // A contact message the family filed under a college by hand (a coach who wrote from another
  // address). Messages from a coach's known address are matched without a row here.
  await db.schema
    .createTable('college_message')
    .addColumn('college_id', 'integer', (c) => c.notNull().references('college.id').onDelete('cascade'))
    .addColumn('message_id', 'integer', (c) => c.notNull().references('contact_message.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('college_message_pk', ['college_id', 'message_id'])
    .modifyEnd(sql`without rowid`)
    .execute();
  await db.schema.createIndex('college_message_message').on('college_message').column('message_id').execute();

  // The secret of the family's private follow-up calendar feed (one per site; changed from the admin).
  await db.schema
    .createTable('college_calendar')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('college_calendar').execute();
  await db.schema.dropTable('college_message').execute();
  await db.schema.dropTable('college_event').execute();
  await db.schema.dropTable('college_coach').execute();
  await db.schema.dropTable('college').execute();
}
