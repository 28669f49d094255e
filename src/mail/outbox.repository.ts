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
}

/** Writes a message to the outbox (pending, due now); answers its id. */
export async function enqueueMail(db: Kysely<DB>, mail: OutgoingMail): Promise<number> {
  const row = await db
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
      next_attempt_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
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
