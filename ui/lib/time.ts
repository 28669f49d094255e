import { locale, plural, type Locale } from './i18n/i18n';
import { t } from './lib.messages';
import { formatDate } from './page';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "12 seconds ago", "5 minutes ago", "3 hours ago", "2 days ago", then a date after 30 days; in
 * French "il y a 3 heures", "à l’instant".
 */
export function relativeTime(iso: string, now = Date.now(), lang: Locale = locale.value): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const diff = Math.max(0, now - at);
  const ago = (n: number, unit: 'second' | 'minute' | 'hour' | 'day') => t(`ago.${unit}.${plural(n, lang)}`, { n }, lang);
  if (diff < MINUTE) return diff < 5_000 ? t('ago.now', {}, lang) : ago(Math.floor(diff / 1000), 'second');
  if (diff < HOUR) return ago(Math.floor(diff / MINUTE), 'minute');
  if (diff < DAY) return ago(Math.floor(diff / HOUR), 'hour');
  if (diff <= 30 * DAY) return ago(Math.floor(diff / DAY), 'day');
  return formatDate(iso, undefined, lang);
}

/** Whole days and hours until `iso`, never below 0. */
export function countdown(iso: string, now = Date.now()): { days: number; hours: number } {
  const t = Date.parse(iso);
  const diff = Number.isNaN(t) ? 0 : Math.max(0, t - now);
  return { days: Math.floor(diff / DAY), hours: Math.floor((diff % DAY) / HOUR) };
}
