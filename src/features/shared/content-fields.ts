import { z } from 'zod';
import { isHttpUrl, isSafeLinkUrl } from './fields';

// Field helpers of the content entities (upcoming, followed, socials, team, training, coach); the
// UI imports them with the schemas. No defaults here: a default inside `.partial()` would fill in
// fields an update did not send, so creates apply their defaults explicitly.

/** An integer, also accepted as a numeric string (form inputs), within bounds. */
export const intField = (message: string, min = -1_000_000, max = 1_000_000) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

/** An optional absolute http(s) URL; blank becomes undefined. */
export const optionalHttpUrl = (message = 'Please provide a valid http(s) URL.') =>
  z
    .string({ error: message })
    .trim()
    .max(2048, 'URL is too long.')
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || isHttpUrl(v), message);

/** A required link: relative or http(s). */
export const requiredLink = (message: string, invalid = message) =>
  z.string({ error: message }).trim().min(1, message).max(2048, 'URL is too long.').refine(isSafeLinkUrl, invalid);

/** A list of links (relative or http(s)); blank entries dropped, at most `max`. */
export const linkList = (message: string, max: number) =>
  z
    .array(z.string({ error: message }).trim().max(2048, 'URL is too long.'), { error: message })
    .optional()
    .nullable()
    .transform((v) => (v ?? []).filter(Boolean))
    .refine((v) => v.every(isSafeLinkUrl), message)
    .refine((v) => v.length <= max, `At most ${max} images.`);

/** A list of absolute http(s) URLs; blank entries dropped, at most `max`. */
export const httpUrlList = (message: string, max: number) =>
  z
    .array(z.string({ error: message }).trim().max(2048, 'URL is too long.'), { error: message })
    .optional()
    .nullable()
    .transform((v) => (v ?? []).filter(Boolean))
    .refine((v) => v.every(isHttpUrl), message)
    .refine((v) => v.length <= max, `At most ${max} images.`);

/** Parses a JSON array column; anything else reads as an empty list. */
export function parseJsonArray<T = string>(json: string): T[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? (v as T[]) : [];
  } catch {
    return [];
  }
}

/** `null` from the database as an omitted field. */
export const opt = (v: string | null | undefined): string | undefined => (v ? v : undefined);

/** Escapes `%`, `_` and `\` for a `LIKE … ESCAPE '\'` pattern. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
