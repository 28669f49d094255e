import type { FastifyInstance } from 'fastify';
import { IdParams, OkSchema, TenantQuery } from '../../http/request-schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly } from '../auth';
import { notFound } from '../../http/errors';
import { AdminErrorResponses, ErrorResponses, ErrorSchema, adminSecurity } from '../../http/openapi';
import { publicWriteLimit } from '../../http/rate-limit';
import { visitorIdOf } from '../../http/visitor';
import { parseJsonArray } from '../../shared/fields';
import { importRemotePhotos } from '../media';
import { deleteFollowed, findFollowedById, insertFollowed, likeFollowed, listActiveFollowed, searchFollowed, updateFollowed } from './followed.repository';
import { AdminFollowedAthleteSchema, AdminFollowedListSchema, AdminFollowedQuery, CreateFollowedBody, FOLLOWED, FollowedAthleteSchema, LikeResultSchema, UpdateFollowedBody } from './followed.schema';
import { sendCachedJson } from '../../http/public-cache';
import { mergePhotos, toAdminFollowed, toNewRow, toPublicFollowed, toRow } from './followed.mapper';

const followedNotFound = () => notFound('followed_not_found', FOLLOWED.code.notFound);

/** Public followed athletes: the active list, and a like once per browser. */
export async function publicFollowedRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/content/public/followed', {
    schema: { tags: ['followed'], summary: 'Active followed athletes, by rank', querystring: TenantQuery, response: { 200: z.array(FollowedAthleteSchema) } },
    handler: (request, reply) => sendCachedJson(request, reply, z.array(FollowedAthleteSchema), async () => (await listActiveFollowed(request.db)).map(toPublicFollowed), { tallies: true }),
  });
  r.post('/content/public/followed/:id/like', {
    config: publicWriteLimit(app, { max: 30, timeWindow: '1 minute' }),
    schema: {
      tags: ['followed'],
      summary: 'Like an athlete, once per browser (x-visitor-id header or cookie)',
      description: '200 with the new count when counted; 202 with the unchanged count when this browser had already liked. Rate limited per client address.',
      params: IdParams,
      querystring: TenantQuery,
      response: { 200: LikeResultSchema, 202: LikeResultSchema, ...ErrorResponses, 429: ErrorSchema },
    },
    handler: async (request, reply) => {
      const result = await likeFollowed(request.tenantDb, request.params.id, visitorIdOf(request, reply));
      if (!result) throw followedNotFound();
      // Only a tally moved: the kept answers that show no like count stay (public-cache.ts).
      if (result.tallied) request.writeSetAside = true;
      return reply.code(result.counted ? 200 : 202).send({ ok: true as const, likeCount: result.likeCount });
    },
  });
}

/** Admin followed athletes: search with pages, create, update, delete. */
export async function adminFollowedRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  adminOnly(r);
  const base = { tags: ['followed', 'admin'], security: adminSecurity };
  r.get('/content/admin/followed', {
    schema: { ...base, summary: 'Search athletes by name or school, one page at a time', querystring: AdminFollowedQuery, response: { 200: AdminFollowedListSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      const { rows, total } = await searchFollowed(request.db, request.query);
      return { items: rows.map(toAdminFollowed), total };
    },
  });
  r.post('/content/admin/followed', {
    schema: { ...base, summary: 'Create an athlete (photosRemote are fetched, optimised and stored as local media)', querystring: TenantQuery, body: CreateFollowedBody, response: { 201: AdminFollowedAthleteSchema, ...AdminErrorResponses } },
    handler: async (request, reply) => {
      const body = request.body;
      // Count check first: no remote fetch for a request that is refused anyway.
      mergePhotos(body.photos, body.photosRemote);
      const photos = mergePhotos(body.photos, await importRemotePhotos(app, request, body.photosRemote, 'photosRemote'));
      const created = await insertFollowed(request.db, toNewRow(body, photos));
      return reply.code(201).send(toAdminFollowed(created));
    },
  });
  r.put('/content/admin/followed/:id', {
    schema: { ...base, summary: 'Update an athlete: any field; photos replaces, photosAdd and photosRemote (fetched and stored locally) append', params: IdParams, querystring: TenantQuery, body: UpdateFollowedBody, response: { 200: AdminFollowedAthleteSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      const body = request.body;
      // Fetched before the transaction: a slow remote site must not hold the database's write lock.
      const remote = body.photosRemote?.length ? await importRemotePhotos(app, request, body.photosRemote, 'photosRemote') : undefined;
      const updated = await request.db.transaction().execute(async (trx) => {
        const current = await findFollowedById(trx, request.params.id);
        if (!current) throw followedNotFound();
        const row = toRow(body);
        if (body.photos !== undefined || body.photosAdd?.length || body.photosRemote?.length) {
          row.photos = JSON.stringify(mergePhotos(body.photos ?? parseJsonArray(current.photos), body.photosAdd, remote));
        }
        return updateFollowed(trx, current.id, row);
      });
      if (!updated) throw followedNotFound();
      return toAdminFollowed(updated);
    },
  });
  r.delete('/content/admin/followed/:id', {
    schema: { ...base, summary: 'Delete an athlete and its likes', params: IdParams, querystring: TenantQuery, response: { 200: OkSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      if (!(await deleteFollowed(request.db, request.params.id))) throw followedNotFound();
      return { ok: true as const };
    },
  });
}
