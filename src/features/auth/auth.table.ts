import type { Generated, Selectable } from 'kysely';

/** The `admin_user` table: the people who may edit this tenant's site. */
export interface AdminUserTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  created_at: Generated<string>;
}
export type AdminUserRow = Selectable<AdminUserTable>;
