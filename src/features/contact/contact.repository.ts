import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ContactMessageRow, NewContactMessageRow } from './contact.table';

// Repository functions take `db` first so they also work inside a transaction. A miss is undefined.

/** Stores a visitor's message; answers its id. */
export async function insertContactMessage(db: Kysely<DB>, row: NewContactMessageRow): Promise<number> {
  return (await db.insertInto('contact_message').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** Every message, newest first. */
export function listContactMessages(db: Kysely<DB>): Promise<ContactMessageRow[]> {
  return db.selectFrom('contact_message').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** The message of an id, if any. */
export function findContactMessage(db: Kysely<DB>, id: number): Promise<ContactMessageRow | undefined> {
  return db.selectFrom('contact_message').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The messages sent from any of these addresses (compared without case) or with any of these ids, newest first. */
export function listMessagesFromOrIds(db: Kysely<DB>, emails: readonly string[], ids: readonly number[]): Promise<ContactMessageRow[]> {
  const lower = [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
  if (!lower.length && !ids.length) return Promise.resolve([]);
  return db
    .selectFrom('contact_message')
    .selectAll()
    .where((eb) => eb.or([...(lower.length ? [eb(sql<string>`lower(email)`, 'in', lower)] : []), ...(ids.length ? [eb('id', 'in', ids)] : [])]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** How many messages are unread. */
export async function countUnreadMessages(db: Kysely<DB>): Promise<number> {
  const r = await db.selectFrom('contact_message').select((eb) => eb.fn.countAll<number>().as('n')).where('read_at', 'is', null).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Marks a message read (now) or unread; undefined when there is no such id. */
export function setMessageRead(db: Kysely<DB>, id: number, read: boolean): Promise<ContactMessageRow | undefined> {
  return db
    .updateTable('contact_message')
    .set({ read_at: read ? new Date().toISOString() : null })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes a message; true when a row was deleted. */
export async function deleteContactMessage(db: Kysely<DB>, id: number): Promise<boolean> {
  const r = await db.deleteFrom('contact_message').where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows > 0n;
}
