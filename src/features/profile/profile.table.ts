import type { Generated, Selectable } from 'kysely';

/** The `athlete_profile` table: one row (id 1) holding the profile facts as JSON. */
export interface AthleteProfileTable {
  id: number;
  data: string;
  updated_at: Generated<string>;
}
export type AthleteProfileRow = Selectable<AthleteProfileTable>;

// This feature's tables, merged into the tenant database's type (see src/db/schema.ts).
declare module '../../db/schema' {
  interface DB {
    athlete_profile: AthleteProfileTable;
  }
}
