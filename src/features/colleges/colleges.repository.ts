import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { CollegeCoachRow, CollegeEventRow, CollegeRow, CollegeRowUpdate, NewCollegeCoachRow, NewCollegeEventRow, NewCollegeRow } from './colleges.table';

// Repository functions take `db` first so they also work inside a transaction. A miss is undefined.

/** Every program, by next step: dated ones soonest first, then undated, then by name. */
export function listColleges(db: Kysely<DB>): Promise<CollegeRow[]> {
  return db
    .selectFrom('college')
    .selectAll()
    .orderBy(sql`next_step_date is null`)
    .orderBy('next_step_date')
    .orderBy(sql`name collate nocase`)
    .orderBy('id')
    .execute();
}

/** The programs whose dated next step is due on `day` (`YYYY-MM-DD`) or before, except those committed or declined; soonest first. */
export function listFollowUpsDue(db: Kysely<DB>, day: string): Promise<CollegeRow[]> {
  return db
    .selectFrom('college')
    .selectAll()
    .where('next_step_date', 'is not', null)
    .where('next_step_date', '<=', day)
    .where('stage', 'not in', ['committed', 'declined'])
    .orderBy('next_step_date')
    .orderBy(sql`name collate nocase`)
    .execute();
}

/** The program of an id. */
export function findCollegeById(db: Kysely<DB>, id: number): Promise<CollegeRow | undefined> {
  return db.selectFrom('college').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The program with this name, compared without case (how an import matches rows to programs). */
export function findCollegeByName(db: Kysely<DB>, name: string): Promise<CollegeRow | undefined> {
  return db.selectFrom('college').selectAll().where(sql<boolean>`name = ${name} collate nocase`).orderBy('id').executeTakeFirst();
}

/** Stores a new program. */
export function insertCollege(db: Kysely<DB>, row: NewCollegeRow): Promise<CollegeRow> {
  return db.insertInto('college').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Changes a program; undefined when there is no such id. */
export function updateCollege(db: Kysely<DB>, id: number, patch: CollegeRowUpdate): Promise<CollegeRow | undefined> {
  return db.updateTable('college').set({ ...patch, updated_at: new Date().toISOString() }).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Deletes a program with its coaches, notes and filings; true when a row was deleted. */
export async function deleteCollege(db: Kysely<DB>, id: number): Promise<boolean> {
  const r = await db.deleteFrom('college').where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/** The coaches of these programs, in each program's order. */
export function listCoaches(db: Kysely<DB>, collegeIds?: readonly number[]): Promise<CollegeCoachRow[]> {
  let q = db.selectFrom('college_coach').selectAll();
  if (collegeIds) {
    if (!collegeIds.length) return Promise.resolve([]);
    q = q.where('college_id', 'in', collegeIds);
  }
  return q.orderBy('college_id').orderBy('position').orderBy('id').execute();
}

/** Replaces a program's coaches with these, in this order. */
export async function replaceCoaches(db: Kysely<DB>, collegeId: number, coaches: ReadonlyArray<Omit<NewCollegeCoachRow, 'college_id' | 'position'>>): Promise<void> {
  await db.deleteFrom('college_coach').where('college_id', '=', collegeId).execute();
  if (coaches.length) await db.insertInto('college_coach').values(coaches.map((c, position) => ({ ...c, college_id: collegeId, position }))).execute();
}

/** Records a note or a stage change. */
export function insertEvent(db: Kysely<DB>, row: NewCollegeEventRow): Promise<CollegeEventRow> {
  return db.insertInto('college_event').values(row).returningAll().executeTakeFirstOrThrow();
}

/** A program's notes and stage changes, newest first. */
export function listEvents(db: Kysely<DB>, collegeId: number): Promise<CollegeEventRow[]> {
  return db.selectFrom('college_event').selectAll().where('college_id', '=', collegeId).orderBy('at', 'desc').orderBy('id', 'desc').execute();
}

/** Deletes one of a program's notes (never a stage change: the board's own record); true when one was deleted. */
export async function deleteNote(db: Kysely<DB>, collegeId: number, noteId: number): Promise<boolean> {
  const r = await db.deleteFrom('college_event').where('id', '=', noteId).where('college_id', '=', collegeId).where('kind', '!=', 'stage').executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/** The newest note or stage change of each program, by id. */
export async function lastEventAt(db: Kysely<DB>): Promise<Map<number, string>> {
  const rows = await db.selectFrom('college_event').select(['college_id', (eb) => eb.fn.max('at').as('at')]).groupBy('college_id').execute();
  return new Map(rows.map((r) => [r.college_id, String(r.at)]));
}

/** The planned visits (notes of kind `visit` dated today or later) of every program, soonest first. */
export function listUpcomingVisits(db: Kysely<DB>, fromIso: string): Promise<CollegeEventRow[]> {
  return db.selectFrom('college_event').selectAll().where('kind', '=', 'visit').where('at', '>=', fromIso).orderBy('at').execute();
}

/** The contact messages filed under a program by hand. */
export async function filedMessageIds(db: Kysely<DB>, collegeId: number): Promise<number[]> {
  const rows = await db.selectFrom('college_message').select('message_id').where('college_id', '=', collegeId).execute();
  return rows.map((r) => r.message_id);
}

/** Files a contact message under a program (again is a no-op). */
export async function fileMessage(db: Kysely<DB>, collegeId: number, messageId: number): Promise<void> {
  await db.insertInto('college_message').values({ college_id: collegeId, message_id: messageId }).onConflict((oc) => oc.doNothing()).execute();
}

/** Takes a filed message off a program; true when it was filed there. */
export async function unfileMessage(db: Kysely<DB>, collegeId: number, messageId: number): Promise<boolean> {
  const r = await db.deleteFrom('college_message').where('college_id', '=', collegeId).where('message_id', '=', messageId).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/** Every filing of a message under a program. */
export function listFilings(db: Kysely<DB>): Promise<Array<{ college_id: number; message_id: number }>> {
  return db.selectFrom('college_message').selectAll().execute();
}

/** The follow-up feed's key, if one was made. */
export async function findCalendarKey(db: Kysely<DB>): Promise<string | undefined> {
  return (await db.selectFrom('college_calendar').select('key').where('id', '=', 1).executeTakeFirst())?.key;
}

/** Sets the follow-up feed's key (a new key makes the old address answer 404). */
export async function saveCalendarKey(db: Kysely<DB>, key: string): Promise<void> {
  await db
    .insertInto('college_calendar')
    .values({ id: 1, key })
    .onConflict((oc) => oc.column('id').doUpdateSet({ key, updated_at: new Date().toISOString() }))
    .execute();
}
