import type { OutboxRow } from '../../mail/outbox.table';
import { NotificationEventSchema, type AdminNotification, type MailDelivery, type NotificationEvent } from './notifications.schema';
import type { NotificationRow } from './notifications.table';

/** A stored notification as its event; undefined for one this version cannot read. */
export function eventOf(kind: string, params: string): NotificationEvent | undefined {
  try {
    const parsed = NotificationEventSchema.safeParse({ ...(JSON.parse(params) as object), kind });
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A notification as the admin's list shows it; undefined for one this version cannot read. */
export function toAdminNotification(row: NotificationRow, lastSeen: number): AdminNotification | undefined {
  const event = eventOf(row.kind, row.params);
  return event && { id: row.id, event, unread: row.id > lastSeen, createdAt: row.created_at };
}

/** A message of the outbox as the e-mail screen lists it (its bodies stay in the outbox). */
export function toMailDelivery(row: OutboxRow): MailDelivery {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    ...(row.last_error && row.status !== 'sent' ? { lastError: row.last_error } : {}),
    createdAt: row.created_at,
    ...(row.sent_at ? { sentAt: row.sent_at } : {}),
    ...(row.status === 'pending' ? { nextAttemptAt: row.next_attempt_at } : {}),
  };
}
