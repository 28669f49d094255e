import { z } from 'zod';
import { apiMessages } from './api-messages';
import { FIELDS } from './fields';
import { normalizeLink } from './urls';

// Official result links: the rule for what is accepted and the name shown on the badge. The UI
// imports this file too, so the admin sees the source's name while pasting the link.

const RESULT_LINK = apiMessages('resultLink', {
  invalid: {
    en: 'The result link must be a full https:// address (http:// and javascript: links are refused).',
    fr: 'Le lien des résultats doit être une adresse https:// complète (les liens http:// et javascript: sont refusés).',
  },
});
/** What a refused result link says, in English. */
export const RESULT_URL_MESSAGE = RESULT_LINK.en.invalid;

/** True for an absolute https URL with a dotted host name. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

const KNOWN_SOURCES: Array<[host: string, name: string]> = [
  ['athletic.net', 'Athletic.net'],
  ['milesplit.com', 'MileSplit'],
  ['tfrrs.org', 'TFRRS'],
  ['worldathletics.org', 'World Athletics'],
];

/** The name of a result's source from its host (a subdomain counts as its site), else the host without `www.`. */
export function resultSourceOf(url: string): string | undefined {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  const known = KNOWN_SOURCES.find(([domain]) => host === domain || host.endsWith(`.${domain}`));
  return known ? known[1] : host.replace(/^www\./, '');
}

/** The link fields of a race's or PR's answer: `resultUrl`, its source's name and the old `milesplit` name. */
export function resultLinkFields(url: string | undefined, legacy?: string | null): { resultUrl?: string; resultSource?: string; milesplit?: string } {
  return { resultUrl: url, resultSource: url ? resultSourceOf(url) : undefined, milesplit: url ?? legacy ?? undefined };
}

/** An optional official result link: https only; blank becomes undefined. */
export const optionalResultUrl = z
  .string({ error: RESULT_LINK.code.invalid })
  .trim()
  .overwrite(normalizeLink)
  .max(2048, FIELDS.code.urlTooLong)
  .optional()
  .nullable()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || isHttpsUrl(v), RESULT_LINK.code.invalid);
