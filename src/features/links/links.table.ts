import type { Generated, Insertable, Selectable } from 'kysely';

/** The `tracked_link` table: one link per college program, `/?via=<code>`. */
interface TrackedLinkTable {
  id: Generated<number>;
  code: string;
  label: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}
export type TrackedLinkRow = Selectable<TrackedLinkTable>;
export type NewTrackedLinkRow = Insertable<TrackedLinkTable>;

/** The `tracked_link_visit` table: how many page loads arrived through a link on one UTC day. */
interface TrackedLinkVisitTable {
  link_id: number;
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  count: Generated<number>;
}
export type TrackedLinkVisitRow = Selectable<TrackedLinkVisitTable>;

// This feature's tables, merged into the tenant database's type (see src/db/schema.ts).
declare module '../../db/schema' {
  interface DB {
    tracked_link: TrackedLinkTable;
    tracked_link_visit: TrackedLinkVisitTable;
  }
}
