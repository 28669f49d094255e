import type { AdminContactMessage } from './contact.schema';
import type { ContactMessageRow } from './contact.table';

/** A stored message as the admin reads it. */
export function toAdminContactMessage(r: ContactMessageRow): AdminContactMessage {
  return { id: r.id, name: r.name, email: r.email, school: r.school, message: r.message, read: r.read_at !== null, readAt: r.read_at ?? undefined, createdAt: r.created_at };
}
