import type { FastifyInstance } from 'fastify';
import { TenantQuery } from '../../http/request-schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { adminOnly } from '../auth';
import { AdminErrorResponses, adminSecurity } from '../../http/openapi';
import { findTrainingProfile, saveTrainingProfile } from './training.repository';
import { applyTrainingPatch, toTrainingProfile } from './training.mapper';
import { TRAINING_DEFAULTS, TrainingProfileResponseSchema, UpdateTrainingBody, type TrainingProfileResponse } from './training.schema';
import { sendCachedJson } from '../../http/public-cache';

/** Reads the profile (defaults when never saved). */
async function readTrainingProfile(db: Kysely<DB>): Promise<TrainingProfileResponse> {
  return toTrainingProfile(await findTrainingProfile(db));
}

/** `GET /content/public/training-profile`. */
export async function publicTrainingRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/content/public/training-profile', {
    schema: { tags: ['training'], summary: 'The training profile (defaults when never saved)', querystring: TenantQuery, response: { 200: TrainingProfileResponseSchema } },
    handler: (request, reply) => sendCachedJson(request, reply, TrainingProfileResponseSchema, () => readTrainingProfile(request.db)),
  });
}

/** Admin training profile: read, save (any fields), reset to the defaults. */
export async function adminTrainingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  adminOnly(r);
  const base = { tags: ['training', 'admin'], security: adminSecurity };
  r.get('/content/admin/training-profile', {
    schema: { ...base, summary: 'The training profile', querystring: TenantQuery, response: { 200: TrainingProfileResponseSchema, ...AdminErrorResponses } },
    handler: async (request) => readTrainingProfile(request.db),
  });
  r.put('/content/admin/training-profile', {
    schema: {
      ...base,
      summary: 'Save the training profile: the fields sent replace the stored ones',
      description: 'articleHtml is sanitised (h2, h3, p, ul, li, em, strong; no attributes). Blank gallery entries are removed.',
      querystring: TenantQuery,
      body: UpdateTrainingBody,
      response: { 200: TrainingProfileResponseSchema, ...AdminErrorResponses },
    },
    handler: async (request) =>
      request.db.transaction().execute(async (trx) => {
        const { updatedAt: _u, ...current } = await readTrainingProfile(trx);
        return toTrainingProfile(await saveTrainingProfile(trx, JSON.stringify(applyTrainingPatch(current, request.body))));
      }),
  });
  r.post('/content/admin/training-profile/reset', {
    schema: { ...base, summary: 'Restore the default training profile', querystring: TenantQuery, response: { 200: TrainingProfileResponseSchema, ...AdminErrorResponses } },
    handler: async (request) => toTrainingProfile(await saveTrainingProfile(request.db, JSON.stringify(TRAINING_DEFAULTS))),
  });
}
