import type { Generated, Insertable, Selectable } from 'kysely';

/** The `follower` table: an address that follows the season by e-mail, `pending` until its owner confirms. Private data of the site. */
interface FollowerTable {
  id: Generated<number>;
  /** Lower case. */
  email: string;
  status: Generated<'pending' | 'confirmed'>;
  /** SHA-256 of the confirmation link's token; null once confirmed. */
  confirm_hash: string | null;
  confirm_expires_at: string | null;
  /** The secret of the one-click unsubscribe link every e-mail carries. */
  unsubscribe_key: string;
  created_at: Generated<string>;
  confirmed_at: string | null;
}
export type FollowerRow = Selectable<FollowerTable>;

/** The `announcement` table: a publication announced to the followers (once per item), its e-mails waiting until `send_at`. */
interface AnnouncementTable {
  id: Generated<number>;
  kind: 'race' | 'pr' | 'press';
  item_id: number;
  title: string;
  recipients: Generated<number>;
  send_at: string;
  held_at: string | null;
  created_at: Generated<string>;
}
export type AnnouncementRow = Selectable<AnnouncementTable>;
export type NewAnnouncementRow = Insertable<AnnouncementTable>;

// This feature's tables, merged into the tenant database's type (see src/db/schema.ts).
declare module '../../db/schema' {
  interface DB {
    follower: FollowerTable;
    announcement: AnnouncementTable;
  }
}
