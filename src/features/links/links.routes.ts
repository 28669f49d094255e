import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema';
import { adminOnly } from '../auth';
import { conflict, notFound } from '../../http/errors';
import { AdminErrorResponses, adminSecurity } from '../../http/openapi';
import { IdParams, OkSchema, TenantQuery } from '../../http/request-schemas';
import { freeLinkCode } from './link-code';
import { statsDays, toAdminLink, toNewRow, utcDay } from './links.mapper';
import { deleteLink, findLinkByCode, insertLink, listLinks, renameLink, visitDaysSince, visitTotals } from './links.repository';
import { AdminLinkSchema, CreateLinkBody, LINKS, UpdateLinkBody } from './links.schema';
import type { TrackedLinkRow } from './links.table';

const linkNotFound = () => notFound('link_not_found', LINKS.code.notFound);

/** Links with their counts over the stats days that end today (UTC). */
async function withStats(db: Kysely<DB>, rows: TrackedLinkRow[]) {
  const days = statsDays(utcDay(new Date()));
  const [totals, visits] = await Promise.all([visitTotals(db), visitDaysSince(db, days[0]!)]);
  return rows.map((row) => toAdminLink(row, totals.get(row.id) ?? 0, days, visits));
}

/**
 * The admin's per-college links: list with counts, create (code typed or generated), rename,
 * delete. Visits are counted where pages are served (see link-visits.ts), not through the API.
 */
export async function adminLinkRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  adminOnly(r);
  const base = { tags: ['links', 'admin'], security: adminSecurity };
  r.get('/content/admin/links', {
    schema: { ...base, summary: 'Every tracked link with its visits: total, last 30 days and per day', querystring: TenantQuery, response: { 200: z.array(AdminLinkSchema), ...AdminErrorResponses } },
    handler: async (request) => withStats(request.db, await listLinks(request.db)),
  });
  r.post('/content/admin/links', {
    schema: {
      ...base,
      summary: 'Create a tracked link',
      description: 'A blank `code` gets a generated one. 409 `link_code_taken` when another link has the code.',
      querystring: TenantQuery,
      body: CreateLinkBody,
      response: { 201: AdminLinkSchema, ...AdminErrorResponses },
    },
    handler: async (request, reply) => {
      const typed = request.body.code;
      if (typed && (await findLinkByCode(request.db, typed))) throw conflict('link_code_taken', LINKS.code.codeTaken);
      const row = await insertLink(request.db, toNewRow(request.body, typed ?? (await freeLinkCode(request.db))));
      return reply.code(201).send((await withStats(request.db, [row]))[0]!);
    },
  });
  r.put('/content/admin/links/:id', {
    schema: { ...base, summary: 'Rename a tracked link (its code stays)', params: IdParams, querystring: TenantQuery, body: UpdateLinkBody, response: { 200: AdminLinkSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      const row = await renameLink(request.db, request.params.id, request.body.label);
      if (!row) throw linkNotFound();
      return (await withStats(request.db, [row]))[0]!;
    },
  });
  r.delete('/content/admin/links/:id', {
    schema: { ...base, summary: 'Delete a tracked link and its counts (its URL then counts nothing)', params: IdParams, querystring: TenantQuery, response: { 200: OkSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      if (!(await deleteLink(request.db, request.params.id))) throw linkNotFound();
      return { ok: true as const };
    },
  });
}
