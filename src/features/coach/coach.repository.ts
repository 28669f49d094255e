import { createHash, createHmac, randomBytes } from 'node:crypto';
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

/** A new link nonce: 16 random bytes, URL-safe. The token is derived from it (`inviteToken`). */
export function newInviteNonce(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * An invite's token: HMAC-SHA256 of the tenant and the nonce under the install's secret key,
 * URL-safe (256 bits). The server can give the admin the same link again, while a copy of the
 * database alone (a backup, a replica) holds no working link.
 */
export function inviteToken(secret: Uint8Array, tenantId: string, nonce: string): string {
  return createHmac('sha256', secret).update(`coach-invite\0${tenantId}\0${nonce}`, 'utf8').digest('base64url');
}

/** What is stored of a token: its SHA-256, hex, to find the invite a link opens. */
export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Stores an invite (with the token's hash, never the token). */
export function insertCoachInvite(db: Kysely<DB>, row: NewCoachInviteRow): Promise<CoachInviteRow> {
  return db.insertInto('coach_invite').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The invite a token names, whatever its state; undefined for an unknown token. */
export function findInviteByToken(db: Kysely<DB>, token: string): Promise<CoachInviteRow | undefined> {
  return db.selectFrom('coach_invite').selectAll().where('token_hash', '=', hashInviteToken(token)).executeTakeFirst();
}

/**
 * The invite a token opens, if it is known, unused, not revoked and not expired at `now`; else
 * undefined. Used by the submission and the invite photo upload.
 */
export function findValidInvite(db: Kysely<DB>, token: string, now: Date = new Date()): Promise<CoachInviteRow | undefined> {
  return db
    .selectFrom('coach_invite')
    .selectAll()
    .where('token_hash', '=', hashInviteToken(token))
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/** Every invite, newest first. */
export function listCoachInvites(db: Kysely<DB>): Promise<CoachInviteRow[]> {
  return db.selectFrom('coach_invite').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** Notes the first time the coach's page loads an invite (later loads change nothing). */
export async function markInviteOpened(db: Kysely<DB>, id: number, now: Date = new Date()): Promise<void> {
  await db.updateTable('coach_invite').set({ opened_at: now.toISOString() }).where('id', '=', id).where('opened_at', 'is', null).execute();
}

/** Withdraws an open invite; the row after the change, or undefined when there is no such id. */
export async function revokeCoachInvite(db: Kysely<DB>, id: number, now: Date = new Date()): Promise<CoachInviteRow | undefined> {
  await db.updateTable('coach_invite').set({ revoked_at: now.toISOString() }).where('id', '=', id).where('used_at', 'is', null).where('revoked_at', 'is', null).execute();
  return db.selectFrom('coach_invite').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Burns an invite; true when this call burned it (false when it was already used, revoked or has expired). */
export async function burnCoachInvite(db: Kysely<DB>, id: number, now: Date = new Date()): Promise<boolean> {
  const nowIso = now.toISOString();
  const r = await db.updateTable('coach_invite').set({ used_at: nowIso }).where('id', '=', id).where('used_at', 'is', null).where('revoked_at', 'is', null).where('expires_at', '>', nowIso).executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** True when at least one coach note is shown. */
export async function hasActiveCoachNote(db: Kysely<DB>): Promise<boolean> {
  return !!(await db.selectFrom('coach_note').select('id').where('active', '=', 1).limit(1).executeTakeFirst());
}
