import type { Generated, Selectable } from 'kysely';

/** The `athlete_profile` table: one row (id 1) holding the profile facts as JSON. */
interface AthleteProfileTable {
  /** Always 1, the one row (the repository writes it); an INTEGER PRIMARY KEY, which SQLite would fill in. */
  id: Generated<number>;
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
