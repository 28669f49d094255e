import type { Generated, Selectable } from 'kysely';

/** The `training_profile` table: one row (id 1) holding the profile as JSON. */
export interface TrainingProfileTable {
  id: number;
  data: string;
  updated_at: Generated<string>;
}
export type TrainingProfileRow = Selectable<TrainingProfileTable>;
