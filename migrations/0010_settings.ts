import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/** Text settings: '' means "use the built-in default" (resolved on read). */
const TEXT_COLUMNS = [
  'hero_title',
  'hero_subtitle',
  'hero_cta_label',
  'hero_cta_url',
  'hero_cta2_label',
  'hero_cta2_url',
  'title_pr',
  'title_highlights',
  'title_races',
  'title_reports',
  'title_support',
  'desc_support',
  'title_press',
  'desc_press',
  'title_coach_note',
  'title_favorites',
  'title_socials',
  'subtitle_socials',
  'title_training',
  'desc_training',
  'title_upcoming',
  'grad_from',
  'grad_via',
  'grad_to',
  'glass_tint',
  'aurora_a',
  'aurora_b',
];

export async function up(db: Kysely<any>): Promise<void> {
  // One row per tenant database (id is always 1).
  let table = db.schema
    .createTable('site_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('theme_id', 'text')
    .addColumn('theme_key', 'text', (c) => c.notNull().defaultTo('d1'))
    .addColumn('hero_video_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hero_video_poster_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hero_video_playlist', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('cheers_auto_approve', 'integer', (c) => c.notNull().defaultTo(0));
  for (const column of TEXT_COLUMNS) table = table.addColumn(column, 'text', (c) => c.notNull().defaultTo(''));
  await table
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.insertInto('site_settings').values({ id: 1 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_settings').execute();
}
