import type { FastifyInstance } from 'fastify';
import { IdParams, OkSchema, TenantQuery } from '../../http/request-schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly } from '../../http/auth';
import { notFound } from '../../http/errors';
import { sendCachedJson } from '../../http/public-cache';
import { AdminErrorResponses, ErrorResponses, adminSecurity } from '../../http/openapi';
import { formatTimeMs } from '../shared/fields';
import { deleteRace, findPublishedRaceById, insertRace, listAllRaces, listPublishedRaces, updateRace } from './races.repository';
import { AdminRaceSchema, CreateRaceBody, RaceSchema, UpdateRaceBody, type AdminRace, type CreateRaceInput, type Race, type UpdateRaceInput } from './races.schema';
import type { RaceRow, RaceRowUpdate } from './races.table';

const lines = (json: string): string[] => {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
};
const opt = (v: string | null): string | undefined => v ?? undefined;

/** A stored race as visitors see it. */
export function toPublicRace(r: RaceRow): Race {
  return {
    id: r.id,
    title: r.title,
    date: r.date,
    distance: r.distance,
    place: r.place,
    timeMs: r.time_ms,
    timeStr: formatTimeMs(r.time_ms),
    photoUrl: opt(r.cover_image),
    quote: opt(r.quote),
    analysis: opt(r.analysis),
    positives: lines(r.positives),
    learns: lines(r.learns),
    next: lines(r.next),
    milesplit: opt(r.milesplit_url),
    published: r.published === 1,
  };
}

/** A stored race as the admin edits it. */
export function toAdminRace(r: RaceRow): AdminRace {
  const { photoUrl: _p, milesplit: _m, ...pub } = toPublicRace(r);
  return {
    ...pub,
    name: r.title,
    location: r.place,
    milesplitUrl: opt(r.milesplit_url),
    coverImage: opt(r.cover_image),
    rank: r.rank,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

function toRow(input: UpdateRaceInput | CreateRaceInput): RaceRowUpdate {
  const row: RaceRowUpdate = {};
  if (input.title !== undefined) row.title = input.title;
  if (input.distance !== undefined) row.distance = input.distance;
  if (input.date !== undefined) row.date = input.date;
  if (input.place !== undefined) row.place = input.place;
  if (input.timeMs !== undefined) row.time_ms = input.timeMs;
  if ('quote' in input) row.quote = input.quote ?? null;
  if ('analysis' in input) row.analysis = input.analysis ?? null;
  if ('positives' in input) row.positives = JSON.stringify(input.positives ?? []);
  if ('learns' in input) row.learns = JSON.stringify(input.learns ?? []);
  if ('next' in input) row.next = JSON.stringify(input.next ?? []);
  if ('milesplitUrl' in input) row.milesplit_url = input.milesplitUrl ?? null;
  if ('coverImage' in input) row.cover_image = input.coverImage ?? null;
  if (input.rank !== undefined) row.rank = input.rank;
  if (input.published !== undefined) row.published = input.published ? 1 : 0;
  return row;
}

const raceNotFound = () => notFound('race_not_found', 'Race not found.');

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
    handler: async (request) => {
      const race = await findPublishedRaceById(request.db, request.params.id);
      if (!race) throw raceNotFound();
      return toPublicRace(race);
    },
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
    schema: { ...base, summary: 'Create a race', querystring: TenantQuery, body: CreateRaceBody, response: { 201: AdminRaceSchema, ...AdminErrorResponses } },
    handler: async (request, reply) => {
      const row = toRow(request.body);
      const created = await insertRace(request.db, row as Parameters<typeof insertRace>[1]);
      return reply.code(201).send(toAdminRace(created));
    },
  });
  r.put('/content/admin/races/:id', {
    schema: { ...base, summary: 'Update a race', params: IdParams, querystring: TenantQuery, body: UpdateRaceBody, response: { 200: AdminRaceSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      const updated = await updateRace(request.db, request.params.id, toRow(request.body));
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
