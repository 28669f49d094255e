import { isHttpUrl, normalizeLink } from '../../../src/shared/fields';
import type { Locale } from '../../lib/i18n/i18n';
import type { AdminSocialLink, SocialBatchItem, SocialPlatform } from './socials-admin.api';
import { t as msg } from './socials-admin.messages';

/** A row of the social links editor, as typed; `key` keeps React rows stable, `id` is absent for a new link. */
export interface SocialRow {
  key: string;
  id?: number;
  platform: SocialPlatform;
  name: string;
  handle: string;
  url: string;
  gradient: string;
  iconKey: string;
  rank: number;
  active: boolean;
}

/** Why a row will not be saved (only http(s) URLs are saved; `instagram.com/name` is fixed to https, not dropped), in English. */
export const SOCIAL_DROP_MESSAGE = msg('row.dropped', {}, 'en');

let counter = 0;
const newKey = () => `row-${++counter}`;

/** The rows of the loaded links, in rank order. */
export function socialsToRows(links: AdminSocialLink[]): SocialRow[] {
  return [...links]
    .sort((a, b) => a.rank - b.rank || a.id - b.id)
    .map((l) => ({ key: `id-${l.id}`, id: l.id, platform: l.platform, name: l.name ?? '', handle: l.handle ?? '', url: l.url, gradient: l.gradient ?? '', iconKey: l.iconKey ?? '', rank: l.rank, active: l.active }));
}

/** A new row placed after the others. */
export function newSocialRow(rows: SocialRow[]): SocialRow {
  const rank = rows.reduce((m, r) => Math.max(m, r.rank), -1) + 1;
  return { key: newKey(), platform: 'instagram', name: '', handle: '', url: '', gradient: '', iconKey: '', rank, active: true };
}

/** Moves row `i` to `j` (neighbours): the rows swap places and swap ranks. */
export function swapSocialRows(rows: SocialRow[], i: number, j: number): SocialRow[] {
  if (i < 0 || j < 0 || i >= rows.length || j >= rows.length || i === j) return rows;
  // Ranks that do not already give the shown order (ties, gaps in the wrong direction) are
  // renumbered by position first, so swapping two of them moves exactly those two rows.
  const ordered = rows.every((r, k) => k === 0 || rows[k - 1]!.rank < r.rank);
  const next = ordered ? [...rows] : rows.map((r, k) => ({ ...r, rank: k }));
  const a = next[i]!;
  const b = next[j]!;
  next[i] = { ...b, rank: a.rank };
  next[j] = { ...a, rank: b.rank };
  return next;
}

/** The problem of a row that will be dropped (in the UI's language, or the one given), or undefined when it will be saved. */
export function socialRowProblem(row: SocialRow, lang?: Locale): string | undefined {
  return isHttpUrl(normalizeLink(row.url)) ? undefined : msg('row.dropped', {}, lang);
}

/** The batch body: every row (the server drops and reports non-http(s) ones), trimmed, platform lower-cased. */
export function rowsToBatch(rows: SocialRow[]): SocialBatchItem[] {
  const t = (v: string) => v.trim() || undefined;
  return rows.map((r) => ({
    ...(r.id ? { id: r.id } : {}),
    platform: r.platform.toLowerCase() as SocialPlatform,
    name: t(r.name),
    handle: t(r.handle),
    url: normalizeLink(r.url),
    gradient: t(r.gradient),
    iconKey: t(r.iconKey),
    rank: r.rank,
    active: r.active,
  }));
}
