import type { FastifyInstance } from 'fastify';
import { IdParams, OkSchema, TenantQuery } from '../../http/request-schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly } from '../auth';
import { announce } from '../followers';
import { eventScopeOf } from '../notifications';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { sendCachedJson } from '../../http/public-cache';
import { AdminErrorResponses, adminSecurity } from '../../http/openapi';
import { findRaceById, type RaceRow } from '../races';
import { deletePr, insertPr, updatePr } from './prs.repository';
import { AdminPrSchema, CreatePrBody, PRS, PrSchema, UpdatePrBody } from './prs.schema';
import { toAdminPr, toAnnouncedPr, toNewRow, toRow } from './prs.mapper';
import { listAdminPrs, listPublicPrs, loadPrRecords } from './prs.service';

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
    schema: {
      tags: ['prs'],
      summary: 'Personal records: per event, the best of the published races and of the PRs entered by hand, with the race that holds it',
      querystring: TenantQuery,
      response: { 200: PrListSchema },
    },
    // Kept until the tenant's data changes: a race's write moves its PR at the next read.
    handler: (request, reply) => sendCachedJson(request, reply, PrListSchema, () => listPublicPrs(request.db)),
  });
}

/** Admin PR editing. */
export async function adminPrRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  adminOnly(r);
  const base = { tags: ['prs', 'admin'], security: adminSecurity };
  r.get('/content/admin/prs', {
    schema: { ...base, summary: 'Every PR entered, with whether visitors see it or which race is better', querystring: TenantQuery, response: { 200: z.array(AdminPrSchema), ...AdminErrorResponses } },
    handler: async (request) => listAdminPrs(request.db),
  });
  r.post('/content/admin/prs', {
    schema: { ...base, summary: 'Create a PR; with only a raceId, distance, time, date, venue and result link come from the race', description: 'A new PR is announced to the followers.', querystring: TenantQuery, body: CreatePrBody, response: { 201: AdminPrSchema, ...AdminErrorResponses } },
    handler: async (request, reply) => {
      const race = await checkRaceLink(request.db, request.body.raceId);
      // A new PR is news for the followers (in this transaction).
      const created = await request.db.transaction().execute(async (trx) => {
        const row = await insertPr(trx, toNewRow(request.body, race));
        await announce(trx, eventScopeOf(request), toAnnouncedPr(row));
        return row;
      });
      return reply.code(201).send(toAdminPr(created, (await loadPrRecords(request.db)).records));
    },
  });
  r.put('/content/admin/prs/:id', {
    schema: { ...base, summary: 'Update a PR', params: IdParams, querystring: TenantQuery, body: UpdatePrBody, response: { 200: AdminPrSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      await checkRaceLink(request.db, request.body.raceId);
      const updated = await updatePr(request.db, request.params.id, toRow(request.body));
      if (!updated) throw prNotFound();
      return toAdminPr(updated, (await loadPrRecords(request.db)).records);
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
