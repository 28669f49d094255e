import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { insertAuditEntry, pruneAuditLog } from './audit.repository';
import { toNewAuditRow } from './audit.mapper';

// The audit log is written in one place for every feature: a hook on each admin route that
// changes something (any method but GET and HEAD) and on each route marked `config: { audit: true }`
// (the sign-ins), added as the routes are declared. Public reads, the hot path, get no hook at all.
// It runs as the answer is sent (onSend): the status is known, the tenant's database is still
// borrowed, and a failed change (4xx, 5xx) records nothing.

/** How long an entry is kept. */
const AUDIT_KEEP_DAYS = 365;

/** The largest answer read for the id of what was created. */
const MAX_ANSWER_READ = 64 * 1024;

/** The id in a JSON answer (`{ "id": 12, … }`), when there is one. */
function answerIdOf(payload: unknown): string | undefined {
  if (typeof payload !== 'string' || payload.length > MAX_ANSWER_READ || !payload.startsWith('{')) return undefined;
  try {
    const id: unknown = (JSON.parse(payload) as { id?: unknown }).id;
    return typeof id === 'number' || (typeof id === 'string' && /^[\w-]{1,64}$/.test(id)) ? String(id) : undefined;
  } catch {
    return undefined;
  }
}

/** Records the change a successful request made, with who made it; a failure to record is logged, never the request's. */
async function recordChange(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (reply.statusCode >= 400) return payload;
  const actor = request.admin ? { userId: request.admin.userId, email: request.admin.email } : request.audit?.actor;
  if (!actor) return payload;
  const row = toNewAuditRow({
    method: request.method,
    route: request.routeOptions.url ?? request.url.split('?')[0]!,
    params: (request.params ?? {}) as Record<string, unknown>,
    body: request.body,
    answerId: answerIdOf(payload),
    routeSummary: request.routeOptions.schema?.summary ?? '',
    note: request.audit,
    actor,
  });
  try {
    await insertAuditEntry(request.db, row);
    // A year's entries are kept: the older ones go at each sign-in (a few a week, a cheap indexed delete).
    if (row.kind === 'sign-in') await pruneAuditLog(request.db, new Date(Date.now() - AUDIT_KEEP_DAYS * 86_400_000).toISOString());
  } catch (err) {
    request.log.error({ err, tenant: request.tenantId }, 'could not record an admin change in the audit log');
  }
  return payload;
}

const methodsOf = (method: string | string[]): string[] => (Array.isArray(method) ? method : [method]);

/** Adds the audit hook to every admin route that changes something, and to the sign-ins, of the scope (and the scopes in it). */
export function recordAdminChanges(api: FastifyInstance): void {
  api.addHook('onRoute', (route) => {
    const security = route.schema?.security;
    const admin = Array.isArray(security) && security.length > 0;
    const changes = methodsOf(route.method).some((m) => m !== 'GET' && m !== 'HEAD');
    if (!changes || (!admin && route.config?.audit !== true)) return;
    const hooks: onSendHookHandler[] = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? [...route.onSend] : [route.onSend];
    route.onSend = [...hooks, recordChange];
  });
}
