import { DEFAULT_SETTINGS, FEM_PALETTE, defaultSettingsFor, type DistanceUnit, type HomeSectionChoice, type SiteLanguage, type SiteSettingsValues, type ThemeKey } from '../../../src/shared/settings-defaults';
import { arrangeSections, homeSectionEntries } from '../../lib/home-layout';
import { UpdateSettingsBody } from '../../../src/features/settings/settings.schema';
import { schemaErrors } from '../../admin-kit/form-errors';
import type { AdminSettings, SettingsInput } from './settings-admin.api';
import { t } from './settings-admin.messages';

/** The text fields of the settings screen, grouped as it shows them (their labels: `fieldLabel`). */
export const HERO_FIELDS = ['heroTitle', 'heroSubtitle', 'heroCtaLabel', 'heroCtaUrl', 'heroCta2Label', 'heroCta2Url'] as const;

export const TITLE_FIELDS = ['titlePR', 'titleHighlights', 'titleRaces', 'titleReports', 'titleSupport', 'titlePress', 'titleCoachNote', 'titleFavorites', 'titleSocials', 'titleTraining', 'titleUpcoming'] as const;

export const DESCRIPTION_FIELDS = ['subtitleSocials', 'descPress', 'descSupport', 'descTraining'] as const;

export const COLOR_FIELDS = ['gradFrom', 'gradVia', 'gradTo', 'glassTint', 'auroraA', 'auroraB'] as const;

export type TextKey = (typeof HERO_FIELDS)[number] | (typeof TITLE_FIELDS)[number] | (typeof DESCRIPTION_FIELDS)[number];
type ColorKey = (typeof COLOR_FIELDS)[number];

/** The label of a text or colour field, in the current language. */
export const fieldLabel = (key: TextKey | ColorKey): string => t(`field.${key}`);

/** The settings form, as typed. */
export type SettingsForm = Record<TextKey | ColorKey, string> & {
  themeKey: ThemeKey;
  distanceUnit: DistanceUnit;
  language: SiteLanguage;
  cheersAutoApprove: boolean;
  /** Every home section, in the family's order (the built-in one for those it never placed). */
  homeSections: HomeSectionChoice[];
  showVoteCounts: boolean;
};
export type SettingsFormKey = keyof SettingsForm;

const TEXT_KEYS = [...HERO_FIELDS, ...TITLE_FIELDS, ...DESCRIPTION_FIELDS];
const COLOR_KEYS = COLOR_FIELDS;

/** The form of loaded settings (missing values fall back to the defaults). */
export function settingsToForm(s: Partial<AdminSettings>): SettingsForm {
  const form = {
    themeKey: s.themeKey === 'fem' ? 'fem' : 'd1',
    distanceUnit: s.distanceUnit === 'mi' ? 'mi' : 'km',
    language: s.language === 'fr' ? 'fr' : 'en',
    cheersAutoApprove: s.cheersAutoApprove === true,
    homeSections: arrangeSections(homeSectionEntries(), s.homeSections ?? []).map(({ section, shown }) => ({ id: section.id, shown })),
    showVoteCounts: s.showVoteCounts === true,
  } as SettingsForm;
  for (const key of [...TEXT_KEYS, ...COLOR_KEYS]) {
    const v = s[key];
    form[key] = typeof v === 'string' ? v : defaultSettingsFor(form.language)[key];
  }
  return form;
}

/** The body of a save: exactly the editable fields, trimmed; never themeId or the hero video fields. */
export function settingsFormToBody(f: SettingsForm): SettingsInput {
  const body: SettingsInput = {
    themeKey: f.themeKey,
    distanceUnit: f.distanceUnit,
    language: f.language,
    cheersAutoApprove: f.cheersAutoApprove,
    homeSections: f.homeSections,
    showVoteCounts: f.showVoteCounts,
  };
  for (const key of TEXT_KEYS) body[key] = f[key].trim();
  for (const key of COLOR_KEYS) body[key] = f[key].trim().toLowerCase();
  return body;
}

/** Field errors of the form, from the API's own schema: colours must be hex, button links relative or http(s) (blank restores the default). */
export function settingsFormErrors(f: SettingsForm): Partial<Record<SettingsFormKey, string>> {
  return schemaErrors<SettingsFormKey>(UpdateSettingsBody, settingsFormToBody(f));
}

/** The default palette of a theme. */
export function themePalette(theme: ThemeKey): Pick<SiteSettingsValues, ColorKey> {
  const base = { gradFrom: DEFAULT_SETTINGS.gradFrom, gradVia: DEFAULT_SETTINGS.gradVia, gradTo: DEFAULT_SETTINGS.gradTo, glassTint: DEFAULT_SETTINGS.glassTint, auroraA: DEFAULT_SETTINGS.auroraA, auroraB: DEFAULT_SETTINGS.auroraB };
  return theme === 'fem' ? { ...base, ...FEM_PALETTE } : base;
}

/** The default text of a field in the site's language (shown as the placeholder: a blank field gets it back). */
export const defaultOf = (key: TextKey, language: SiteLanguage = 'en'): string => defaultSettingsFor(language)[key];

/** True when two forms hold the same values (to tell unsaved changes). */
export function sameSettings(a: SettingsForm, b: SettingsForm): boolean {
  return (Object.keys(a) as SettingsFormKey[]).every((k) => (k === 'homeSections' ? JSON.stringify(a[k]) === JSON.stringify(b[k]) : a[k] === b[k]));
}

/** The home sections with one moved a place up (-1) or down (+1); at either end, unchanged. */
export function moveSection(list: readonly HomeSectionChoice[], index: number, by: -1 | 1): HomeSectionChoice[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = list.filter((_, i) => i !== index);
  next.splice(to, 0, list[index]!);
  return next;
}
