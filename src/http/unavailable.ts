import type { UnavailableReason } from '../db/pool';

/** What a client reads when its site's database was refused; the details are in the server log. */
export const TENANT_UNAVAILABLE_MESSAGES: Record<UnavailableReason, string> = {
  corrupt: 'This site is unavailable: its database is damaged. The administrator must restore it from a backup (the server log names the site and the problem).',
  newer_schema: 'This site is unavailable: its database was written by a newer version of Athlete.Site. The administrator must upgrade the program.',
};

/** True for SQLite's "the file is damaged" errors, met by a request on a database that was healthy when it opened. */
export function isCorruptionError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB' || (typeof code === 'string' && code.startsWith('SQLITE_CORRUPT_'));
}
