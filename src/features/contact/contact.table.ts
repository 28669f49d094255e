import type { Generated, Insertable, Selectable } from 'kysely';

/** The `contact_message` table: a visitor's message; `read_at` is null while unread. */
interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  /** The school or program the sender wrote from; '' when not given. */
  school: Generated<string>;
  read_at: string | null;
  created_at: Generated<string>;
}
export type ContactMessageRow = Selectable<ContactMessageTable>;
export type NewContactMessageRow = Insertable<ContactMessageTable>;

// This feature's tables, merged into the tenant database's type (see src/db/schema.ts).
declare module '../../db/schema' {
  interface DB {
    contact_message: ContactMessageTable;
  }
}
