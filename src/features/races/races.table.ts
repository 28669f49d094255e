import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** The `race` table. Lists are JSON arrays of strings, `splits` a JSON array of {label, time}; booleans are 0/1. */
interface RaceTable {
  id: Generated<number>;
  title: string;
  distance: string;
  date: string;
  place: string;
  time_ms: number;
  /** A jump or throw as typed (6.45m, 21-02.5); time_ms is 0 when there is only a mark. */
  mark: string | null;
  quote: string | null;
  analysis: string | null;
  positives: Generated<string>;
  learns: Generated<string>;
  next: Generated<string>;
  milesplit_url: string | null;
  finishing_position: number | null;
  field_size: number | null;
  splits: Generated<string>;
  result_url: string | null;
  cover_image: string | null;
  rank: Generated<number>;
  published: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}
export type RaceRow = Selectable<RaceTable>;
export type NewRaceRow = Insertable<RaceTable>;
export type RaceRowUpdate = Updateable<RaceTable>;

// This feature's tables, merged into the tenant database's type (see src/db/schema.ts).
declare module '../../db/schema' {
  interface DB {
    race: RaceTable;
  }
}
