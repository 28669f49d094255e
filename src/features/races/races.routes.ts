import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { AdminErrorResponses, ErrorResponses, adminSecurity } from '../../http/openapi';
import { sendCachedJson } from '../../http/public-cache';
import { IdParams, OkSchema, TenantQuery } from '../../http/request-schemas';
import { adminOnly } from '../auth';
import { announce } from '../followers';
import { eventScopeOf } from '../notifications';
import { toAdminRace, toAnnouncedRace, toNewRow, toPublicRace, toRow } from './races.mapper';
import { deleteRace, findPublishedRaceById, findRaceById, insertRace, listAllRaces, listPublishedRaces, updateRace } from './races.repository';
import { AdminRaceSchema, CreateRaceBody, RACES, RaceSchema, UpdateRaceBody } from './races.schema';

// The races' API: a handler validates through its route's schemas, calls the repository and maps
// rows with the mapper; the admin plugin starts with adminOnly.

const raceNotFound = () => notFound('race_not_found', RACES.code.notFound);

const RaceListSchema = z.array(RaceSchema);

/** Public race reads: published races only. */
export async function publicRaceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/content/public/races', {
    schema: { tags: ['races'], summary: 'Published races', querystring: TenantQuery, response: { 200: RaceListSchema } },
    handler: (request, reply) => sendCachedJson(request, reply, RaceListSchema, async () => (await listPublishedRaces(request.db)).map(toPublicRace)),
  });
  r.get('/content/public/races/:id', {
    schema: { tags: ['races'], summary: 'One published race', params: IdParams, querystring: TenantQuery, response: { 200: RaceSchema, ...ErrorResponses } },
    // Kept like the list (a race page's own read); an unknown or unpublished id is a 404, never kept.
    handler: (request, reply) =>
      sendCachedJson(request, reply, RaceSchema, async () => {
        const race = await findPublishedRaceById(request.db, request.params.id);
        if (!race) throw raceNotFound();
        return toPublicRace(race);
      }),
  });
}

/** Admin race editing: list, create, update, delete. */
export async function adminRaceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  adminOnly(r);
  const base = { tags: ['races', 'admin'], security: adminSecurity };
  r.get('/content/admin/races', {
    schema: { ...base, summary: 'Every race, published or not', querystring: TenantQuery, response: { 200: z.array(AdminRaceSchema), ...AdminErrorResponses } },
    handler: async (request) => (await listAllRaces(request.db)).map(toAdminRace),
  });
  r.post('/content/admin/races', {
    schema: { ...base, summary: 'Create a race', description: 'A published race is announced to the followers.', querystring: TenantQuery, body: CreateRaceBody, response: { 201: AdminRaceSchema, ...AdminErrorResponses } },
    handler: async (request, reply) => {
      // A race created published is a new result: the followers hear of it (in this transaction).
      const created = await request.db.transaction().execute(async (trx) => {
        const row = await insertRace(trx, toNewRow(request.body));
        if (row.published === 1) await announce(trx, eventScopeOf(request), toAnnouncedRace(row));
        return row;
      });
      return reply.code(201).send(toAdminRace(created));
    },
  });
  r.put('/content/admin/races/:id', {
    schema: { ...base, summary: 'Update a race', params: IdParams, querystring: TenantQuery, body: UpdateRaceBody, response: { 200: AdminRaceSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      const updated = await request.db.transaction().execute(async (trx) => {
        const before = await findRaceById(trx, request.params.id);
        const row = await updateRace(trx, request.params.id, toRow(request.body));
        // Published now and not before: a new result for the followers (announced once per race).
        if (row && before?.published === 0 && row.published === 1) await announce(trx, eventScopeOf(request), toAnnouncedRace(row));
        return row;
      });
      if (!updated) throw raceNotFound();
      return toAdminRace(updated);
    },
  });
  r.delete('/content/admin/races/:id', {
    schema: { ...base, summary: 'Delete a race (linked PRs keep their data)', params: IdParams, querystring: TenantQuery, response: { 200: OkSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      if (!(await deleteRace(request.db, request.params.id))) throw raceNotFound();
      return { ok: true as const };
    },
  });
}
