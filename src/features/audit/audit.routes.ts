import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminErrorResponses, adminSecurity } from '../../http/openapi';
import { offsetOf } from '../../shared/paging';
import { adminOnly } from '../auth';
import { toAuditEntry } from './audit.mapper';
import { countAuditEntries, listAuditAdmins, listAuditEntries } from './audit.repository';
import { AuditPageSchema, AuditQuery } from './audit.schema';

/** `GET /content/admin/audit`: the log, newest first, a page at a time, by admin and kind. */
export async function adminAuditRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  adminOnly(r);
  r.get('/content/admin/audit', {
    schema: { tags: ['audit', 'admin'], security: adminSecurity, summary: 'The audit log: who changed what, when (paged, by admin and kind)', querystring: AuditQuery, response: { 200: AuditPageSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      const { admin, kind, page, take } = request.query;
      const filter = { admin, kind };
      const [rows, total, admins] = await Promise.all([listAuditEntries(request.db, filter, offsetOf(page, take), take), countAuditEntries(request.db, filter), listAuditAdmins(request.db)]);
      return { items: rows.map(toAuditEntry), page, take, total, admins };
    },
  });
}
