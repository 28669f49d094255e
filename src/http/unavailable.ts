import type { UnavailableReason } from '../db/pool';
import type { MessageCode } from '../shared/api-messages';
import { HTTP } from './http-messages';

/** What a client reads when its site's database was refused, by reason; the details are in the server log. */
export const TENANT_UNAVAILABLE_CODES: Record<UnavailableReason, MessageCode> = {
  corrupt: HTTP.code.tenantCorrupt,
  newer_schema: HTTP.code.tenantNewerSchema,
};

/** The same in English. */
export const TENANT_UNAVAILABLE_MESSAGES: Record<UnavailableReason, string> = {
  corrupt: HTTP.en.tenantCorrupt,
  newer_schema: HTTP.en.tenantNewerSchema,
};

/** True for SQLite's "the file is damaged" errors, met by a request on a database that was healthy when it opened. */
export function isCorruptionError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB' || (typeof code === 'string' && code.startsWith('SQLITE_CORRUPT_'));
}
