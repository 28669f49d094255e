import type { Locale } from './i18n/i18n';
import { formatDate } from './page';

/** A moment as the admin's lists show it (sessions, sign-ins, the audit log): the day in the UI's language and the local time, 24-hour ("Nov 28, 2026, 15:58"). */
export function formatDateTime(iso: string, lang?: Locale): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDate(iso, undefined, lang)}, ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
