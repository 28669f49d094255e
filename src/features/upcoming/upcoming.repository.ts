import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { NewUpcomingRaceRow, UpcomingRaceRow, UpcomingRaceRowUpdate } from './upcoming.table';

// Repository functions take `db` first so they also work inside a transaction. A miss is undefined.

/** The next `take` races starting at or after `nowIso`, soonest first. */
export function listNextUpcoming(db: Kysely<DB>, nowIso: string, take: number): Promise<UpcomingRaceRow[]> {
  return db.selectFrom('upcoming_race').selectAll().where('event_at', '>=', nowIso).orderBy('event_at').orderBy('id').limit(take).execute();
}

/** Every upcoming race, past ones included, in date order. */
export function listAllUpcoming(db: Kysely<DB>): Promise<UpcomingRaceRow[]> {
  return db.selectFrom('upcoming_race').selectAll().orderBy('event_at').orderBy('id').execute();
}

/** Inserts an upcoming race and returns the stored row. */
export function insertUpcoming(db: Kysely<DB>, row: NewUpcomingRaceRow): Promise<UpcomingRaceRow> {
  return db.insertInto('upcoming_race').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Updates an upcoming race; undefined when there is no such id. */
export function updateUpcoming(db: Kysely<DB>, id: number, patch: UpcomingRaceRowUpdate): Promise<UpcomingRaceRow | undefined> {
  return db.updateTable('upcoming_race').set({ ...patch, updated_at: new Date().toISOString() }).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Deletes an upcoming race; true when a row was deleted. */
export async function deleteUpcoming(db: Kysely<DB>, id: number): Promise<boolean> {
  const r = await db.deleteFrom('upcoming_race').where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/** One upcoming race by id, past or not; undefined when there is none. */
export function findUpcomingById(db: Kysely<DB>, id: number): Promise<UpcomingRaceRow | undefined> {
  return db.selectFrom('upcoming_race').selectAll().where('id', '=', id).executeTakeFirst();
}
