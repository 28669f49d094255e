import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** The `media_asset` table: uploaded images and hero videos of the tenant. */
interface MediaAssetTable {
  id: Generated<number>;
  kind: 'image' | 'video';
  status: Generated<'queued' | 'processing' | 'ready' | 'failed'>;
  /** Transcoding progress in percent (videos). */
  progress: Generated<number>;
  /** Why processing failed, shown to the admin. */
  error: string | null;
  /** SHA-256 of the uploaded image, or of the transcoded video once done. */
  sha256: string | null;
  /** The main file (image master, video MP4), relative to the media folder. */
  path: string | null;
  poster_path: string | null;
  /** JSON list of every stored file, relative to the media folder. */
  files: Generated<string>;
  /** JSON object: the image variants. */
  meta: Generated<string>;
  bytes: Generated<number>;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
  /** A short label for the library (the upload's file name, never used as a path). */
  label: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}
export type MediaAssetRow = Selectable<MediaAssetTable>;
export type NewMediaAssetRow = Insertable<MediaAssetTable>;
export type MediaAssetRowUpdate = Updateable<MediaAssetTable>;

// This feature's tables, merged into the tenant database's type (see src/db/schema.ts).
declare module '../../db/schema' {
  interface DB {
    media_asset: MediaAssetTable;
  }
}
