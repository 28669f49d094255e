import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { NewRaceRow, RaceRow, RaceRowUpdate } from './races.table';

// Repository functions take `db` first so they also work inside a transaction. A miss is undefined.

/** Published races, best first: rank, then most recent. */
export function listPublishedRaces(db: Kysely<DB>): Promise<RaceRow[]> {
  return db.selectFrom('race').selectAll().where('published', '=', 1).orderBy('rank').orderBy('date', 'desc').orderBy('id', 'desc').execute();
}

/** Every race, for the admin. */
export function listAllRaces(db: Kysely<DB>): Promise<RaceRow[]> {
  return db.selectFrom('race').selectAll().orderBy('rank').orderBy('date', 'desc').orderBy('id', 'desc').execute();
}

/** One race by id, published or not. */
export function findRaceById(db: Kysely<DB>, id: number): Promise<RaceRow | undefined> {
  return db.selectFrom('race').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One published race by id. */
export function findPublishedRaceById(db: Kysely<DB>, id: number): Promise<RaceRow | undefined> {
  return db.selectFrom('race').selectAll().where('id', '=', id).where('published', '=', 1).executeTakeFirst();
}

/** Inserts a race and returns the stored row. */
export function insertRace(db: Kysely<DB>, row: NewRaceRow): Promise<RaceRow> {
  return db.insertInto('race').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Updates a race; undefined when there is no such id. */
export function updateRace(db: Kysely<DB>, id: number, patch: RaceRowUpdate): Promise<RaceRow | undefined> {
  return db
    .updateTable('race')
    .set({ ...patch, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes a race; true when a row was deleted. PRs linked to it keep their data and lose the link. */
export async function deleteRace(db: Kysely<DB>, id: number): Promise<boolean> {
  const r = await db.deleteFrom('race').where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/** The published races' ids and last changes, most recent race first (the sitemap's race pages). */
export function listPublishedRaceChanges(db: Kysely<DB>): Promise<Array<{ id: number; updated_at: string }>> {
  return db.selectFrom('race').select(['id', 'updated_at']).where('published', '=', 1).orderBy('date', 'desc').orderBy('id', 'desc').execute();
}

/** True when at least one race is published. */
export async function hasPublishedRace(db: Kysely<DB>): Promise<boolean> {
  return !!(await db.selectFrom('race').select('id').where('published', '=', 1).limit(1).executeTakeFirst());
}
