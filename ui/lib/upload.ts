import { ApiError, uploadRaw, type UploadAnswer } from './api';
import { readToken } from './auth';
import { t } from './lib.messages';

// Image uploads: client checks, then a multipart POST through uploadRaw (lib/api.ts, the same
// URL, headers and 401 handling as every call; XMLHttpRequest for the progress). No zod here: the coach
// invite page (public bundle) uses this file too.

/** Largest image the server accepts. */
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;
/** An upload that takes longer is abandoned. */
const UPLOAD_TIMEOUT_MS = 20_000;

/**
 * The spec's upload messages, each looked up when it is read (the language may change after this
 * module loads): `UPLOAD_MESSAGES.failed` is the English or French text of the moment.
 */
export const UPLOAD_MESSAGES = {
  get notAnImage() {
    return t('upload.notAnImage');
  },
  get tooLarge() {
    return t('upload.tooLarge');
  },
  get noFile() {
    return t('upload.noFile');
  },
  get failed() {
    return t('upload.failed');
  },
  get noSrc() {
    return t('upload.noSrc');
  },
  get invalid() {
    return t('upload.invalid');
  },
  get timedOut() {
    return t('upload.timedOut');
  },
  get noToken() {
    return t('upload.noToken');
  },
  /** Anything else that went wrong on this side (not an answer of the server). */
  get unexpected() {
    return t('upload.unexpected');
  },
};

/** An upload that did not give an image URL; `message` is what the screen shows. */
export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadError';
  }
}

/** What a file input offers: every image, and iPhone photos, which some systems give no image type. */
export const IMAGE_ACCEPT = 'image/*,.heic,.heif';

/**
 * True for an image by its type or, for a HEIC/HEIF photo, by its name: a browser outside Apple's
 * systems gives a .HEIC file no type, or application/octet-stream. The server checks the bytes.
 */
function looksLikeImage(file: { type: string; name?: string }): boolean {
  if (file.type.startsWith('image/')) return true;
  return (file.type === '' || file.type === 'application/octet-stream') && /\.(heic|heif)$/i.test(file.name ?? '');
}

/** The client-side check of a chosen file: its message, or undefined when it may be sent. */
export function checkImageFile(file: { type: string; size: number; name?: string } | null | undefined): string | undefined {
  if (!file) return UPLOAD_MESSAGES.noFile;
  if (!looksLikeImage(file)) return UPLOAD_MESSAGES.notAnImage;
  if (file.size > IMAGE_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return undefined;
}

/**
 * Reads an upload's answer: the image URL (`src`, or `url` from `/admin/media/upload-image`), or an
 * UploadError with the message: 'Upload failed: {status} {text} — {body}' for an error
 * status (body = the server's message when it sent one), 'Upload failed: invalid response.' for
 * a body that is not JSON, the server's `error` when it says ok: false, else 'Upload failed (no src)'.
 */
export function readUploadAnswer(status: number, statusText: string, body: string): string {
  let parsed: unknown;
  try {
    parsed = body ? JSON.parse(body) : undefined;
  } catch {
    parsed = undefined;
  }
  const o = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  if (status < 200 || status >= 300) {
    const detail = typeof o?.message === 'string' && o.message ? o.message : typeof o?.error === 'string' && o.error ? o.error : body.slice(0, 200);
    const head = t('upload.failedStatus', { status: `${status}${statusText ? ` ${statusText}` : ''}` });
    throw new UploadError(detail ? `${head} — ${detail}` : head);
  }
  if (!o) throw new UploadError(UPLOAD_MESSAGES.invalid);
  if (o.ok === false) throw new UploadError(typeof o.error === 'string' && o.error ? o.error : typeof o.message === 'string' && o.message ? o.message : UPLOAD_MESSAGES.failed);
  const url = typeof o.src === 'string' && o.src ? o.src : typeof o.url === 'string' && o.url ? o.url : undefined;
  if (!url) throw new UploadError(UPLOAD_MESSAGES.noSrc);
  return url;
}

/** Options of one upload. */
export interface UploadOptions {
  /** 0–1 as bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Admin uploads need the token; the coach invite upload is authorised by its link instead. */
  requireToken?: boolean;
}

/** Sends one image as multipart field `file` to `path` (see uploadRaw); resolves to its URL, rejects with an UploadError. */
export async function uploadImage(path: string, file: File, opts: UploadOptions = {}): Promise<string> {
  const problem = checkImageFile(file);
  if (problem) throw new UploadError(problem);
  if (opts.requireToken !== false && !readToken()) throw new UploadError(UPLOAD_MESSAGES.noToken);
  const form = new FormData();
  form.append('file', file, file.name);
  const onProgress = opts.onProgress && ((loaded: number, total: number) => opts.onProgress?.(Math.min(1, loaded / total)));
  let answer: UploadAnswer;
  try {
    answer = await uploadRaw(path, form, { onProgress, signal: opts.signal, timeoutMs: opts.timeoutMs ?? UPLOAD_TIMEOUT_MS });
  } catch (err) {
    throw new UploadError(err instanceof ApiError && err.code === 'timeout' ? UPLOAD_MESSAGES.timedOut : UPLOAD_MESSAGES.failed);
  }
  return readUploadAnswer(answer.status, answer.statusText, answer.text);
}
