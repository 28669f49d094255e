import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { adminOnly } from '../auth';
import { AdminErrorResponses, adminSecurity } from '../../http/openapi';
import { TenantQuery } from '../../http/request-schemas';
import { ownSettingsText } from '../../shared/settings-defaults';
import { findAthleteProfile, toAdminProfile } from '../profile';
import { listPublicPrs } from '../prs';
import { getSettingsRow, toPublicSettings } from '../settings';
import { toRow, toSetupState, type DoneSteps } from './setup.mapper';
import { findSetupState, saveSetupState } from './setup.repository';
import { SetupStateSchema, UpdateSetupBody } from './setup.schema';

/** Which steps the site's data shows as done: what the setup's steps write, however it was written (the setup, Settings, the profile form). */
async function doneSteps(db: Kysely<DB>, tenantId: string): Promise<DoneSteps> {
  const [settings, profile, prs] = await Promise.all([getSettingsRow(db).then((row) => toPublicSettings(row, tenantId)), findAthleteProfile(db).then(toAdminProfile), listPublicPrs(db)]);
  return {
    name: ownSettingsText(settings, 'heroTitle') !== '',
    class: ownSettingsText(settings, 'heroSubtitle') !== '' || profile.graduationYear !== undefined || !!profile.highSchool || profile.events.length > 0,
    photo: settings.heroVideoPosterUrl.startsWith('/media/'),
    prs: prs.length > 0,
  };
}

/** Admin setup state: read and change (the same on every device the family signs in on). */
export async function adminSetupRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  adminOnly(r);
  const base = { tags: ['setup', 'admin'], security: adminSecurity };
  r.get('/content/admin/setup', {
    schema: { ...base, summary: 'Where the family is in the first-run setup: the step, each step done or skipped, finished or left', querystring: TenantQuery, response: { 200: SetupStateSchema, ...AdminErrorResponses } },
    handler: async (request) => toSetupState(await findSetupState(request.db), await doneSteps(request.db, request.tenantId)),
  });
  r.put('/content/admin/setup', {
    schema: {
      ...base,
      summary: 'Change where the family is in the setup: the fields sent change, the others are kept',
      description: 'Whether a step is done is read from the data and cannot be set. `skipped` replaces the whole list.',
      querystring: TenantQuery,
      body: UpdateSetupBody,
      response: { 200: SetupStateSchema, ...AdminErrorResponses },
    },
    handler: async (request) => toSetupState(await saveSetupState(request.db, toRow(request.body)), await doneSteps(request.db, request.tenantId)),
  });
}
