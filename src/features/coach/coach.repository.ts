import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { CoachInviteRow, CoachNoteRow, CoachNoteRowUpdate, NewCoachInviteRow, NewCoachNoteRow } from './coach.table';

// Repository functions take `db` first so they also work inside a transaction. A miss is undefined.

/** Published notes, most recently published first. */
export function listActiveCoachNotes(db: Kysely<DB>): Promise<CoachNoteRow[]> {
  return db.selectFrom('coach_note').selectAll().where('active', '=', 1).orderBy('published_at', 'desc').orderBy('id', 'desc').execute();
}

/** Every note, drafts from invites included, newest first. */
export function listAllCoachNotes(db: Kysely<DB>): Promise<CoachNoteRow[]> {
  return db.selectFrom('coach_note').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** One note by id, published or not. */
export function findCoachNoteById(db: Kysely<DB>, id: number): Promise<CoachNoteRow | undefined> {
  return db.selectFrom('coach_note').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts a note and returns the stored row. */
export function insertCoachNote(db: Kysely<DB>, row: NewCoachNoteRow): Promise<CoachNoteRow> {
  return db.insertInto('coach_note').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Updates a note; undefined when there is no such id. */
export function updateCoachNote(db: Kysely<DB>, id: number, patch: CoachNoteRowUpdate): Promise<CoachNoteRow | undefined> {
  return db.updateTable('coach_note').set({ ...patch, updated_at: new Date().toISOString() }).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Deletes a note; true when a row was deleted. */
export async function deleteCoachNote(db: Kysely<DB>, id: number): Promise<boolean> {
  const r = await db.deleteFrom('coach_note').where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/** A new invite token: 32 random bytes (256 bits), URL-safe. */
export function newInviteToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a token: its SHA-256, hex. A leaked database gives no working link. */
export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Stores an invite (with the token's hash, never the token). */
export function insertCoachInvite(db: Kysely<DB>, row: NewCoachInviteRow): Promise<CoachInviteRow> {
  return db.insertInto('coach_invite').values(row).returningAll().executeTakeFirstOrThrow();
}

/**
 * The invite a token opens, if it is known, unused and not expired at `now`; else undefined.
 * Used by the invite page, the submission and the invite photo upload.
 */
export function findValidInvite(db: Kysely<DB>, token: string, now: Date = new Date()): Promise<CoachInviteRow | undefined> {
  return db
    .selectFrom('coach_invite')
    .selectAll()
    .where('token_hash', '=', hashInviteToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/** Burns an invite; true when this call burned it (false when it was already used or has expired). */
export async function burnCoachInvite(db: Kysely<DB>, id: number, now: Date = new Date()): Promise<boolean> {
  const nowIso = now.toISOString();
  const r = await db.updateTable('coach_invite').set({ used_at: nowIso }).where('id', '=', id).where('used_at', 'is', null).where('expires_at', '>', nowIso).executeTakeFirst();
  return r.numUpdatedRows > 0n;
}
