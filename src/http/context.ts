import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { TenantDatabase } from '../db/database';
import type { TenantPool } from '../db/pool';
import type { DB } from '../db/schema';
import type { AdminClaims } from '../features/auth';
import type { OutboxWorker } from '../mail/outbox-worker';
import type { MediaStore } from '../media/store/media-store';
import type { OpsWatch } from '../ops/ops-watch';
import type { Replicator } from '../ops/replication/replicator';
import type { TenantDirectory } from '../tenants/tenant-store';
import type { PublicCache } from './public-cache';

/**
 * What the audit log records of a request beyond what its route says (src/features/audit): a
 * handler may fill it in. Never a password, token, code or secret.
 */
export interface AuditNote {
  /** The kind of change when the route's method and path do not say it (`sign-in`, `publish`). */
  kind?: string;
  /** A short summary in place of the route's own. */
  summary?: string;
  entity?: string;
  entityId?: string | number;
  /** Who, on a route that is not an admin's (a sign-in). */
  actor?: { userId: number; email: string };
}

/** What every part of the app shares: built once by buildApp. */
export interface AppContext {
  config: AppConfig;
  pool: TenantPool;
  tenants: TenantDirectory;
  secret: Uint8Array;
  publicCache: PublicCache;
  /** Where finished media files live (the data folder or a bucket). */
  media: MediaStore;
  /** Litestream's replication, when the server was started with `--replicate`. */
  replication?: Replicator;
  /** Sends what the tenants' outboxes hold; `configured` is false without SMTP settings (then nothing is written to it). */
  outbox: OutboxWorker;
  /** The server's troubles (a failed scheduled backup, a full disk, a replica behind), told once each to its operator (set by buildApp). */
  opsWatch: OpsWatch;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** True on a route that is not an admin's whose successes the audit log records (a sign-in, which fills in `request.audit`). */
    audit?: boolean;
  }
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** The tenant this request is for (set by the tenant hook on API routes). */
    tenantId: string;
    /** The tenant's database, borrowed for the request. */
    db: Kysely<DB>;
    /** The tenant's open database handle (raw driver access for pragmas and backups). */
    tenantDb: TenantDatabase;
    /** The signed-in admin, on admin routes. */
    admin?: AdminClaims;
    /** What the audit log records of this request beyond what its route says. */
    audit?: AuditNote;
    /**
     * Set by a write whose rows were set aside from the tenant's data version (TenantDatabase's
     * `uncounted` and `tallied`): a cheer waiting for approval, which no public answer shows, or a
     * like or vote, which the answers showing tallies follow by `tallies()`. Its success leaves the
     * tenant's other kept pages and answers current (tenant.ts).
     */
    writeSetAside?: boolean;
  }
}
