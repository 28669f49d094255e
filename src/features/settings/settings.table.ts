import type { Generated, Selectable, Updateable } from 'kysely';
import type { SiteSettingsValues } from '../../shared/settings-defaults';

/**
 * The `site_settings` table: one row (id 1) per tenant database. Text columns hold '' for "use the
 * built-in default"; the defaults are applied on read, so changing a default changes every site
 * that never customised that field.
 */
export interface SiteSettingsTable {
  id: Generated<number>;
  /** Reserved for a stored theme record; never written by a settings save. */
  theme_id: string | null;
  theme_key: Generated<string>;
  hero_video_url: Generated<string>;
  hero_video_poster_url: Generated<string>;
  /** JSON array of video URLs. */
  hero_video_playlist: Generated<string>;
  cheers_auto_approve: Generated<number>;
  /** 'km' or 'mi': the one unit of every distance figure on the site. */
  distance_unit: Generated<string>;
  language: Generated<string>;
  published: Generated<number>;
  /** JSON array of { id, shown } in page order: the family's order of the home sections ('[]': the built-in one). */
  home_sections: Generated<string>;
  show_vote_counts: Generated<number>;
  hero_title: Generated<string>;
  hero_subtitle: Generated<string>;
  hero_cta_label: Generated<string>;
  hero_cta_url: Generated<string>;
  hero_cta2_label: Generated<string>;
  hero_cta2_url: Generated<string>;
  title_pr: Generated<string>;
  title_highlights: Generated<string>;
  title_races: Generated<string>;
  title_reports: Generated<string>;
  title_support: Generated<string>;
  desc_support: Generated<string>;
  title_press: Generated<string>;
  desc_press: Generated<string>;
  title_coach_note: Generated<string>;
  title_favorites: Generated<string>;
  title_socials: Generated<string>;
  subtitle_socials: Generated<string>;
  title_training: Generated<string>;
  desc_training: Generated<string>;
  title_upcoming: Generated<string>;
  grad_from: Generated<string>;
  grad_via: Generated<string>;
  grad_to: Generated<string>;
  glass_tint: Generated<string>;
  aurora_a: Generated<string>;
  aurora_b: Generated<string>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}
export type SiteSettingsRow = Selectable<SiteSettingsTable>;
export type SiteSettingsRowUpdate = Updateable<SiteSettingsTable>;

/** The settings a save may write as plain text (blank = default); the video fields and themeId are not among them. */
export type SettingsTextField = Exclude<keyof SiteSettingsValues, 'themeKey' | 'distanceUnit' | 'language' | 'published' | 'homeSections' | 'showVoteCounts' | 'heroVideoUrl' | 'heroVideoPosterUrl' | 'heroVideoPlaylist'>;

/** Where each text setting is stored. */
export const SETTINGS_TEXT_COLUMNS = {
  heroTitle: 'hero_title',
  heroSubtitle: 'hero_subtitle',
  heroCtaLabel: 'hero_cta_label',
  heroCtaUrl: 'hero_cta_url',
  heroCta2Label: 'hero_cta2_label',
  heroCta2Url: 'hero_cta2_url',
  titlePR: 'title_pr',
  titleHighlights: 'title_highlights',
  titleRaces: 'title_races',
  titleReports: 'title_reports',
  titleSupport: 'title_support',
  descSupport: 'desc_support',
  titlePress: 'title_press',
  descPress: 'desc_press',
  titleCoachNote: 'title_coach_note',
  titleFavorites: 'title_favorites',
  titleSocials: 'title_socials',
  subtitleSocials: 'subtitle_socials',
  titleTraining: 'title_training',
  descTraining: 'desc_training',
  titleUpcoming: 'title_upcoming',
  gradFrom: 'grad_from',
  gradVia: 'grad_via',
  gradTo: 'grad_to',
  glassTint: 'glass_tint',
  auroraA: 'aurora_a',
  auroraB: 'aurora_b',
} as const satisfies Record<SettingsTextField, keyof SiteSettingsTable>;

// This feature's tables, merged into the tenant database's type (see src/db/schema.ts).
declare module '../../db/schema' {
  interface DB {
    site_settings: SiteSettingsTable;
  }
}
