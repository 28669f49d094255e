// A full disk (or a quota) is an operator's problem, not the visitor's and not a bug: it gets its
// own answer, 507 Insufficient Storage, with a message that tells the admin what to do.

import { HTTP } from './http-messages';

/** What an admin reads (in English) when a write was refused for lack of space. */
export const STORAGE_FULL_MESSAGE = HTTP.en.storageFull;

const CODES = new Set(['SQLITE_FULL', 'ENOSPC', 'EDQUOT']);
const MESSAGES = /database or disk is full|no space left on device|disk quota exceeded/i;

/** True when `err` (or an error it wraps) says the disk or a quota is full: SQLite's SQLITE_FULL, ENOSPC, EDQUOT. */
export function isStorageFullError(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CODES.has(code)) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
  }
  return false;
}
