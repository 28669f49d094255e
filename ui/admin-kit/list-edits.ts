import type { Locale } from '../lib/i18n/i18n';
import { t } from './admin-kit.messages';

// Optimistic edits of a list (press rows, cheers): apply at once, keep what to restore on failure.

/** The list with one item changed, and the item as it was (to roll back). */
export function patchItem<T extends { id: number }>(items: T[], id: number, patch: Partial<T>): { next: T[]; before: T | undefined } {
  const before = items.find((i) => i.id === id);
  return { next: items.map((i) => (i.id === id ? { ...i, ...patch } : i)), before };
}

/** The list with the given items restored as they were (other changes made meanwhile kept). */
export function restoreItems<T extends { id: number }>(items: T[], saved: T[]): T[] {
  const byId = new Map(saved.map((s) => [s.id, s]));
  return items.map((i) => byId.get(i.id) ?? i);
}

/** The list with the same change applied to every selected item, and those items as they were. */
export function patchMany<T extends { id: number }>(items: T[], ids: ReadonlySet<number>, patch: Partial<T>): { next: T[]; before: T[] } {
  return { next: items.map((i) => (ids.has(i.id) ? { ...i, ...patch } : i)), before: items.filter((i) => ids.has(i.id)) };
}

/** A rank as typed: an integer (blank is 0), else undefined. */
export function parseRank(value: string): number | undefined {
  const v = value.trim();
  if (!v) return 0;
  return /^-?\d{1,7}$/.test(v) ? Number(v) : undefined;
}

/** "Showing 21–40 of 57" for a page of a list. */
export function pageRange(page: number, take: number, count: number, lang?: Locale): string {
  if (count === 0) return t('page.none', {}, lang);
  const from = (page - 1) * take + 1;
  const to = Math.min(count, page * take);
  return t('page.range', { from, to, count }, lang);
}

/** The number of pages of a list (at least 1). */
export const pageCount = (take: number, count: number): number => Math.max(1, Math.ceil(count / take));
