import { beforeAll, describe, expect, it } from 'vitest';
import { loadFrench } from '../test/french';
import { setLocale } from './i18n/i18n';
import { formatDate, isSafeHref } from './page';
import { countdown, relativeTime } from './time';

// French is loaded on demand (the loaders the manifests name), as the app does before it speaks it.
beforeAll(loadFrench);

describe('formatDate', () => {
  it('formats like en-US without Intl', () => {
    expect(formatDate('2026-11-08')).toBe('Nov 8, 2026');
    expect(formatDate('2026-05-30', { year: 'numeric', month: 'short' })).toBe('May 2026');
    expect(formatDate('2026-12-04', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })).toBe('Fri, Dec 4, 2026');
    expect(formatDate('nonsense')).toBe('nonsense');
    expect(formatDate(undefined)).toBe('');
  });
  it('formats in French with French month and day names', () => {
    expect(formatDate('2026-11-08', undefined, 'fr')).toBe('8 nov. 2026');
    expect(formatDate('2026-05-30', { year: 'numeric', month: 'short' }, 'fr')).toBe('mai 2026');
    expect(formatDate('2026-12-04', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }, 'fr')).toBe('ven. 4 déc. 2026');
  });
});

describe('relative times and countdowns', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('says seconds, minutes, hours, days, then a date after 30 days', () => {
    expect(relativeTime('2026-11-22T11:59:58Z', now)).toBe('just now');
    expect(relativeTime('2026-11-22T11:59:30Z', now)).toBe('30 seconds ago');
    expect(relativeTime('2026-11-22T11:59:00Z', now)).toBe('1 minute ago');
    expect(relativeTime('2026-11-22T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTime('2026-11-20T12:00:00Z', now)).toBe('2 days ago');
    expect(relativeTime('2026-10-23T12:00:00Z', now)).toBe('30 days ago');
    expect(relativeTime('2026-10-01T12:00:00Z', now)).toMatch(/^Oct 1, 2026$/);
  });
  it('speaks French', () => {
    expect(relativeTime('2026-11-22T11:59:58Z', now, 'fr')).toBe('à l’instant');
    expect(relativeTime('2026-11-22T11:59:30Z', now, 'fr')).toBe('il y a 30 secondes');
    expect(relativeTime('2026-11-22T11:59:00Z', now, 'fr')).toBe('il y a 1 minute');
    expect(relativeTime('2026-11-22T09:00:00Z', now, 'fr')).toBe('il y a 3 heures');
    expect(relativeTime('2026-11-20T12:00:00Z', now, 'fr')).toBe('il y a 2 jours');
    expect(relativeTime('2026-10-01T12:00:00Z', now, 'fr')).toBe('1 oct. 2026');
    setLocale('fr');
    try {
      expect(relativeTime('2026-11-21T12:00:00Z', now)).toBe('il y a 1 jour');
    } finally {
      setLocale('en');
    }
  });
  it('counts whole days and hours, never below 0', () => {
    expect(countdown('2026-11-25T17:30:00Z', now)).toEqual({ days: 3, hours: 5 });
    expect(countdown('2026-11-20T00:00:00Z', now)).toEqual({ days: 0, hours: 0 });
  });
});

describe('isSafeHref', () => {
  it('follows http(s), relative and anchor links only', () => {
    for (const ok of ['https://example.com', '/courses/1', '#prs', './x']) expect(isSafeHref(ok), ok).toBe(true);
    for (const bad of ['javascript:alert(1)', '//evil.example', 'data:text/html,x', '', undefined]) expect(isSafeHref(bad), String(bad)).toBe(false);
  });
});
