import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

/**
 * Media assets of a tenant: uploaded images (with their generated variants) and hero videos
 * (transcoded in the background). `files` lists every stored file, relative to the tenant's media
 * folder, so a backup can check that each referenced file exists; `meta` holds the image variants.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('media_asset')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('image', 'video')`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ready').check(sql`status in ('queued', 'processing', 'ready', 'failed')`))
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('sha256', 'text')
    .addColumn('path', 'text')
    .addColumn('poster_path', 'text')
    .addColumn('files', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('meta', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('duration_ms', 'integer')
    .addColumn('label', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .execute();
  await db.schema.createIndex('media_asset_kind_created').on('media_asset').columns(['kind', 'created_at']).execute();
  await db.schema.createIndex('media_asset_sha256').on('media_asset').columns(['kind', 'sha256']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('media_asset').execute();
}
