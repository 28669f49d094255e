import type { AdminFollower, Announcement } from './followers.schema';
import type { AnnouncementRow, FollowerRow } from './followers.table';

/** A follower as the admin sees it. */
export function toAdminFollower(row: FollowerRow): AdminFollower {
  return { id: row.id, email: row.email, status: row.status, createdAt: row.created_at, ...(row.confirmed_at ? { confirmedAt: row.confirmed_at } : {}) };
}

/** An announcement as the admin sees it, its status at `now`. */
export function toAnnouncement(row: AnnouncementRow, now: number): Announcement {
  const status = row.held_at ? 'held' : Date.parse(row.send_at) > now ? 'waiting' : 'sent';
  return { id: row.id, kind: row.kind, itemId: row.item_id, title: row.title, recipients: row.recipients, status, sendAt: row.send_at, createdAt: row.created_at };
}

/** A CSV cell: quoted, and a value a spreadsheet would run as a formula starts with an apostrophe. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The confirmed followers as CSV: a header, then one line each (address, date confirmed). */
export function followersCsv(rows: readonly FollowerRow[]): string {
  return ['email,confirmed_at', ...rows.map((r) => `${cell(r.email)},${cell(r.confirmed_at ?? '')}`)].join('\r\n') + '\r\n';
}
