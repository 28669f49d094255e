import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** The `upcoming_race` table; `event_at` is a UTC ISO string, so it sorts and compares as text. */
interface UpcomingRaceTable {
  id: Generated<number>;
  title: string;
  location: string;
  event_at: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}
export type UpcomingRaceRow = Selectable<UpcomingRaceTable>;
export type NewUpcomingRaceRow = Insertable<UpcomingRaceTable>;
export type UpcomingRaceRowUpdate = Updateable<UpcomingRaceTable>;

// This feature's tables, merged into the tenant database's type (see src/db/schema.ts).
declare module '../../db/schema' {
  interface DB {
    upcoming_race: UpcomingRaceTable;
  }
}
