import type { Locale } from '../../ui/lib/i18n/i18n';

// The one date formatter of the site, for the server (the résumé, the share cards) and the UI
// alike: "Nov 8, 2026", "Fri, Dec 4, 2026, 3:05 PM"; in French "8 nov. 2026", "ven. 4 déc. 2026,
// 15:05". Written by hand rather than with Intl.DateTimeFormat: creating the first one loads
// locale data, a long task on a phone just as a page becomes interactive, and the server's output
// must not depend on the ICU data its Node was built with.

const MONTHS: Record<Locale, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fr: ['janv.', 'f\u00e9vr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'ao\u00fbt', 'sept.', 'oct.', 'nov.', 'd\u00e9c.'],
};
const WEEKDAYS: Record<Locale, string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  fr: ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'],
};

/** Which parts of a date to show. */
export interface DateParts {
  weekday?: 'short';
  month?: 'short';
  day?: 'numeric';
  year?: 'numeric';
  /** The time of day too ("3:05 PM", "15:05", "0:30"), for a timestamp. */
  time?: boolean;
}

/** The usual parts: "Nov 8, 2026". */
export const DAY_MONTH_YEAR: DateParts = { year: 'numeric', month: 'short', day: 'numeric' };

/**
 * Formats a `YYYY-MM-DD` date (as that day, whatever the time zone) or a timestamp (in `timeZone`:
 * the visitor's own by default, or UTC) in `lang`. Anything unreadable is returned as given.
 */
export function formatDate(iso: string | undefined, opts: DateParts = DAY_MONTH_YEAR, lang: Locale = 'en', timeZone: 'local' | 'UTC' = 'local'): string {
  if (!iso) return '';
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const d = new Date(dateOnly ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(d.getTime())) return iso;
  const utc = dateOnly || timeZone === 'UTC';
  const [y, m, day, wd, h, min] = utc
    ? [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCDay(), d.getUTCHours(), d.getUTCMinutes()]
    : [d.getFullYear(), d.getMonth(), d.getDate(), d.getDay(), d.getHours(), d.getMinutes()];
  const month = opts.month ? (MONTHS[lang][m] ?? '') : '';
  const mm = String(min).padStart(2, '0');
  if (lang === 'fr') {
    const date = [opts.day ? String(day) : '', month, opts.year ? String(y) : ''].filter(Boolean).join(' ');
    const withDay = opts.weekday ? `${WEEKDAYS.fr[wd]} ${date}` : date;
    return opts.time && !dateOnly ? `${withDay}, ${h}:${mm}` : withDay;
  }
  const monthDay = [month, opts.day ? String(day) : ''].filter(Boolean).join(' ');
  const date = opts.year ? (monthDay ? `${monthDay}${opts.day ? ',' : ''} ${y}` : String(y)) : monthDay;
  const withDay = opts.weekday ? `${WEEKDAYS.en[wd]}, ${date}` : date;
  return opts.time && !dateOnly ? `${withDay}, ${h % 12 || 12}:${mm} ${h < 12 ? 'AM' : 'PM'}` : withDay;
}
