import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { MediaAssetRow, MediaAssetRowUpdate, NewMediaAssetRow } from './media.table';

/** Inserts an asset row. */
export function insertMediaAsset(db: Kysely<DB>, row: NewMediaAssetRow): Promise<MediaAssetRow> {
  return db.insertInto('media_asset').values(row).returningAll().executeTakeFirstOrThrow();
}

/** One asset by id. */
export function findMediaAssetById(db: Kysely<DB>, id: number): Promise<MediaAssetRow | undefined> {
  return db.selectFrom('media_asset').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The stored image with this content hash, if any (the same picture uploaded again). */
export function findImageBySha256(db: Kysely<DB>, sha256: string): Promise<MediaAssetRow | undefined> {
  return db.selectFrom('media_asset').selectAll().where('kind', '=', 'image').where('sha256', '=', sha256).where('status', '=', 'ready').executeTakeFirst();
}

/** The ready image stored at this relative path, if any. */
export function findImageByPath(db: Kysely<DB>, rel: string): Promise<MediaAssetRow | undefined> {
  return db.selectFrom('media_asset').selectAll().where('kind', '=', 'image').where('path', '=', rel).where('status', '=', 'ready').executeTakeFirst();
}

/** Every asset of a kind, newest first. */
export function listMediaAssets(db: Kysely<DB>, kind: 'image' | 'video'): Promise<MediaAssetRow[]> {
  return db.selectFrom('media_asset').selectAll().where('kind', '=', kind).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** Every asset of every kind (for backups: the files each one references). */
export function listAllMediaAssets(db: Kysely<DB>): Promise<MediaAssetRow[]> {
  return db.selectFrom('media_asset').selectAll().orderBy('id').execute();
}

/** Updates an asset; undefined when there is no such id. */
export function updateMediaAsset(db: Kysely<DB>, id: number, patch: MediaAssetRowUpdate): Promise<MediaAssetRow | undefined> {
  return db.updateTable('media_asset').set({ ...patch, updated_at: new Date().toISOString() }).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Deletes an asset row; true when a row was deleted. */
export async function deleteMediaAsset(db: Kysely<DB>, id: number): Promise<boolean> {
  const r = await db.deleteFrom('media_asset').where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/**
 * Deletes the other ready videos with these exact files (the same clip transcoded again, content
 * addressed to the same paths): the library keeps one card, the newest. The files stay, the kept
 * row names them.
 */
export async function deleteOtherReadyVideos(db: Kysely<DB>, sha256: string, keepId: number): Promise<number> {
  const r = await db.deleteFrom('media_asset').where('kind', '=', 'video').where('status', '=', 'ready').where('sha256', '=', sha256).where('id', '!=', keepId).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Assets left queued or processing (a restart interrupted them). */
export function listUnfinishedVideos(db: Kysely<DB>): Promise<MediaAssetRow[]> {
  return db.selectFrom('media_asset').selectAll().where('kind', '=', 'video').where('status', 'in', ['queued', 'processing']).execute();
}
