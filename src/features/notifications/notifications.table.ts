import type { Generated, Selectable } from 'kysely';

/** The `notification` table: one event the admins hear of, its JSON `params` (NotificationEventSchema without the kind). */
interface NotificationTable {
  id: Generated<number>;
  kind: string;
  params: Generated<string>;
  created_at: Generated<string>;
}
export type NotificationRow = Selectable<NotificationTable>;

/** The `notification_pref` table: an admin's mode of one kind (no row: the kind's default). */
interface NotificationPrefTable {
  admin_id: number;
  kind: string;
  mode: 'instant' | 'digest' | 'never';
}

/** The `notification_seen` table: the newest notification an admin has seen. */
interface NotificationSeenTable {
  admin_id: number;
  last_id: Generated<number>;
}

/** The `notification_daily` table: the days the daily round ran, and the newest notification each one's digests covered. */
interface NotificationDailyTable {
  day: string;
  last_id: number;
  ran_at: Generated<string>;
}

// This feature's tables, merged into the tenant database's type (see src/db/schema.ts).
declare module '../../db/schema' {
  interface DB {
    notification: NotificationTable;
    notification_pref: NotificationPrefTable;
    notification_seen: NotificationSeenTable;
    notification_daily: NotificationDailyTable;
  }
}
