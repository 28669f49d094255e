import { DEFAULT_SETTINGS, FEM_PALETTE, isDefaultTextField, settingsTextIn, type HomeSectionChoice } from '../../shared/settings-defaults';
import { type AdminSiteSettings, type SiteSettings, type UpdateSettingsInput } from './settings.schema';
import { SETTINGS_TEXT_COLUMNS, type SettingsTextField, type SiteSettingsRow, type SiteSettingsRowUpdate } from './settings.table';

// Row ↔ API shapes of this feature (and the helpers they need): the routes map with these; other
// features reach the ones they use through the feature's index.

const TEXT_FIELDS = Object.keys(SETTINGS_TEXT_COLUMNS) as SettingsTextField[];

/** The stored order of the home sections; anything unreadable is the built-in order. */
function homeSections(json: string): HomeSectionChoice[] {
  try {
    const v: unknown = JSON.parse(json);
    if (!Array.isArray(v)) return [];
    return v.flatMap((x: unknown) => {
      if (typeof x !== 'object' || x === null) return [];
      const { id, shown } = x as { id?: unknown; shown?: unknown };
      return typeof id === 'string' && typeof shown === 'boolean' ? [{ id, shown }] : [];
    });
  } catch {
    return [];
  }
}

function playlist(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : [];
  } catch {
    return [];
  }
}

/**
 * The stored settings as visitors see them: blank texts replaced by the defaults, the texts in the
 * site's language (settingsTextIn; the fem theme has its own palette).
 */
export function toPublicSettings(row: SiteSettingsRow, tenantId: string): SiteSettings {
  const themeKey = row.theme_key === 'fem' ? 'fem' : 'd1';
  const language = row.language === 'fr' ? 'fr' : 'en';
  const defaults = themeKey === 'fem' ? { ...DEFAULT_SETTINGS, ...FEM_PALETTE } : DEFAULT_SETTINGS;
  const texts = {} as Record<SettingsTextField, string>;
  for (const field of TEXT_FIELDS) {
    const stored = row[SETTINGS_TEXT_COLUMNS[field]];
    texts[field] = isDefaultTextField(field) ? settingsTextIn(language, field, stored) : stored.trim() || defaults[field];
  }
  return {
    id: row.id,
    tenantId,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    themeId: row.theme_id,
    themeKey,
    distanceUnit: row.distance_unit === 'mi' ? 'mi' : 'km',
    language,
    published: row.published === 1,
    homeSections: homeSections(row.home_sections),
    showVoteCounts: row.show_vote_counts === 1,
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
export function toRow(input: UpdateSettingsInput): SiteSettingsRowUpdate {
  const row: SiteSettingsRowUpdate = {};
  if (input.themeKey !== undefined) row.theme_key = input.themeKey;
  if (input.distanceUnit !== undefined) row.distance_unit = input.distanceUnit;
  if (input.language !== undefined) row.language = input.language;
  if (input.published !== undefined) row.published = input.published ? 1 : 0;
  if (input.cheersAutoApprove !== undefined) row.cheers_auto_approve = input.cheersAutoApprove ? 1 : 0;
  if (input.homeSections !== undefined) row.home_sections = JSON.stringify(input.homeSections);
  if (input.showVoteCounts !== undefined) row.show_vote_counts = input.showVoteCounts ? 1 : 0;
  for (const field of TEXT_FIELDS) {
    const value = input[field];
    if (value !== undefined) row[SETTINGS_TEXT_COLUMNS[field]] = value;
  }
  return row;
}
