import type { Insertable } from 'kysely';
import type { AdminPasskey, AdminSession } from './auth.schema';
import type { AdminPasskeyRow, AdminPasskeyTable, AdminSessionRow } from './auth.table';

/** A session row as the admin's session list shows it. */
export function toSession(row: AdminSessionRow, currentId: string): AdminSession {
  return {
    id: row.id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    userAgent: row.user_agent,
    device: row.device,
    network: row.network,
    method: row.method,
    current: row.id === currentId,
  };
}

/** A passkey row as the security screen shows it (never its key). */
export function toPasskey(row: AdminPasskeyRow): AdminPasskey {
  return { id: row.id, name: row.name, host: row.rp_id, backedUp: row.backed_up === 1, createdAt: row.created_at, lastUsedAt: row.last_used_at };
}

/** What a verified registration gives, as the passkey's new row is made from it. */
export interface NewPasskey {
  adminId: number;
  name: string;
  rpId: string;
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: readonly string[];
  backedUp: boolean;
}

/** The insert row of a verified passkey. */
export function toNewPasskeyRow(p: NewPasskey): Insertable<AdminPasskeyTable> {
  return {
    admin_id: p.adminId,
    name: p.name,
    rp_id: p.rpId,
    credential_id: p.credentialId,
    public_key: Buffer.from(p.publicKey).toString('base64url'),
    counter: p.counter,
    transports: JSON.stringify(p.transports),
    backed_up: p.backedUp ? 1 : 0,
    last_used_at: null,
  };
}
