import { formatDate } from './page';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "12 seconds ago", "5 minutes ago", "3 hours ago", "2 days ago", then a date after 30 days. */
export function relativeTime(iso: string, now = Date.now()): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const diff = Math.max(0, now - t);
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  if (diff < MINUTE) return diff < 5_000 ? 'just now' : plural(Math.floor(diff / 1000), 'second');
  if (diff < HOUR) return plural(Math.floor(diff / MINUTE), 'minute');
  if (diff < DAY) return plural(Math.floor(diff / HOUR), 'hour');
  if (diff <= 30 * DAY) return plural(Math.floor(diff / DAY), 'day');
  return formatDate(iso);
}

/** Whole days and hours until `iso`, never below 0. */
export function countdown(iso: string, now = Date.now()): { days: number; hours: number } {
  const t = Date.parse(iso);
  const diff = Number.isNaN(t) ? 0 : Math.max(0, t - now);
  return { days: Math.floor(diff / DAY), hours: Math.floor((diff % DAY) / HOUR) };
}
