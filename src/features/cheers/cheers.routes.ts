import type { FastifyInstance } from 'fastify';
import { IdParams, OkSchema } from '../../http/request-schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { batchedWrite } from '../../db/write-batch';
import { adminOnly } from '../auth';
import { notFound } from '../../http/errors';
import { AdminErrorResponses, ErrorResponses, ErrorSchema, adminSecurity } from '../../http/openapi';
import { publicWriteLimit } from '../../http/rate-limit';
import { visitorIdOf } from '../../http/visitor';
import { offsetOf } from '../../shared/paging';
import { isCheersAutoApprove } from '../settings';
import { countCheers, deleteCheer, insertVisitorCheer, insertWaitingCheer, likeCheer, listApprovedCheers, listCheers, updateCheer } from './cheers.repository';
import { AdminCheerListSchema, CHEERS, AdminCheerSchema, AdminCheersQuery, CheerLikeResultSchema, CheerSchema, CreateCheerBody, PublicCheersQuery, UpdateCheerBody } from './cheers.schema';
import { sendCachedJson } from '../../http/public-cache';
import { toAdminCheer, toNewRow, toPublicCheer, toRow } from './cheers.mapper';

const cheerNotFound = () => notFound('cheer_not_found', CHEERS.code.notFound);

/** Public cheers: the wall, posting a cheer, liking one once per browser. */
export async function publicCheerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/content/public/cheers', {
    schema: { tags: ['cheers'], summary: 'Approved cheers, newest first', querystring: PublicCheersQuery, response: { 200: z.array(CheerSchema), ...ErrorResponses } },
    handler: (request, reply) => sendCachedJson(request, reply, z.array(CheerSchema), async () => (await listApprovedCheers(request.db, request.query.take)).map(toPublicCheer), { tallies: true }),
  });
  r.post('/content/public/cheers', {
    config: publicWriteLimit(app, 'cheers'),
    schema: {
      tags: ['cheers'],
      summary: 'Post a cheer',
      description: 'The cheer waits for approval (approved: false) unless the site publishes cheers at once. Rate limited per client address.',
      body: CreateCheerBody,
      response: { 201: CheerSchema, 400: ErrorSchema, 429: ErrorSchema },
    },
    handler: async (request, reply) => {
      let waiting = false;
      const created = await batchedWrite(request.db, async (trx) => {
        if (await isCheersAutoApprove(trx)) return insertVisitorCheer(trx, toNewRow(request.body, true));
        const { row, uncounted } = await insertWaitingCheer(request.tenantDb, trx, toNewRow(request.body, false));
        waiting = uncounted;
        return row;
      });
      // A cheer that waits for approval is on no public page yet: the kept pages and answers stay.
      if (waiting) request.writeSetAside = true;
      return reply.code(201).send(toPublicCheer(created));
    },
  });
  r.post('/content/public/cheers/:id/like', {
    config: publicWriteLimit(app, 'likes'),
    schema: {
      tags: ['cheers'],
      summary: 'Like a cheer, once per browser',
      description: 'The browser is identified by the x-visitor-id header, else the asv cookie (set when missing). 200: counted; 202: this browser had already liked it, nothing changed. Rate limited per client address.',
      params: IdParams,
      response: { 200: CheerLikeResultSchema, 202: CheerLikeResultSchema, ...ErrorResponses, 429: ErrorSchema },
    },
    handler: async (request, reply) => {
      const result = await likeCheer(request.tenantDb, request.params.id, visitorIdOf(request, reply));
      if (!result) throw cheerNotFound();
      // Only a tally moved: the kept answers that show no like count stay (public-cache.ts).
      if (result.tallied) request.writeSetAside = true;
      if (!result.added) return reply.code(202).send({ ok: true as const, likes: result.likes, already: true });
      return { ok: true as const, likes: result.likes };
    },
  });
}

/** Admin cheers: list with counts, publish/unpublish, reply, delete. */
export async function adminCheerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  adminOnly(r);
  const base = { tags: ['cheers', 'admin'], security: adminSecurity };
  r.get('/content/admin/cheers', {
    schema: { ...base, summary: 'Cheers by status, newest first, with counts', querystring: AdminCheersQuery, response: { 200: AdminCheerListSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      const { status, page, take } = request.query;
      const [rows, counts] = await Promise.all([listCheers(request.db, status, { offset: offsetOf(page, take), limit: take }), countCheers(request.db)]);
      return { items: rows.map(toAdminCheer), counts, page, take };
    },
  });
  r.put('/content/admin/cheers/:id', {
    schema: { ...base, summary: 'Publish, unpublish or reply to a cheer', params: IdParams, body: UpdateCheerBody, response: { 200: AdminCheerSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      const updated = await updateCheer(request.db, request.params.id, toRow(request.body));
      if (!updated) throw cheerNotFound();
      return toAdminCheer(updated);
    },
  });
  r.delete('/content/admin/cheers/:id', {
    schema: { ...base, summary: 'Delete a cheer', params: IdParams, response: { 200: OkSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      if (!(await deleteCheer(request.db, request.params.id))) throw cheerNotFound();
      return { ok: true as const };
    },
  });
}
