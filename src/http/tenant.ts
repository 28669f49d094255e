import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** The tenant a request is for: `x-tenant-id`, else a registered host name, else `default`. */
export function resolveTenantId(app: FastifyInstance, request: FastifyRequest): string {
  const header = request.headers['x-tenant-id'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader !== undefined && fromHeader !== '') {
    const id = fromHeader.trim().toLowerCase();
    if (!app.ctx.tenants.find(id)) throw new AppError(404, 'tenant_not_found', 'Unknown tenant.');
    return id;
  }
  const host = (request.hostname ?? '').replace(/:\d+$/, '').toLowerCase();
  const byHost = host ? app.ctx.tenants.findByHost(host) : undefined;
  if (byHost) return byHost;
  if (!app.ctx.tenants.find('default')) throw new AppError(404, 'tenant_not_found', 'Unknown tenant.');
  return 'default';
}

/**
 * Adds the tenant to every request of the scope it is registered in: resolves it, borrows its
 * database from the pool and gives it back when the response is finished (or the client went away).
 */
/**
 * Adds the tenant to every request of the scope it is registered in: resolves it, borrows its
 * database from the pool and gives it back when the response is closed (finished or aborted).
 * A successful write also marks the tenant's cached public answers stale.
 */
export async function tenantScope(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    const tenantId = resolveTenantId(app, request);
    const { handle, release } = app.ctx.pool.tryAcquireOpen(tenantId) ?? (await app.ctx.pool.acquire(tenantId));
    request.tenantId = tenantId;
    request.db = handle.db;
    request.tenantDb = handle;
    const write = request.method !== 'GET' && request.method !== 'HEAD';
    reply.raw.once('close', () => {
      release();
      if (write && reply.raw.statusCode < 400) app.ctx.publicCache.bump(tenantId);
    });
  });
}
