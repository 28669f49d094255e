import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { OutboxRow } from './outbox.table';

// Repository functions take `db` first: `enqueueMail` is meant to run inside the transaction of
// the event that causes the message, so the message and the event are written together or not at all.

/** A message to send, as a feature writes it. */
export interface OutgoingMail {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** What it is one of (`announcement:12`): held back or released with the others. */
  topic?: string;
  /** Not before this time (ISO): the followers' e-mails wait for the family's hold-back window. */
  notBefore?: string;
}

/** The insert of a message into the outbox, to run (enqueueMail) or to compile (a write set aside from the data version). */
export function outboxInsert(db: Kysely<DB>, mail: OutgoingMail) {
  return db
    .insertInto('outbox')
    .values({
      message_key: randomUUID(),
      kind: mail.kind,
      to_address: mail.to,
      reply_to: mail.replyTo ?? null,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      headers: JSON.stringify(mail.headers ?? {}),
      topic: mail.topic ?? null,
      next_attempt_at: mail.notBefore ?? new Date().toISOString(),
    })
    .returning('id');
}

/** Writes a message to the outbox (pending, due now or at `notBefore`); answers its id. */
export async function enqueueMail(db: Kysely<DB>, mail: OutgoingMail): Promise<number> {
  return (await outboxInsert(db, mail).executeTakeFirstOrThrow()).id;
}

/** The pending messages due at `now`, oldest first. */
export function dueMail(db: Kysely<DB>, now: string, limit: number): Promise<OutboxRow[]> {
  return db.selectFrom('outbox').selectAll().where('status', '=', 'pending').where('next_attempt_at', '<=', now).orderBy('next_attempt_at').orderBy('id').limit(limit).execute();
}

/** How many messages wait, and when the next one is due (undefined when none waits). */
export async function pendingMail(db: Kysely<DB>): Promise<{ count: number; nextAt: string | undefined }> {
  const r = await db
    .selectFrom('outbox')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('next_attempt_at').as('next')])
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return { count: Number(r.n), nextAt: r.next === null ? undefined : String(r.next) };
}

/** Marks a message accepted by the SMTP server. */
export async function markSent(db: Kysely<DB>, id: number, at: string): Promise<void> {
  await db.updateTable('outbox').set({ status: 'sent', sent_at: at, last_error: null }).where('id', '=', id).execute();
}

/** Records a failed attempt: tried again at `nextAt`, or given up (`nextAt` undefined). */
export async function markAttemptFailed(db: Kysely<DB>, id: number, error: string, nextAt: string | undefined): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error.slice(0, 500), ...(nextAt ? { next_attempt_at: nextAt } : { status: 'failed' as const }) }))
    .where('id', '=', id)
    .execute();
}

/** The newest messages, for the admin's delivery list. */
export function recentMail(db: Kysely<DB>, limit: number): Promise<OutboxRow[]> {
  return db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

/** Deletes sent messages older than `before` (their bodies are the site's data only while useful). */
export async function pruneSentMail(db: Kysely<DB>, before: string): Promise<number> {
  const r = await db.deleteFrom('outbox').where('status', '!=', 'pending').where('created_at', '<', before).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/**
 * Makes the messages waiting for a retry due now (a restart, or the family fixed its SMTP settings
 * and does not want to wait up to an hour); answers how many. Messages never tried (an
 * announcement's in its hold-back time) keep their time.
 */
export async function retryNow(db: Kysely<DB>, now: string): Promise<number> {
  const r = await db.updateTable('outbox').set({ next_attempt_at: now }).where('status', '=', 'pending').where('attempts', '>', 0).where('next_attempt_at', '>', now).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Deletes the messages of a topic not sent yet (held back); answers how many. */
export async function dropPendingTopic(db: Kysely<DB>, topic: string): Promise<number> {
  const r = await db.deleteFrom('outbox').where('topic', '=', topic).where('status', '=', 'pending').executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Makes the waiting messages of a topic due now (sent without waiting for the end of the hold-back window). */
export async function releaseTopic(db: Kysely<DB>, topic: string, now: string): Promise<number> {
  const r = await db.updateTable('outbox').set({ next_attempt_at: now }).where('topic', '=', topic).where('status', '=', 'pending').where('attempts', '=', 0).where('next_attempt_at', '>', now).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Deletes the messages to one address not sent yet whose topic starts with `prefix` (a follower who left); answers how many. */
export async function dropPendingTo(db: Kysely<DB>, address: string, prefix: string): Promise<number> {
  const r = await db.deleteFrom('outbox').where('to_address', '=', address).where('status', '=', 'pending').where('topic', 'like', `${prefix}%`).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** How many messages wait to go out, and how many were given up, for the admin's e-mail screen. */
export async function outboxCounts(db: Kysely<DB>): Promise<{ pending: number; failed: number }> {
  const rows = await db.selectFrom('outbox').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).where('status', '!=', 'sent').groupBy('status').execute();
  const of = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { pending: of('pending'), failed: of('failed') };
}
