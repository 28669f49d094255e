import { LINK_STATS_DAYS, linkPath, type AdminLink, type CreateLinkInput } from './links.schema';
import type { NewTrackedLinkRow, TrackedLinkRow, TrackedLinkVisitRow } from './links.table';

const DAY_MS = 86_400_000;

/** The UTC day (`YYYY-MM-DD`) of an instant. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The `LINK_STATS_DAYS` UTC days that end with `today`, oldest first. */
export function statsDays(today: string): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: LINK_STATS_DAYS }, (_, i) => utcDay(new Date(end - (LINK_STATS_DAYS - 1 - i) * DAY_MS)));
}

/** The row a create body inserts, with its code (the one typed, else a generated one). */
export function toNewRow(input: CreateLinkInput, code: string): NewTrackedLinkRow {
  return { label: input.label, code };
}

/** A link with its counts as the admin reads it: `days` are the stats days, `visits` the rows of those days. */
export function toAdminLink(row: TrackedLinkRow, total: number, days: readonly string[], visits: readonly TrackedLinkVisitRow[]): AdminLink {
  const byDay = new Map(visits.filter((v) => v.link_id === row.id).map((v) => [v.day, v.count]));
  const daily = days.map((d) => byDay.get(d) ?? 0);
  return {
    id: row.id,
    label: row.label,
    code: row.code,
    path: linkPath(row.code),
    total,
    last30: daily.reduce((a, b) => a + b, 0),
    daily,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
