import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOnly } from '../auth';
import { AdminErrorResponses, adminSecurity } from '../../http/openapi';
import { getSettingsRow, resetSettingsRow, updateSettingsRow } from './settings.repository';
import { AdminSiteSettingsSchema, SettingsQuery, SiteSettingsSchema, UpdateSettingsBody } from './settings.schema';
import { sendCachedJson } from '../../http/public-cache';
import { toAdminSettings, toPublicSettings, toRow } from './settings.mapper';

/** `GET /content/public/settings`. */
export async function publicSettingsRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/content/public/settings', {
    schema: {
      tags: ['settings'],
      summary: 'Site settings, blank texts resolved to the defaults',
      querystring: SettingsQuery,
      response: { 200: SiteSettingsSchema },
    },
    handler: (request, reply) => sendCachedJson(request, reply, SiteSettingsSchema, async () => toPublicSettings(await getSettingsRow(request.db), request.tenantId)),
  });
}

/** Admin settings: read, save, reset. */
export async function adminSettingsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  adminOnly(r);
  const base = { tags: ['settings', 'admin'], security: adminSecurity };
  r.get('/content/admin/settings', {
    schema: { ...base, summary: 'Site settings with the moderation settings', querystring: SettingsQuery, response: { 200: AdminSiteSettingsSchema, ...AdminErrorResponses } },
    handler: async (request) => toAdminSettings(await getSettingsRow(request.db), request.tenantId),
  });
  r.put('/content/admin/settings', {
    schema: {
      ...base,
      summary: 'Save site settings',
      description: 'Any subset of the editable fields; a blank text restores its default. themeId and the hero video fields in the body are ignored (the media calls set them).',
      body: UpdateSettingsBody,
      response: { 200: AdminSiteSettingsSchema, ...AdminErrorResponses },
    },
    handler: async (request) => toAdminSettings(await updateSettingsRow(request.db, toRow(request.body)), request.tenantId),
  });
  r.post('/content/admin/settings/reset', {
    schema: {
      ...base,
      summary: 'Restore the default settings',
      description: 'Every text back to its default, theme d1, cheers moderated. The hero video is kept.',
      response: { 200: AdminSiteSettingsSchema, ...AdminErrorResponses },
    },
    handler: async (request) => toAdminSettings(await resetSettingsRow(request.db), request.tenantId),
  });
}
