import type { FastifyInstance } from 'fastify';
import { IdParams, OkSchema, TenantQuery } from '../../http/request-schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema';
import { say } from '../../shared/api-messages';
import { sayToRequest } from '../../http/language';
import { adminOnly } from '../auth';
import { notFound } from '../../http/errors';
import { AdminErrorResponses, adminSecurity } from '../../http/openapi';
import { isHttpUrl } from '../../shared/fields';
import { deleteSocial, deleteSocialsExcept, insertSocial, listActiveSocials, listAllSocials, nextSocialRank, updateSocial } from './socials.repository';
import { AdminSocialLinkSchema, CreateSocialBody, SOCIALS, SocialBatchBody, SocialBatchResultSchema, SocialLinkSchema, UpdateSocialBody, type SocialBatchInput, type SocialBatchResult } from './socials.schema';
import { sendCachedJson } from '../../http/public-cache';
import { toAdminSocial, toNewRow, toPublicSocial, toRow } from './socials.mapper';

const socialNotFound = (id?: number) => notFound('social_not_found', id ? say(SOCIALS.code.notFoundId, { id }) : SOCIALS.code.notFound);

/**
 * Saves the whole list in one transaction: entries with an id are
 * updated, entries without one are created, stored links missing from the list are deleted. An
 * entry whose URL is not http(s) is dropped and reported (with `dropMessage`, in the request's language); a dropped entry that
 * has an id keeps its stored version rather than being deleted for a typo. An id that is not
 * stored is a 404 and nothing changes.
 */
async function saveSocialBatch(db: Kysely<DB>, input: SocialBatchInput, dropMessage: string): Promise<SocialBatchResult> {
  const dropped: SocialBatchResult['dropped'] = [];
  await db.transaction().execute(async (trx) => {
    const stored = new Set((await listAllSocials(trx)).map((r) => r.id));
    const keep: number[] = [];
    for (const [index, item] of input.items.entries()) {
      if (item.id && !stored.has(item.id)) throw socialNotFound(item.id);
      const url = item.url ?? '';
      if (!isHttpUrl(url)) {
        dropped.push({ index, id: item.id, platform: item.platform, url, message: dropMessage });
        if (item.id) keep.push(item.id);
        continue;
      }
      const { id: _id, tenantId: _t, createdAt: _c, updatedAt: _u, ...fields } = item;
      const rank = item.rank ?? index;
      if (item.id) {
        await updateSocial(trx, item.id, toRow({ ...fields, url, rank }));
        keep.push(item.id);
      } else {
        const created = await insertSocial(trx, toNewRow({ ...fields, url }, rank));
        keep.push(created.id);
      }
    }
    await deleteSocialsExcept(trx, keep);
  });
  return { items: (await listAllSocials(db)).map(toAdminSocial), dropped };
}

/** `GET /content/public/socials`: active links by rank. */
export async function publicSocialRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/content/public/socials', {
    schema: { tags: ['socials'], summary: 'Active social links, by rank', querystring: TenantQuery, response: { 200: z.array(SocialLinkSchema) } },
    handler: (request, reply) => sendCachedJson(request, reply, z.array(SocialLinkSchema), async () => (await listActiveSocials(request.db)).map(toPublicSocial)),
  });
}

/** Admin social links: list, create, update, delete, and the batch save of the inline editor. */
export async function adminSocialRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  adminOnly(r);
  const base = { tags: ['socials', 'admin'], security: adminSecurity };
  r.get('/content/admin/socials', {
    schema: { ...base, summary: 'Every social link, by rank', querystring: TenantQuery, response: { 200: z.array(AdminSocialLinkSchema), ...AdminErrorResponses } },
    handler: async (request) => (await listAllSocials(request.db)).map(toAdminSocial),
  });
  r.put('/content/admin/socials', {
    schema: {
      ...base,
      summary: 'Save the whole list (update by id, create new, delete missing) in one transaction',
      description: 'Entries whose URL is not http(s) are dropped and listed in `dropped`; a dropped entry with an id keeps its stored version. An unknown id is a 404 and nothing is saved.',
      querystring: TenantQuery,
      body: SocialBatchBody,
      response: { 200: SocialBatchResultSchema, ...AdminErrorResponses },
    },
    handler: async (request, reply) => saveSocialBatch(request.db, request.body, sayToRequest(request, reply, SOCIALS.code.url)),
  });
  r.post('/content/admin/socials', {
    schema: { ...base, summary: 'Add a social link (rank defaults to after the last one)', querystring: TenantQuery, body: CreateSocialBody, response: { 201: AdminSocialLinkSchema, ...AdminErrorResponses } },
    handler: async (request, reply) => {
      const created = await request.db.transaction().execute(async (trx) => insertSocial(trx, toNewRow(request.body, request.body.rank ?? (await nextSocialRank(trx)))));
      return reply.code(201).send(toAdminSocial(created));
    },
  });
  r.put('/content/admin/socials/:id', {
    schema: { ...base, summary: 'Update a social link', params: IdParams, querystring: TenantQuery, body: UpdateSocialBody, response: { 200: AdminSocialLinkSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      const updated = await updateSocial(request.db, request.params.id, toRow(request.body));
      if (!updated) throw socialNotFound();
      return toAdminSocial(updated);
    },
  });
  r.delete('/content/admin/socials/:id', {
    schema: { ...base, summary: 'Delete a social link', params: IdParams, querystring: TenantQuery, response: { 200: OkSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      if (!(await deleteSocial(request.db, request.params.id))) throw socialNotFound();
      return { ok: true as const };
    },
  });
}
