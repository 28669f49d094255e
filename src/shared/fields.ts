import { z } from 'zod';
import { apiMessages, type MessageCode } from './api-messages';
import { isHttpUrl, isSafeLinkUrl, normalizeLink } from './urls';

export { isHttpUrl, isSafeLinkUrl, normalizeLink } from './urls';
export { formatTimeMs, parseTimeToMs } from './race-time';

// Field helpers shared by every feature's schemas and mappers (server and UI import them).
//
// One rule for empty values: a blank optional field is parsed as `undefined`, stored as NULL and
// left out of API answers (`opt` reads it back); an empty list is `[]`. Schemas carry no defaults
// except `rank` on creates: a default inside `.partial()` would fill in fields an update did not
// send, so update bodies use `rankValue` and creates apply their defaults explicitly.

/** The field helpers' own messages (src/shared/api-messages.ts); `{max}` comes from the issue. */
export const FIELDS = apiMessages('fields', {
  maxChars: { en: 'At most {max} characters.', fr: '{max} caractères au maximum.' },
  maxImages: { en: 'At most {max} images.', fr: '{max} images au maximum.' },
  urlTooLong: { en: 'URL is too long.', fr: 'L’URL est trop longue.' },
  httpUrl: { en: 'Please provide a valid http(s) URL.', fr: 'Indiquez une URL http(s) valide.' },
  rank: { en: 'Rank must be an integer.', fr: 'Le rang doit être un nombre entier.' },
  page: { en: 'Page must be a whole number.', fr: 'La page doit être un nombre entier.' },
  take: { en: 'Take must be a whole number.', fr: 'Le nombre d’éléments doit être un nombre entier.' },
});

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * An e-mail address, strictly: `local@domain`, the local part of letters, digits and
 * ``! # $ % & ' * + / = ? ^ _ ` { | } ~ -`` in dot-separated runs, the domain of dot-separated
 * labels of letters, digits and inner hyphens (at least two labels). No space, quote, parenthesis,
 * angle bracket, backslash, comma, semicolon, colon or control character: an address is written
 * into mailto: links, a PDF and headers, where each of those can end a string.
 */
const EMAIL_ADDRESS = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*@[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?)+$/u;

/** True for an e-mail address this site accepts (see EMAIL_ADDRESS): at most 254 characters, 64 before the `@`. */
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && value.indexOf('@') <= 64 && EMAIL_ADDRESS.test(value);
}

/** A required, trimmed string with the message for a missing or blank value. */
export const requiredText = (message: MessageCode, max = 500) =>
  z.string({ error: message }).trim().min(1, message).max(max, FIELDS.code.maxChars);

/** An optional, trimmed string: blank becomes undefined ("empty optional fields omitted"). */
export const optionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max, FIELDS.code.maxChars)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));

/** An optional link: relative or http(s) (a bare `host.tld/path` gets https://, see normalizeLink), else refused with `message`; blank becomes undefined. */
export const optionalLink = (message: MessageCode = FIELDS.code.httpUrl) =>
  z
    .string()
    .trim()
    .overwrite(normalizeLink)
    .max(2048, FIELDS.code.urlTooLong)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || isSafeLinkUrl(v), message);

/**
 * A trimmed link as typed, with a bare `host.tld/path` fixed to https (normalizeLink); the
 * caller adds its own checks. For link fields that do not use the helpers below.
 */
export const linkText = (message?: MessageCode) => z.string(message ? { error: message } : undefined).trim().overwrite(normalizeLink);

/** A `YYYY-MM-DD` date with the given message. */
export const isoDate = (message: MessageCode) =>
  z.string({ error: message }).trim().refine(isIsoDate, message);

/** Lines of text: an array of strings or one string with a line per item; blank lines dropped. */
export const textLines = z
  .union([z.array(z.string().max(500)), z.string().max(10_000)])
  .optional()
  .nullable()
  .transform((v) => (typeof v === 'string' ? v.split(/\r?\n/) : (v ?? [])).map((s) => s.trim()).filter(Boolean).slice(0, 50));

/** A rank without a default, for update bodies (zod 4 applies defaults even inside `.optional()`). */
export const rankValue = z.coerce.number({ error: FIELDS.code.rank }).int(FIELDS.code.rank).min(-1_000_000).max(1_000_000);
/** A rank: an integer, default 0; lower is placed higher. */
export const rank = rankValue.default(0);

/** An integer, also accepted as a numeric string (form inputs), within bounds. */
export const intField = (message: MessageCode, min = -1_000_000, max = 1_000_000) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

/** An optional absolute http(s) URL (a bare host fixed to https); blank becomes undefined. */
export const optionalHttpUrl = (message: MessageCode = FIELDS.code.httpUrl) =>
  z
    .string({ error: message })
    .trim()
    .overwrite(normalizeLink)
    .max(2048, FIELDS.code.urlTooLong)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || isHttpUrl(v), message);

/** A required link: relative or http(s), a bare host fixed to https. */
export const requiredLink = (message: MessageCode, invalid = message) =>
  z.string({ error: message }).trim().overwrite(normalizeLink).min(1, message).max(2048, FIELDS.code.urlTooLong).refine(isSafeLinkUrl, invalid);

/** A list of links (relative or http(s)); blank entries dropped, at most `max`. */
export const linkList = (message: MessageCode, max: number) =>
  z
    .array(z.string({ error: message }).trim().overwrite(normalizeLink).max(2048, FIELDS.code.urlTooLong), { error: message })
    .optional()
    .nullable()
    .transform((v) => (v ?? []).filter(Boolean))
    .refine((v) => v.every(isSafeLinkUrl), message)
    .refine((v) => v.length <= max, { message: FIELDS.code.maxImages, params: { max } });

/** A list of absolute http(s) URLs; blank entries dropped, at most `max`. */
export const httpUrlList = (message: MessageCode, max: number) =>
  z
    .array(z.string({ error: message }).trim().overwrite(normalizeLink).max(2048, FIELDS.code.urlTooLong), { error: message })
    .optional()
    .nullable()
    .transform((v) => (v ?? []).filter(Boolean))
    .refine((v) => v.every(isHttpUrl), message)
    .refine((v) => v.length <= max, { message: FIELDS.code.maxImages, params: { max } });

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
