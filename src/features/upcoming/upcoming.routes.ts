import type { FastifyInstance } from 'fastify';
import { IdParams, OkSchema, TenantQuery } from '../../http/request-schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly } from '../auth';
import { notFound } from '../../http/errors';
import { AdminErrorResponses, ErrorResponses, adminSecurity } from '../../http/openapi';
import { deleteUpcoming, insertUpcoming, listAllUpcoming, listNextUpcoming, updateUpcoming } from './upcoming.repository';
import { AdminUpcomingRaceSchema, CreateUpcomingBody, PublicUpcomingQuery, UPCOMING, UpcomingRaceSchema, UpdateUpcomingBody } from './upcoming.schema';
import { sendCachedJson } from '../../http/public-cache';
import { toAdminUpcoming, toNewRow, toPublicUpcoming, toRow } from './upcoming.mapper';

const upcomingNotFound = () => notFound('upcoming_not_found', UPCOMING.code.notFound);

/** `GET /content/public/upcoming`: the next races, soonest first, past ones excluded. */
export async function publicUpcomingRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/content/public/upcoming', {
    schema: { tags: ['upcoming'], summary: 'The next upcoming races (default 3, at most 50), soonest first', querystring: PublicUpcomingQuery, response: { 200: z.array(UpcomingRaceSchema), ...ErrorResponses } },
    handler: (request, reply) => sendCachedJson(request, reply, z.array(UpcomingRaceSchema), async () => (await listNextUpcoming(request.db, new Date().toISOString(), request.query.take)).map(toPublicUpcoming)),
  });
}

/** Admin upcoming races: list, create, update, delete. */
export async function adminUpcomingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  adminOnly(r);
  const base = { tags: ['upcoming', 'admin'], security: adminSecurity };
  r.get('/content/admin/upcoming', {
    schema: { ...base, summary: 'Every upcoming race, past ones included, in date order', querystring: TenantQuery, response: { 200: z.array(AdminUpcomingRaceSchema), ...AdminErrorResponses } },
    handler: async (request) => (await listAllUpcoming(request.db)).map(toAdminUpcoming),
  });
  r.post('/content/admin/upcoming', {
    schema: { ...base, summary: 'Add an upcoming race', querystring: TenantQuery, body: CreateUpcomingBody, response: { 201: AdminUpcomingRaceSchema, ...AdminErrorResponses } },
    handler: async (request, reply) => {
      const created = await insertUpcoming(request.db, toNewRow(request.body));
      return reply.code(201).send(toAdminUpcoming(created));
    },
  });
  r.put('/content/admin/upcoming/:id', {
    schema: { ...base, summary: 'Update an upcoming race', params: IdParams, querystring: TenantQuery, body: UpdateUpcomingBody, response: { 200: AdminUpcomingRaceSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      const updated = await updateUpcoming(request.db, request.params.id, toRow(request.body));
      if (!updated) throw upcomingNotFound();
      return toAdminUpcoming(updated);
    },
  });
  r.delete('/content/admin/upcoming/:id', {
    schema: { ...base, summary: 'Delete an upcoming race', params: IdParams, querystring: TenantQuery, response: { 200: OkSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      if (!(await deleteUpcoming(request.db, request.params.id))) throw upcomingNotFound();
      return { ok: true as const };
    },
  });
}
