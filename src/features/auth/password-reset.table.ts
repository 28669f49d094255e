import type { Generated, Insertable, Selectable } from 'kysely';

/** The `password_reset` table: a reset link sent by e-mail (its token as SHA-256 only), valid an hour, used once. */
interface PasswordResetTable {
  id: Generated<number>;
  admin_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: Generated<string>;
}
export type PasswordResetRow = Selectable<PasswordResetTable>;
export type NewPasswordResetRow = Insertable<PasswordResetTable>;

// This feature's tables, merged into the tenant database's type (see src/db/schema.ts).
declare module '../../db/schema' {
  interface DB {
    password_reset: PasswordResetTable;
  }
}
