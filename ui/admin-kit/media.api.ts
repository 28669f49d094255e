import type { AssetList, HeroResult, MediaAsset } from '../../src/features/media/media.schema';
import { ApiError, apiErrorOf, request, uploadRaw } from '../lib/api';
import { t } from '../lib/i18n/common.messages';
import { t as tl } from '../lib/lib.messages';

export type { AssetList, MediaAsset };

/** The hero video library, with the hero in use and the server's ffmpeg. */
export const fetchAssets = () => request<AssetList>('/admin/media/assets');
/** One video (its transcoding progress). */
export const fetchAsset = (id: number) => request<MediaAsset>(`/admin/media/assets/${id}`);
/** Starts transcoding an uploaded video with the default settings (docs/admin.md#hero-video). */
export const startTranscode = (tmpPath: string, label?: string) =>
  request<{ ok: true; assetId: number }>('/admin/media/transcode', { method: 'POST', body: { tmpPath, posterAt: 1, crf: 22, maxWidth: 1920, preset: 'veryfast', label: label?.slice(0, 200) } });
/** Makes a ready video the hero. */
export const setHero = (assetId: number) => request<HeroResult>('/admin/media/set-hero', { method: 'POST', body: { assetId } });
/** Removes the hero video. */
export const clearHero = () => request<HeroResult>('/admin/media/clear-hero', { method: 'POST' });
/** Makes an uploaded image the hero (its URL may carry a focal point). */
export const setHeroImage = (src: string) => request<HeroResult>('/admin/media/set-hero-image', { method: 'POST', body: { src } });
/** Deletes a video of the library. */
export const deleteAsset = (id: number) => request<{ ok: true }>(`/admin/media/assets/${id}`, { method: 'DELETE' });

/** Hero video limits and accepted types; the server checks them again by content. */
const VIDEO_MAX_BYTES = 2_000_000_000;
const VIDEO_TYPES = new Set(['video/mp4', 'video/quicktime', 'video/x-m4v']);

/** The refusal of a file the browser already knows is wrong (see docs/admin.md#hero-video), else undefined. */
export function videoFileProblem(file: { type: string; size: number; name: string }): string | undefined {
  const byName = /\.(mp4|m4v|mov)$/i.test(file.name);
  if (file.type ? !VIDEO_TYPES.has(file.type) : !byName) return t('video.type', { type: file.type || t('video.unknownType') });
  if (file.size > VIDEO_MAX_BYTES) return t('video.tooLarge');
  return undefined;
}

/**
 * Uploads a file as multipart field `file` with the byte progress (see uploadRaw). Resolves with
 * the JSON answer; rejects with an ApiError read from the server's error body like any other call.
 */
async function uploadWithProgress<T>(path: string, file: File, onProgress: (loaded: number, total: number) => void, signal?: AbortSignal): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  const answer = await uploadRaw(path, form, { onProgress, signal });
  if (answer.status < 200 || answer.status >= 300) throw apiErrorOf(answer.status, answer.text);
  try {
    return JSON.parse(answer.text) as T;
  } catch {
    throw new ApiError(answer.status, tl('upload.invalid'));
  }
}

/** Uploads a hero video; answers the opaque id to transcode. */
export const uploadVideo = (file: File, onProgress: (loaded: number, total: number) => void, signal?: AbortSignal) =>
  uploadWithProgress<{ ok: true; tmpPath: string }>('/admin/media/upload', file, onProgress, signal);
