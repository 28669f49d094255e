import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { TrainingProfileRow } from './training.table';

// Repository functions take `db` first so they also work inside a transaction. A miss is undefined.

/** The stored profile row, if the profile was ever saved. */
export function findTrainingProfile(db: Kysely<DB>): Promise<TrainingProfileRow | undefined> {
  return db.selectFrom('training_profile').selectAll().where('id', '=', 1).executeTakeFirst();
}

/** Writes the profile document (insert or replace) and returns the stored row. */
export function saveTrainingProfile(db: Kysely<DB>, data: string): Promise<TrainingProfileRow> {
  const updated_at = new Date().toISOString();
  return db
    .insertInto('training_profile')
    .values({ id: 1, data, updated_at })
    .onConflict((oc) => oc.column('id').doUpdateSet({ data, updated_at }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** True when the training profile was written. */
export async function hasTrainingProfile(db: Kysely<DB>): Promise<boolean> {
  return !!(await db.selectFrom('training_profile').select('id').limit(1).executeTakeFirst());
}
