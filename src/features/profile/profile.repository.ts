import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AthleteProfileRow } from './profile.table';

// Repository functions take `db` first so they also work inside a transaction. A miss is undefined.

/** The stored profile row, if the profile was ever saved. */
export function findAthleteProfile(db: Kysely<DB>): Promise<AthleteProfileRow | undefined> {
  return db.selectFrom('athlete_profile').selectAll().where('id', '=', 1).executeTakeFirst();
}

/** Writes the profile document (insert or replace) and returns the stored row. */
export function saveAthleteProfile(db: Kysely<DB>, data: string): Promise<AthleteProfileRow> {
  const updated_at = new Date().toISOString();
  return db
    .insertInto('athlete_profile')
    .values({ id: 1, data, updated_at })
    .onConflict((oc) => oc.column('id').doUpdateSet({ data, updated_at }))
    .returningAll()
    .executeTakeFirstOrThrow();
}
