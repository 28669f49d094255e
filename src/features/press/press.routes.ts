import type { FastifyInstance } from 'fastify';
import { IdParams, OkSchema } from '../../http/request-schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly } from '../auth';
import { notFound } from '../../http/errors';
import { AdminErrorResponses, ErrorResponses, adminSecurity } from '../../http/openapi';
import { offsetOf } from '../../shared/paging';
import { deletePress, findPressById, insertPress, listApprovedPress, searchPress, setPressApproved, updatePress } from './press.repository';
import { AdminPressItemSchema, AdminPressListSchema, AdminPressQuery, BulkApproveBody, BulkApproveResultSchema, CreatePressBody, PRESS, PressItemSchema, PublicPressQuery, UpdatePressBody } from './press.schema';
import { sendCachedJson } from '../../http/public-cache';
import { toAdminPress, toNewRow, toPublicPress, toRow } from './press.mapper';

const pressNotFound = () => notFound('press_not_found', PRESS.code.notFound);

/** `GET /content/public/press`: approved articles, one page. */
export async function publicPressRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/content/public/press', {
    schema: { tags: ['press'], summary: 'Approved press articles, one page', querystring: PublicPressQuery, response: { 200: z.array(PressItemSchema), ...ErrorResponses } },
    handler: (request, reply) => {
      const { page, take } = request.query;
      return sendCachedJson(request, reply, z.array(PressItemSchema), async () => (await listApprovedPress(request.db, { offset: offsetOf(page, take), limit: take })).map(toPublicPress));
    },
  });
}

/** Admin press: search, read one, create, update, delete, bulk approve. */
export async function adminPressRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  adminOnly(r);
  const base = { tags: ['press', 'admin'], security: adminSecurity };
  r.get('/content/admin/press', {
    schema: { ...base, summary: 'Search press articles', querystring: AdminPressQuery, response: { 200: AdminPressListSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      const { q, approved, page, take } = request.query;
      const { rows, count } = await searchPress(request.db, { q, approved }, { offset: offsetOf(page, take), limit: take });
      return { items: rows.map(toAdminPress), count, page, take };
    },
  });
  r.get('/content/admin/press/:id', {
    schema: { ...base, summary: 'One press article (the edit link of a public card opens it)', params: IdParams, response: { 200: AdminPressItemSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      const row = await findPressById(request.db, request.params.id);
      if (!row) throw pressNotFound();
      return toAdminPress(row);
    },
  });
  r.post('/content/admin/press', {
    schema: { ...base, summary: 'Create a press article', body: CreatePressBody, response: { 201: AdminPressItemSchema, ...AdminErrorResponses } },
    handler: async (request, reply) => {
      const created = await insertPress(request.db, toNewRow(request.body));
      return reply.code(201).send(toAdminPress(created));
    },
  });
  r.post('/content/admin/press/bulk-approve', {
    schema: { ...base, summary: 'Approve or unapprove many articles at once', body: BulkApproveBody, response: { 200: BulkApproveResultSchema, ...AdminErrorResponses } },
    handler: async (request) => ({ ok: true as const, count: await setPressApproved(request.db, request.body.ids, request.body.approved) }),
  });
  r.put('/content/admin/press/:id', {
    schema: { ...base, summary: 'Update a press article', params: IdParams, body: UpdatePressBody, response: { 200: AdminPressItemSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      const updated = await updatePress(request.db, request.params.id, toRow(request.body));
      if (!updated) throw pressNotFound();
      return toAdminPress(updated);
    },
  });
  r.delete('/content/admin/press/:id', {
    schema: { ...base, summary: 'Delete a press article', params: IdParams, response: { 200: OkSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      if (!(await deletePress(request.db, request.params.id))) throw pressNotFound();
      return { ok: true as const };
    },
  });
}
