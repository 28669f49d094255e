import { useEffect } from 'react';
import { locale, type Locale } from './i18n/i18n';

/** Sets the document title and description for a page. */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}

// Dates are formatted by hand: creating the first Intl.DateTimeFormat loads locale data, a long
// task on a phone just when the page is becoming interactive.
const MONTHS: Record<Locale, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
};
const WEEKDAYS: Record<Locale, string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  fr: ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'],
};

/** Which parts of a date to show ("Fri, Dec 4, 2026", "Nov 8, 2026", "Nov 2026"; in French "ven. 4 déc. 2026"). */
export interface DateParts {
  weekday?: 'short';
  month?: 'short';
  day?: 'numeric';
  year?: 'numeric';
}

/** Formats a `YYYY-MM-DD` date (in UTC, so the day never shifts) or a timestamp (local time) for display, in the UI's language. */
export function formatDate(iso: string | undefined, opts: DateParts = { year: 'numeric', month: 'short', day: 'numeric' }, lang: Locale = locale.value): string {
  if (!iso) return '';
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const d = new Date(dateOnly ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(d.getTime())) return iso;
  const [y, m, day, wd] = dateOnly ? [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCDay()] : [d.getFullYear(), d.getMonth(), d.getDate(), d.getDay()];
  const month = opts.month ? (MONTHS[lang][m] ?? '') : '';
  if (lang === 'fr') {
    const date = [opts.day ? String(day) : '', month, opts.year ? String(y) : ''].filter(Boolean).join(' ');
    return opts.weekday ? `${WEEKDAYS.fr[wd]} ${date}` : date;
  }
  const monthDay = [month, opts.day ? String(day) : ''].filter(Boolean).join(' ');
  const date = opts.year ? (monthDay ? `${monthDay}${opts.day ? ',' : ''} ${y}` : String(y)) : monthDay;
  return opts.weekday ? `${WEEKDAYS.en[wd]}, ${date}` : date;
}

/** True for an http(s), relative or anchor link; anything else is not followed. */
export function isSafeHref(href: string | undefined): href is string {
  if (!href) return false;
  const v = href.trim();
  if (/^(#|\/(?![/\\])|\.\.?\/|\?)/.test(v)) return true;
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** True for an absolute link to another site (opened in a new tab). */
export function isExternal(href: string): boolean {
  // The server renders without a location: an absolute address counts as another site's.
  if (typeof location === 'undefined') return /^https?:\/\//i.test(href.trim());
  try {
    return new URL(href, location.href).origin !== location.origin;
  } catch {
    return false;
  }
}

/**
 * Scrolls to a home-page section (waiting a moment for it to render), records it as the URL's
 * hash, and moves keyboard focus there so Tab continues from the section.
 */
export function scrollToSection(id: string): void {
  if (typeof window === 'undefined') return;
  history.replaceState(history.state, '', `/#${id}`);
  let tries = 0;
  const go = () => {
    const el = document.getElementById(id);
    if (!el) {
      if (tries++ < 40) setTimeout(go, 50);
      return;
    }
    // Sections not yet near the screen are only estimated (content-visibility in global.css): a
    // jump lays them all out first, or it would land where the estimates put the section.
    document.querySelector('.sections')?.classList.add('is-laid-out');
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
    el.focus({ preventScroll: true });
  };
  requestAnimationFrame(go);
}
