import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { TenantPool } from '../db/pool';
import type { DB } from '../db/schema';
import type { AdminClaims } from '../features/auth/token';
import type { TenantDirectory } from '../tenants/tenant-store';

/** What every part of the app shares: built once by buildApp. */
export interface AppContext {
  config: AppConfig;
  pool: TenantPool;
  tenants: TenantDirectory;
  secret: Uint8Array;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** The tenant this request is for (set by the tenant hook on API routes). */
    tenantId: string;
    /** The tenant's database, borrowed for the request. */
    db: Kysely<DB>;
    /** The signed-in admin, on admin routes. */
    admin?: AdminClaims;
  }
}
