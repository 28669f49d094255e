import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { adminOnly } from '../auth';
import { AdminErrorResponses, adminSecurity } from '../../http/openapi';
import { sendCachedJson } from '../../http/public-cache';
import { TenantQuery } from '../../http/request-schemas';
import { patchedProfileFacts, toAdminProfile, toProfileFacts, toPublicProfile } from './profile.mapper';
import { findAthleteProfile, saveAthleteProfile } from './profile.repository';
import { AdminProfileSchema, PatchProfileBody, PublicProfileSchema, UpdateProfileBody } from './profile.schema';

const readProfile = async (db: Kysely<DB>) => toAdminProfile(await findAthleteProfile(db));

/** `GET /content/public/profile`: the facts that are filled in and switched on. */
export async function publicProfileRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/content/public/profile', {
    schema: { tags: ['profile'], summary: 'The athlete profile: filled-in facts; weight, academics and contacts only when switched on', querystring: TenantQuery, response: { 200: PublicProfileSchema } },
    handler: (request, reply) => sendCachedJson(request, reply, PublicProfileSchema, async () => toPublicProfile(await readProfile(request.db))),
  });
}

/** Admin athlete profile: read and save (the whole profile). */
export async function adminProfileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  adminOnly(r);
  const base = { tags: ['profile', 'admin'], security: adminSecurity };
  r.get('/content/admin/profile', {
    schema: { ...base, summary: 'The athlete profile with its switches', querystring: TenantQuery, response: { 200: AdminProfileSchema, ...AdminErrorResponses } },
    handler: async (request) => readProfile(request.db),
  });
  r.put('/content/admin/profile', {
    schema: {
      ...base,
      summary: 'Save the athlete profile: the body replaces it (blank or missing fields are cleared)',
      querystring: TenantQuery,
      body: UpdateProfileBody,
      response: { 200: AdminProfileSchema, ...AdminErrorResponses },
    },
    handler: async (request) => toAdminProfile(await saveAthleteProfile(request.db, JSON.stringify(toProfileFacts(request.body)))),
  });
  r.patch('/content/admin/profile', {
    schema: {
      ...base,
      summary: 'Change some facts of the athlete profile (the fields sent; a blank one is cleared); the others are kept',
      description: 'The setup writes the class, school and events it asks for here, so the profile form shows them.',
      querystring: TenantQuery,
      body: PatchProfileBody,
      response: { 200: AdminProfileSchema, ...AdminErrorResponses },
    },
    handler: async (request) => toAdminProfile(await saveAthleteProfile(request.db, JSON.stringify(patchedProfileFacts(await readProfile(request.db), request.body)))),
  });
}
