import { apiBase, renewExpiredSession } from './api';
import { readToken } from './auth';
import { currentTenantId } from './tenant';

// Image uploads: client checks, then a multipart POST
// through XMLHttpRequest, because fetch cannot report upload progress. No zod here: the coach
// invite page (public bundle) uses this file too.

/** Largest image the server accepts. */
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;
/** An upload that takes longer is abandoned. */
export const UPLOAD_TIMEOUT_MS = 20_000;

/** The spec's upload messages. */
export const UPLOAD_MESSAGES = {
  notAnImage: 'Please select an image file.',
  tooLarge: 'Image is too large. Max 20MB.',
  noFile: 'An upload requires a file.',
  failed: 'Upload failed',
  noSrc: 'Upload failed (no src)',
  invalid: 'Upload failed: invalid response.',
  timedOut: 'Upload timed out',
  noToken: 'Missing admin token. Please sign in.',
  /** Anything else that went wrong on this side (not an answer of the server). */
  unexpected: 'Upload error',
} as const;

/** An upload that did not give an image URL; `message` is what the screen shows. */
export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadError';
  }
}

/** The client-side check of a chosen file: its message, or undefined when it may be sent. */
export function checkImageFile(file: { type: string; size: number } | null | undefined): string | undefined {
  if (!file) return UPLOAD_MESSAGES.noFile;
  if (!file.type.startsWith('image/')) return UPLOAD_MESSAGES.notAnImage;
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
    const head = `${UPLOAD_MESSAGES.failed}: ${status}${statusText ? ` ${statusText}` : ''}`;
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

interface RawAnswer {
  status: number;
  statusText: string;
  body: string;
}

/** One multipart POST of the image, answered as it came (any status). */
function sendImage(path: string, file: File, opts: UploadOptions): Promise<RawAnswer> {
  const token = readToken();
  return new Promise<RawAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBase()}${path}`);
    xhr.timeout = opts.timeoutMs ?? UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('x-tenant-id', currentTenantId());
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) opts.onProgress?.(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, body: xhr.responseText });
    xhr.onerror = () => reject(new UploadError(UPLOAD_MESSAGES.failed));
    xhr.ontimeout = () => reject(new UploadError(UPLOAD_MESSAGES.timedOut));
    xhr.onabort = () => reject(new UploadError(UPLOAD_MESSAGES.failed));
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * Sends one image as multipart field `file` to `path`; resolves to its URL, rejects with an
 * UploadError. An admin upload refused because the session ended waits for the sign-in dialog and
 * is sent again, so the chosen file is not lost.
 */
export async function uploadImage(path: string, file: File, opts: UploadOptions = {}): Promise<string> {
  const problem = checkImageFile(file);
  if (problem) throw new UploadError(problem);
  const admin = opts.requireToken !== false;
  if (admin && !readToken()) throw new UploadError(UPLOAD_MESSAGES.noToken);
  let answer = await sendImage(path, file, opts);
  if (answer.status === 401 && admin && (await renewExpiredSession())) answer = await sendImage(path, file, opts);
  if (answer.status === 401) window.dispatchEvent(new Event('auth:unauthorized'));
  return readUploadAnswer(answer.status, answer.statusText, answer.body);
}
