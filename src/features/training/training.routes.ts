import type { FastifyInstance } from 'fastify';
import { TenantQuery } from '../../http/request-schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { adminOnly } from '../../http/auth';
import { AdminErrorResponses, adminSecurity } from '../../http/openapi';
import { sanitizeTrainingArticle } from '../shared/sanitize';
import { findTrainingProfile, saveTrainingProfile } from './training.repository';
import { TRAINING_DEFAULTS, TrainingProfileResponseSchema, UpdateTrainingBody, type TrainingProfile, type TrainingProfileResponse } from './training.schema';
import type { TrainingProfileRow } from './training.table';
import { sendCachedJson } from '../../http/public-cache';

/** A stored profile over the defaults: fields added after it was saved read as their defaults. */
function toProfile(row: TrainingProfileRow | undefined): TrainingProfileResponse {
  if (!row) return { ...TRAINING_DEFAULTS, updatedAt: null };
  let stored: Partial<TrainingProfile> = {};
  try {
    stored = JSON.parse(row.data) as Partial<TrainingProfile>;
  } catch {
    stored = {};
  }
  const profile: TrainingProfile = { ...TRAINING_DEFAULTS };
  for (const key of Object.keys(TRAINING_DEFAULTS) as Array<keyof TrainingProfile>) {
    if (stored[key] !== undefined) (profile as Record<string, unknown>)[key] = stored[key];
  }
  return { ...profile, updatedAt: row.updated_at };
}

/** Reads the profile (defaults when never saved). */
export async function readTrainingProfile(db: Kysely<DB>): Promise<TrainingProfileResponse> {
  return toProfile(await findTrainingProfile(db));
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
        const patch = request.body;
        const next: TrainingProfile = { ...current };
        for (const [key, value] of Object.entries(patch)) if (value !== undefined) (next as Record<string, unknown>)[key] = value;
        if (patch.articleHtml !== undefined) next.articleHtml = sanitizeTrainingArticle(patch.articleHtml);
        return toProfile(await saveTrainingProfile(trx, JSON.stringify(next)));
      }),
  });
  r.post('/content/admin/training-profile/reset', {
    schema: { ...base, summary: 'Restore the default training profile', querystring: TenantQuery, response: { 200: TrainingProfileResponseSchema, ...AdminErrorResponses } },
    handler: async (request) => toProfile(await saveTrainingProfile(request.db, JSON.stringify(TRAINING_DEFAULTS))),
  });
}
