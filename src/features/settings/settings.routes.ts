import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOnly } from '../../http/auth';
import { AdminErrorResponses, adminSecurity } from '../../http/openapi';
import { DEFAULT_SETTINGS, FEM_PALETTE } from './settings.defaults';
import { getSettingsRow, resetSettingsRow, updateSettingsRow } from './settings.repository';
import { AdminSiteSettingsSchema, SettingsQuery, SiteSettingsSchema, UpdateSettingsBody, type AdminSiteSettings, type SiteSettings, type UpdateSettingsInput } from './settings.schema';
import { SETTINGS_TEXT_COLUMNS, type SettingsTextField, type SiteSettingsRow, type SiteSettingsRowUpdate } from './settings.table';
import { sendCachedJson } from '../../http/public-cache';

const TEXT_FIELDS = Object.keys(SETTINGS_TEXT_COLUMNS) as SettingsTextField[];

function playlist(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : [];
  } catch {
    return [];
  }
}

/** The stored settings as visitors see them: blank texts replaced by the defaults (the fem theme has its own palette). */
export function toPublicSettings(row: SiteSettingsRow, tenantId: string): SiteSettings {
  const themeKey = row.theme_key === 'fem' ? 'fem' : 'd1';
  const defaults = themeKey === 'fem' ? { ...DEFAULT_SETTINGS, ...FEM_PALETTE } : DEFAULT_SETTINGS;
  const texts = {} as Record<SettingsTextField, string>;
  for (const field of TEXT_FIELDS) texts[field] = row[SETTINGS_TEXT_COLUMNS[field]].trim() || defaults[field];
  return {
    id: row.id,
    tenantId,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    themeId: row.theme_id,
    themeKey,
    distanceUnit: row.distance_unit === 'mi' ? 'mi' : 'km',
    heroVideoUrl: row.hero_video_url,
    heroVideoPosterUrl: row.hero_video_poster_url.trim() || DEFAULT_SETTINGS.heroVideoPosterUrl,
    heroVideoPlaylist: playlist(row.hero_video_playlist),
    ...texts,
  };
}

/** The stored settings as the admin edits them. */
export function toAdminSettings(row: SiteSettingsRow, tenantId: string): AdminSiteSettings {
  return { ...toPublicSettings(row, tenantId), cheersAutoApprove: row.cheers_auto_approve === 1 };
}

/** The columns a save writes: only the fields present in the body; never themeId or the video fields. */
function toRow(input: UpdateSettingsInput): SiteSettingsRowUpdate {
  const row: SiteSettingsRowUpdate = {};
  if (input.themeKey !== undefined) row.theme_key = input.themeKey;
  if (input.distanceUnit !== undefined) row.distance_unit = input.distanceUnit;
  if (input.cheersAutoApprove !== undefined) row.cheers_auto_approve = input.cheersAutoApprove ? 1 : 0;
  for (const field of TEXT_FIELDS) {
    const value = input[field];
    if (value !== undefined) row[SETTINGS_TEXT_COLUMNS[field]] = value;
  }
  return row;
}

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
