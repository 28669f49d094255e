import type { Generated, Selectable } from 'kysely';

/** The `training_profile` table: one row (id 1) holding the profile as JSON. */
interface TrainingProfileTable {
  /** Always 1, the one row (the repository writes it); an INTEGER PRIMARY KEY, which SQLite would fill in. */
  id: Generated<number>;
  data: string;
  updated_at: Generated<string>;
}
export type TrainingProfileRow = Selectable<TrainingProfileTable>;

// This feature's tables, merged into the tenant database's type (see src/db/schema.ts).
declare module '../../db/schema' {
  interface DB {
    training_profile: TrainingProfileTable;
  }
}
