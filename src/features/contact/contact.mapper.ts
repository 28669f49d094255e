import type { AdminContactMessage, ContactMessageInput } from './contact.schema';
import type { ContactMessageRow, NewContactMessageRow } from './contact.table';

/** The row of a visitor's message (the honeypot field is not stored). */
export function toNewRow(input: ContactMessageInput): NewContactMessageRow {
  return { name: input.name, email: input.email, school: input.school, message: input.message };
}

/** A stored message as the admin reads it. */
export function toAdminContactMessage(r: ContactMessageRow): AdminContactMessage {
  return { id: r.id, name: r.name, email: r.email, school: r.school, message: r.message, read: r.read_at !== null, readAt: r.read_at ?? undefined, createdAt: r.created_at };
}
