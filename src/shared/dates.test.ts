import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

// The site's one date formatter writes what Intl.DateTimeFormat writes for these parts in English
// (en-US) and French (fr-FR), without loading locale data.

const intl = (lang: 'en-US' | 'fr-FR', opts: Intl.DateTimeFormatOptions, iso: string) => new Intl.DateTimeFormat(lang, opts).format(new Date(iso));

describe('formatDate', () => {
  it('writes a day as Intl does, in both languages, and the same day in every time zone', () => {
    for (const day of ['2026-01-05', '2026-11-28', '2027-02-28']) {
      expect(formatDate(day)).toBe(intl('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }, `${day}T00:00:00Z`));
      expect(formatDate(day, undefined, 'fr')).toBe(intl('fr-FR', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }, `${day}T00:00:00Z`));
      expect(formatDate(day, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })).toBe(intl('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }, `${day}T00:00:00Z`));
    }
  });

  it('adds the time of a timestamp as Intl does, with a weekday or without', () => {
    for (const at of ['2026-11-28T15:05:00', '2026-11-28T00:30:00', '2026-11-28T12:00:00']) {
      const opts = { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' } as const;
      expect(formatDate(at, { month: 'short', day: 'numeric', year: 'numeric', time: true })).toBe(intl('en-US', opts, at));
      expect(formatDate(at, { month: 'short', day: 'numeric', year: 'numeric', time: true }, 'fr')).toBe(intl('fr-FR', opts, at));
      expect(formatDate(at, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', time: true }, 'fr')).toBe(intl('fr-FR', { ...opts, weekday: 'short' }, at));
    }
  });

  it('reads a timestamp in UTC when asked, and leaves what it cannot read as it is', () => {
    expect(formatDate('2026-11-28T23:30:00Z', undefined, 'en', 'UTC')).toBe('Nov 28, 2026');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('2026-11-28', { month: 'short', year: 'numeric' })).toBe('Nov 2026');
  });
});
