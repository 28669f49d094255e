import type { Generated, Selectable } from 'kysely';

/** The `admin_user` table: the people who may edit this tenant's site. */
interface AdminUserTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  /** Raised to revoke every token signed before (a password change or reset). */
  token_generation: Generated<number>;
  created_at: Generated<string>;
}
export type AdminUserRow = Selectable<AdminUserTable>;

/** The `admin_session` table: one row per signed-in session, named by its token's `sid`. */
export interface AdminSessionTable {
  id: string;
  admin_id: number;
  /** How it signed in. */
  method: 'password' | 'totp' | 'recovery_code' | 'passkey';
  user_agent: Generated<string>;
  /** The browser and system, summarised ("Firefox on Windows"). */
  device: Generated<string>;
  /** The client address's network (`203.0.113.0/24`, `2001:db8:5::/48`), never the address. */
  network: Generated<string>;
  created_at: Generated<string>;
  last_seen_at: Generated<string>;
  expires_at: string;
}
export type AdminSessionRow = Selectable<AdminSessionTable>;

/** The `admin_device` table: the browsers an admin has signed in from, by their device cookie's SHA-256. */
interface AdminDeviceTable {
  id: Generated<number>;
  admin_id: number;
  device_hash: string;
  device: Generated<string>;
  first_seen_at: Generated<string>;
  last_seen_at: Generated<string>;
}

/** The `admin_passkey` table: an admin's WebAuthn credentials. */
export interface AdminPasskeyTable {
  id: Generated<number>;
  admin_id: number;
  /** base64url. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: Generated<number>;
  /** A JSON array of transports (`["internal","hybrid"]`). */
  transports: Generated<string>;
  /** The host name it was made for. */
  rp_id: string;
  name: string;
  /** 1 when the authenticator says it is backed up (synced). */
  backed_up: Generated<number>;
  created_at: Generated<string>;
  last_used_at: string | null;
}
export type AdminPasskeyRow = Selectable<AdminPasskeyTable>;

/** The `admin_totp` table: an admin's two-factor secret, on once `enabled_at` is set. */
interface AdminTotpTable {
  /** The admin's id (an INTEGER PRIMARY KEY: SQLite would fill it in, but it is always given). */
  admin_id: Generated<number>;
  /** base32. */
  secret: string;
  enabled_at: string | null;
  /** The time step of the last code accepted. */
  last_step: Generated<number>;
  created_at: Generated<string>;
}
export type AdminTotpRow = Selectable<AdminTotpTable>;

/** The `admin_recovery_code` table: one-time codes, as SHA-256. */
interface AdminRecoveryCodeTable {
  id: Generated<number>;
  admin_id: number;
  code_hash: string;
  used_at: string | null;
  created_at: Generated<string>;
}

// This feature's tables, merged into the tenant database's type (see src/db/schema.ts).
declare module '../../db/schema' {
  interface DB {
    admin_user: AdminUserTable;
    admin_session: AdminSessionTable;
    admin_device: AdminDeviceTable;
    admin_passkey: AdminPasskeyTable;
    admin_totp: AdminTotpTable;
    admin_recovery_code: AdminRecoveryCodeTable;
  }
}
