import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TenantUnavailableError, type TenantPool } from '../db/pool';
import type { TenantDatabase } from '../db/database';
import type { TenantDirectory } from '../tenants/tenant-store';
import { AppError } from './errors';
import { HTTP } from './http-messages';
import { TENANT_UNAVAILABLE_CODES, isCorruptionError } from './unavailable';

/** Borrows the tenant's database; a damaged or newer one becomes a 503 `tenant_unavailable`, logged once with the tenant id. */
async function acquireTenant(app: FastifyInstance, request: FastifyRequest, tenantId: string): Promise<{ handle: TenantDatabase; release: () => void }> {
  try {
    return await app.ctx.pool.acquire(tenantId);
  } catch (err) {
    if (!(err instanceof TenantUnavailableError)) throw err;
    if (err.firstReport) request.log.error({ tenant: tenantId, reason: err.reason, detail: err.detail }, `tenant "${tenantId}" is unavailable (${err.reason}): every request to it answers 503 until its database is replaced`);
    throw new AppError(503, 'tenant_unavailable', TENANT_UNAVAILABLE_CODES[err.reason]);
  }
}

/**
 * The tenant of a request from its `x-tenant-id` header and host name: the header's tenant, else the
 * tenant registered for the host, else `default`; undefined when that tenant does not exist. Shared
 * by the routes and the fast answers (fast-answers.ts), so both always pick the same tenant.
 */
export function tenantIdFor(tenants: TenantDirectory, header: string | string[] | undefined, hostname: string | undefined): string | undefined {
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader !== undefined && fromHeader !== '') {
    const id = fromHeader.trim().toLowerCase();
    return tenants.find(id) ? id : undefined;
  }
  const host = (hostname ?? '').replace(/:\d+$/, '').toLowerCase();
  const byHost = host ? tenants.findByHost(host) : undefined;
  if (byHost) return byHost;
  return tenants.find('default') ? 'default' : undefined;
}

/**
 * The tenant a request is for: `x-tenant-id`, else a registered host name, else `default`. When
 * there is none: 421 `misdirected_request` for a host name no tenant has on a server without a
 * `default` tenant (the request was sent to the wrong server), else 404 `tenant_not_found` (an
 * unknown `x-tenant-id`, or a data folder with no tenant yet).
 */
export function resolveTenantId(app: FastifyInstance, request: FastifyRequest): string {
  const header = request.headers['x-tenant-id'];
  const id = tenantIdFor(app.ctx.tenants, header, request.hostname);
  if (id !== undefined) return id;
  const named = (Array.isArray(header) ? header[0] : header) ?? '';
  if (named === '' && app.ctx.tenants.list().length) throw new AppError(421, 'misdirected_request', HTTP.code.misdirected);
  throw new AppError(404, 'tenant_not_found', HTTP.code.unknownTenant);
}

/**
 * Adds the tenant to every request of the scope it is registered in: resolves it, borrows its
 * database from the pool and gives it back when the response is closed (finished or aborted).
 * A successful write also marks the tenant's cached public answers stale.
 */
export async function tenantScope(app: FastifyInstance): Promise<void> {
  const attach = (request: FastifyRequest, reply: FastifyReply, tenantId: string, { handle, release }: { handle: TenantDatabase; release: () => void }): void => {
    request.tenantId = tenantId;
    request.db = handle.db;
    request.tenantDb = handle;
    const write = request.method !== 'GET' && request.method !== 'HEAD';
    reply.raw.once('close', () => {
      if (write && reply.raw.statusCode < 400 && !request.writeSetAside) {
        // The write's own changes are read into the data version by its next reader rather than up
        // to DATA_VERSION_RECHECK_MS later, when they would mark the answers made since stale a second time.
        handle.changed();
        app.ctx.publicCache.bump(tenantId);
      }
      release();
    });
  };
  // A callback hook: an open tenant (nearly every request) is attached without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    let tenantId: string;
    let open: ReturnType<TenantPool['tryAcquireOpen']>;
    try {
      tenantId = resolveTenantId(app, request);
      open = app.ctx.pool.tryAcquireOpen(tenantId);
    } catch (err) {
      return done(err as Error);
    }
    if (open) {
      attach(request, reply, tenantId, open);
      return done();
    }
    acquireTenant(app, request, tenantId).then(
      (borrowed) => {
        attach(request, reply, tenantId, borrowed);
        done();
      },
      (err: Error) => done(err),
    );
  });
  // Damage found by a request (the file was overwritten after it opened): the tenant is closed and
  // refused like one found damaged when it opened; the error handler answers this request 503.
  app.addHook('onError', async (request, _reply, error) => {
    if (!request.tenantId || !isCorruptionError(error)) return;
    if (app.ctx.pool.markCorrupt(request.tenantId, error.message)) {
      request.log.error({ tenant: request.tenantId, reason: 'corrupt', detail: error.message }, `tenant "${request.tenantId}" is unavailable (corrupt): every request to it answers 503 until its database is replaced`);
    }
  });
}
