import type { FastifyInstance } from 'fastify';
import { IdParams, OkSchema } from '../../http/request-schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly } from '../auth';
import { conflict, notFound } from '../../http/errors';
import { AdminErrorResponses, ErrorResponses, ErrorSchema, adminSecurity } from '../../http/openapi';
import { publicWriteLimit } from '../../http/rate-limit';
import { visitorIdOf } from '../../http/visitor';
import { deleteUniversity, insertUniversity, listUniversities, updateUniversity, voteForUniversity } from './universities.repository';
import { AdminUniversitySchema, CreateUniversityBody, MAX_UNIVERSITY_VOTES, UNIVERSITIES, UniversitySchema, UpdateUniversityBody, VoteResultSchema } from './universities.schema';
import { sendCachedJson } from '../../http/public-cache';
import { toAdminUniversity, toNewRow, toPublicUniversity, toRow } from './universities.mapper';

const universityNotFound = () => notFound('university_not_found', UNIVERSITIES.code.notFound);

/** Public universities: the list and the vote. */
export async function publicUniversityRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/content/public/universities', {
    schema: { tags: ['universities'], summary: 'Favourite universities with their votes', response: { 200: z.array(UniversitySchema) } },
    handler: (request, reply) => sendCachedJson(request, reply, z.array(UniversitySchema), async () => (await listUniversities(request.db)).map(toPublicUniversity), { tallies: true }),
  });
  r.post('/content/public/universities/:id/vote', {
    config: publicWriteLimit(app, 'votes'),
    schema: {
      tags: ['universities'],
      summary: `Vote for a university (once each, ${MAX_UNIVERSITY_VOTES} per browser)`,
      description:
        'The browser is identified by the x-visitor-id header, else the asv cookie (set when missing). 200: counted; 202: this browser had already voted for it, nothing changed; ' +
        `409 vote_limit_reached: this browser has already voted for ${MAX_UNIVERSITY_VOTES} universities. Rate limited per client address.`,
      params: IdParams,
      response: { 200: VoteResultSchema, 202: VoteResultSchema, ...ErrorResponses, 409: ErrorSchema, 429: ErrorSchema },
    },
    handler: async (request, reply) => {
      const outcome = await voteForUniversity(request.tenantDb, request.params.id, visitorIdOf(request, reply), MAX_UNIVERSITY_VOTES);
      if (outcome.kind === 'not_found') throw universityNotFound();
      if (outcome.kind === 'limit') throw conflict('vote_limit_reached', UNIVERSITIES.code.voteLimit);
      if (outcome.kind === 'already') return reply.code(202).send({ ok: true as const, voteCount: outcome.voteCount, already: true });
      // Only a tally moved: the kept answers that show no vote count stay (public-cache.ts).
      if (outcome.tallied) request.writeSetAside = true;
      return { ok: true as const, voteCount: outcome.voteCount };
    },
  });
}

/** Admin universities: list, create, update, delete. */
export async function adminUniversityRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  adminOnly(r);
  const base = { tags: ['universities', 'admin'], security: adminSecurity };
  r.get('/content/admin/universities', {
    schema: { ...base, summary: 'Every university', response: { 200: z.array(AdminUniversitySchema), ...AdminErrorResponses } },
    handler: async (request) => (await listUniversities(request.db)).map(toAdminUniversity),
  });
  r.post('/content/admin/universities', {
    schema: { ...base, summary: 'Add a university', body: CreateUniversityBody, response: { 201: AdminUniversitySchema, ...AdminErrorResponses } },
    handler: async (request, reply) => {
      const row = toNewRow(request.body);
      return reply.code(201).send(toAdminUniversity(await insertUniversity(request.db, row)));
    },
  });
  r.put('/content/admin/universities/:id', {
    schema: { ...base, summary: 'Update a university', params: IdParams, body: UpdateUniversityBody, response: { 200: AdminUniversitySchema, ...AdminErrorResponses } },
    handler: async (request) => {
      const updated = await updateUniversity(request.db, request.params.id, toRow(request.body));
      if (!updated) throw universityNotFound();
      return toAdminUniversity(updated);
    },
  });
  r.delete('/content/admin/universities/:id', {
    schema: { ...base, summary: 'Delete a university and its votes', params: IdParams, response: { 200: OkSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      if (!(await deleteUniversity(request.db, request.params.id))) throw universityNotFound();
      return { ok: true as const };
    },
  });
}
