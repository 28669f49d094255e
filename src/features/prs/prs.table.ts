import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** The `pr` table; `race_id` links to `race` and is cleared when the race is deleted. */
interface PrTable {
  id: Generated<number>;
  distance: string;
  time_ms: number;
  /** A jump or throw as typed (6.45m, 21-02.5); time_ms is 0 when there is only a mark. */
  mark: string | null;
  date: string | null;
  place: string | null;
  featured: Generated<number>;
  race_id: number | null;
  result_url: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}
export type PrRow = Selectable<PrTable>;
export type NewPrRow = Insertable<PrTable>;
export type PrRowUpdate = Updateable<PrTable>;

// This feature's tables, merged into the tenant database's type (see src/db/schema.ts).
declare module '../../db/schema' {
  interface DB {
    pr: PrTable;
  }
}
