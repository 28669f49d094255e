import type { FastifyInstance } from 'fastify';
import { IdParams, OkSchema, TenantQuery } from '../../http/request-schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema';
import { adminOnly } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { sendCachedJson } from '../../http/public-cache';
import { AdminErrorResponses, adminSecurity } from '../../http/openapi';
import { formatTimeMs } from '../shared/fields';
import { findRaceById, listAllRaces } from '../races/races.repository';
import { toPublicRace } from '../races/races.routes';
import type { RaceRow } from '../races/races.table';
import { deletePr, insertPr, listPrs, updatePr } from './prs.repository';
import { AdminPrSchema, CreatePrBody, PR_MESSAGES, PrSchema, UpdatePrBody, type AdminPr, type CreatePrInput, type Pr, type UpdatePrInput } from './prs.schema';
import type { PrRow, PrRowUpdate } from './prs.table';

/** A stored PR as the admin edits it. */
export function toAdminPr(p: PrRow): AdminPr {
  return {
    id: p.id,
    distance: p.distance,
    timeMs: p.time_ms,
    timeStr: formatTimeMs(p.time_ms),
    location: p.place ?? undefined,
    place: p.place ?? undefined,
    date: p.date ?? undefined,
    featured: p.featured === 1,
    raceId: p.race_id ?? undefined,
    createdAt: p.created_at,
    updatedAt: p.updated_at,
  };
}

/** A stored PR as visitors see it, with its linked race when that race is published. */
export function toPublicPr(p: PrRow, races: Map<number, RaceRow>): Pr {
  const { createdAt: _c, updatedAt: _u, ...pr } = toAdminPr(p);
  const race = p.race_id ? races.get(p.race_id) : undefined;
  if (!race || race.published !== 1) return { ...pr, raceId: undefined };
  const pub = toPublicRace(race);
  return {
    ...pr,
    race: {
      id: pub.id,
      title: pub.title,
      date: pub.date,
      distance: pub.distance,
      place: pub.place,
      timeStr: pub.timeStr,
      analysis: pub.analysis,
      milesplit: pub.milesplit,
      published: pub.published,
    },
  };
}

function toRow(input: CreatePrInput | UpdatePrInput): PrRowUpdate {
  const row: PrRowUpdate = {};
  if (input.distance !== undefined) row.distance = input.distance;
  if (input.timeMs !== undefined) row.time_ms = input.timeMs;
  if (input.date !== undefined) row.date = input.date;
  if ('place' in input) row.place = input.place ?? null;
  if (input.featured !== undefined) row.featured = input.featured ? 1 : 0;
  if ('raceId' in input) row.race_id = input.raceId ?? null;
  return row;
}

/** Refuses a link to a race that is not in this tenant's database. */
async function checkRaceLink(db: Kysely<DB>, raceId: number | null | undefined): Promise<void> {
  if (raceId && !(await findRaceById(db, raceId))) throw badRequest(PR_MESSAGES.race, [{ path: 'raceId', message: PR_MESSAGES.race }]);
}

const prNotFound = () => notFound('pr_not_found', 'PR not found.');

const PrListSchema = z.array(PrSchema);

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
    schema: { ...base, summary: 'Create a PR', querystring: TenantQuery, body: CreatePrBody, response: { 201: AdminPrSchema, ...AdminErrorResponses } },
    handler: async (request, reply) => {
      await checkRaceLink(request.db, request.body.raceId);
      const created = await insertPr(request.db, toRow(request.body) as Parameters<typeof insertPr>[1]);
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
