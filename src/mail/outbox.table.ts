import type { Generated, Selectable } from 'kysely';

/** The `outbox` table: a message waiting to go out (`pending`), accepted by the SMTP server (`sent`), or given up (`failed`). */
interface OutboxTable {
  id: Generated<number>;
  /** The left side of the Message-ID (a random UUID), the same for every attempt. */
  message_key: string;
  /** What the message is for (`contact`, `password_reset`, `test`…): the admin's delivery list shows it. */
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** Extra headers as a JSON object (List-Unsubscribe…). */
  headers: Generated<string>;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: Generated<string>;
  last_error: string | null;
  created_at: Generated<string>;
  sent_at: string | null;
  /** What the message is one of, when many go out for one thing (`announcement:12`): held back or released together. */
  topic: string | null;
}
export type OutboxRow = Selectable<OutboxTable>;

// The outbox's table, merged into the tenant database's type (see src/db/schema.ts).
declare module '../db/schema' {
  interface DB {
    outbox: OutboxTable;
  }
}
