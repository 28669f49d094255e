import type { AssetList, HeroResult, MediaAsset, UploadImageResult } from '../../../src/features/media/media.schema';
import { ApiError, apiBase, request } from '../../lib/api';
import { t } from '../../lib/i18n/i18n';
import { readToken } from '../../lib/auth';
import { currentTenantId } from '../../lib/tenant';

export type { AssetList, MediaAsset, UploadImageResult };

/** The hero video library, with the hero in use and the server's ffmpeg. */
export const fetchAssets = () => request<AssetList>('/admin/media/assets');
/** One video (its transcoding progress). */
export const fetchAsset = (id: number) => request<MediaAsset>(`/admin/media/assets/${id}`);
/** Starts transcoding an uploaded video with the spec's settings. */
export const startTranscode = (tmpPath: string, label?: string) =>
  request<{ ok: true; assetId: number }>('/admin/media/transcode', { method: 'POST', body: { tmpPath, posterAt: 1, crf: 22, maxWidth: 1920, preset: 'veryfast', label: label?.slice(0, 200) } });
/** Makes a ready video the hero. */
export const setHero = (assetId: number) => request<HeroResult>('/admin/media/set-hero', { method: 'POST', body: { assetId } });
/** Removes the hero video. */
export const clearHero = () => request<HeroResult>('/admin/media/clear-hero', { method: 'POST' });
/** Deletes a video of the library. */
export const deleteAsset = (id: number) => request<{ ok: true }>(`/admin/media/assets/${id}`, { method: 'DELETE' });

/** Hero video limits and accepted types; the server checks them again by content. */
export const VIDEO_MAX_BYTES = 2_000_000_000;
const VIDEO_TYPES = new Set(['video/mp4', 'video/quicktime', 'video/x-m4v']);

/** The refusal of a file the browser already knows is wrong (see docs/admin.md#hero-video), else undefined. */
export function videoFileProblem(file: { type: string; size: number; name: string }): string | undefined {
  const byName = /\.(mp4|m4v|mov)$/i.test(file.name);
  if (file.type ? !VIDEO_TYPES.has(file.type) : !byName) return t('video.type', { type: file.type || t('video.unknownType') });
  if (file.size > VIDEO_MAX_BYTES) return t('video.tooLarge');
  return undefined;
}

/**
 * Uploads a file as multipart field `file` with XMLHttpRequest, whose upload events give the real
 * byte progress (fetch has none). Resolves with the JSON answer; rejects with an ApiError carrying
 * the server's message.
 */
export function uploadWithProgress<T>(path: string, file: File, onProgress: (loaded: number, total: number) => void, signal?: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBase()}${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('x-tenant-id', currentTenantId());
    const token = readToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded, e.total);
    };
    xhr.onload = () => {
      let body: { message?: unknown; error?: unknown } | undefined;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) return resolve(body as T);
      if (xhr.status === 401) window.dispatchEvent(new Event('auth:unauthorized'));
      const message = typeof body?.message === 'string' && body.message ? body.message : xhr.status ? `Upload failed: ${xhr.status} ${xhr.statusText}` : 'Upload failed: invalid response.';
      reject(new ApiError(xhr.status, message, typeof body?.error === 'string' ? body.error : undefined));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Upload failed', 'network_error'));
    xhr.onabort = () => reject(new ApiError(0, 'Upload cancelled', 'aborted'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** Uploads a hero video; answers the opaque id to transcode. */
export const uploadVideo = (file: File, onProgress: (loaded: number, total: number) => void, signal?: AbortSignal) =>
  uploadWithProgress<{ ok: true; tmpPath: string }>('/admin/media/upload', file, onProgress, signal);
