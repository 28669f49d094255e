import { IMAGE_VARIANTS, type StoredImage, type StoredVariant, type VariantName } from '../../media/images';
import { mediaUrlOf } from '../../media/paths';
import type { TranscodedVideo } from '../../media/video';
import type { MediaAsset, UploadImageResult } from './media.schema';
import type { MediaAssetRow, MediaAssetRowUpdate, NewMediaAssetRow } from './media.table';

// Row ↔ API shapes of the media library: the rows uploads, transcodes and the demo insert, and the
// answers made from them.

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** The row of an uploaded hero video, queued for its transcode. */
export function toNewVideoRow(label: string | undefined): NewMediaAssetRow {
  return { kind: 'video', status: 'queued', error: null, sha256: null, path: null, poster_path: null, width: null, height: null, duration_ms: null, label: label || null };
}

/** The columns of a ready hero video row, from a finished transcode (the queue's and the demo's). */
export function readyVideoColumns(out: TranscodedVideo): Pick<NewMediaAssetRow, 'status' | 'progress' | 'error' | 'sha256' | 'path' | 'poster_path' | 'files' | 'bytes' | 'width' | 'height' | 'duration_ms'> {
  return {
    status: 'ready' as const,
    progress: 100,
    error: null,
    sha256: out.sha256,
    path: out.videoPath,
    poster_path: out.posterPath,
    files: JSON.stringify(out.files),
    bytes: out.bytes,
    width: out.width,
    height: out.height,
    duration_ms: out.durationMs,
  };
}

/** The row of a hero video transcoded at once, ready (the demo's clip). */
export function toReadyVideoRow(out: TranscodedVideo, label: string): NewMediaAssetRow {
  return { kind: 'video', ...readyVideoColumns(out), label };
}

/** The columns of a stored image: a new row's, and what the same picture uploaded again writes anew. */
export function storedImageColumns(stored: StoredImage, label: string): MediaAssetRowUpdate & Pick<NewMediaAssetRow, 'status' | 'sha256' | 'path' | 'files' | 'meta' | 'bytes' | 'width' | 'height' | 'label'> {
  return {
    status: 'ready' as const,
    sha256: stored.sha256,
    path: stored.src,
    files: JSON.stringify(stored.files),
    meta: JSON.stringify({ variants: stored.variants, originalKept: stored.originalKept }),
    bytes: stored.bytes,
    width: stored.width,
    height: stored.height,
    label: label.slice(0, 200) || null,
  };
}

/** The row of a newly stored image. */
export function toNewImageRow(stored: StoredImage, label: string): NewMediaAssetRow {
  return { kind: 'image', error: null, poster_path: null, duration_ms: null, ...storedImageColumns(stored, label) };
}

/** The files a row references, relative to the media folder. */
export function filesOf(row: MediaAssetRow): string[] {
  const list = parseJson<unknown>(row.files, []);
  return Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string') : [];
}

/** The upload answer of a stored image row. */
export function toUploadImageResult(row: MediaAssetRow): UploadImageResult {
  const meta = parseJson<{ variants?: Record<VariantName, StoredVariant> }>(row.meta, {});
  const variants = {} as UploadImageResult['variants'];
  for (const name of Object.keys(IMAGE_VARIANTS) as VariantName[]) {
    const v = meta.variants?.[name];
    variants[name] = v ? { webp: mediaUrlOf(v.webp), avif: mediaUrlOf(v.avif), width: v.width, height: v.height } : { webp: '', avif: '', width: 0, height: 0 };
  }
  return { ok: true, id: row.id, src: mediaUrlOf(row.path ?? ''), width: row.width ?? 0, height: row.height ?? 0, variants };
}

/** A hero video row as the admin's library shows it. */
export function toMediaAsset(row: MediaAssetRow, heroVideoUrl: string, liveProgress?: number): MediaAsset {
  const videoUrl = row.status === 'ready' && row.path ? mediaUrlOf(row.path) : undefined;
  return {
    id: row.id,
    status: row.status,
    progress: Math.max(row.progress, liveProgress ?? 0),
    error: row.error ?? undefined,
    videoUrl,
    posterUrl: row.status === 'ready' && row.poster_path ? mediaUrlOf(row.poster_path) : undefined,
    bytes: row.bytes,
    width: row.width ?? undefined,
    height: row.height ?? undefined,
    durationMs: row.duration_ms ?? undefined,
    label: row.label ?? undefined,
    createdAt: row.created_at,
    active: !!videoUrl && videoUrl === heroVideoUrl,
  };
}
