import type { FastifyInstance } from 'fastify';
import { IdParams, OkSchema, TenantQuery } from '../../http/request-schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly } from '../auth';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { sendCachedJson } from '../../http/public-cache';
import { AdminErrorResponses, adminSecurity } from '../../http/openapi';
import { findRaceById, listAllRaces, type RaceRow } from '../races';
import { deletePr, insertPr, listPrs, updatePr } from './prs.repository';
import { AdminPrSchema, CreatePrBody, PRS, PrSchema, UpdatePrBody } from './prs.schema';
import { toAdminPr, toNewRow, toPublicPr, toRow } from './prs.mapper';

const prNotFound = () => notFound('pr_not_found', PRS.code.notFound);

const PrListSchema = z.array(PrSchema);

/** The linked race, if any; a link to a race that is not in this tenant's database is a 400. */
async function checkRaceLink(db: Kysely<DB>, raceId: number | null | undefined): Promise<RaceRow | undefined> {
  if (!raceId) return undefined;
  const race = await findRaceById(db, raceId);
  if (!race) throw badRequest(PRS.code.race, [{ path: 'raceId', message: PRS.code.race }]);
  return race;
}

/** `GET /content/public/prs`. */
export async function publicPrRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/content/public/prs', {
    schema: { tags: ['prs'], summary: 'Personal records with their linked races', querystring: TenantQuery, response: { 200: PrListSchema } },
    handler: (request, reply) =>
      sendCachedJson(request, reply, PrListSchema, async () => {
        const [prs, races] = await Promise.all([listPrs(request.db), listAllRaces(request.db)]);
        const byId = new Map(races.map((r) => [r.id, r]));
        return prs.map((p) => toPublicPr(p, byId));
      }),
  });
}

/** Admin PR editing. */
export async function adminPrRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  adminOnly(r);
  const base = { tags: ['prs', 'admin'], security: adminSecurity };
  r.get('/content/admin/prs', {
    schema: { ...base, summary: 'Every PR', querystring: TenantQuery, response: { 200: z.array(AdminPrSchema), ...AdminErrorResponses } },
    handler: async (request) => (await listPrs(request.db)).map(toAdminPr),
  });
  r.post('/content/admin/prs', {
    schema: { ...base, summary: 'Create a PR; with only a raceId, distance, time, date, venue and result link come from the race', querystring: TenantQuery, body: CreatePrBody, response: { 201: AdminPrSchema, ...AdminErrorResponses } },
    handler: async (request, reply) => {
      const race = await checkRaceLink(request.db, request.body.raceId);
      const created = await insertPr(request.db, toNewRow(request.body, race));
      return reply.code(201).send(toAdminPr(created));
    },
  });
  r.put('/content/admin/prs/:id', {
    schema: { ...base, summary: 'Update a PR', params: IdParams, querystring: TenantQuery, body: UpdatePrBody, response: { 200: AdminPrSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      await checkRaceLink(request.db, request.body.raceId);
      const updated = await updatePr(request.db, request.params.id, toRow(request.body));
      if (!updated) throw prNotFound();
      return toAdminPr(updated);
    },
  });
  r.delete('/content/admin/prs/:id', {
    schema: { ...base, summary: 'Delete a PR', params: IdParams, querystring: TenantQuery, response: { 200: OkSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      if (!(await deletePr(request.db, request.params.id))) throw prNotFound();
      return { ok: true as const };
    },
  });
}
