import type { Generated, Selectable } from 'kysely';

/** The `admin_user` table: the people who may edit this tenant's site. */
export interface AdminUserTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  /** Raised to revoke every token signed before (sign-out, password change or reset). */
  token_generation: Generated<number>;
  created_at: Generated<string>;
}
export type AdminUserRow = Selectable<AdminUserTable>;

// This feature's tables, merged into the tenant database's type (see src/db/schema.ts).
declare module '../../db/schema' {
  interface DB {
    admin_user: AdminUserTable;
  }
}
