import { DEFAULT_SETTINGS, FEM_PALETTE, type DistanceUnit, type SiteLanguage, type SiteSettingsValues, type ThemeKey } from '../../../src/features/settings/settings.defaults';
import { UpdateSettingsBody } from '../../../src/features/settings/settings.schema';
import { schemaErrors } from '../admin/form-errors';
import type { AdminSettings, SettingsInput } from './settings-admin.api';

/** The text fields of the settings screen, grouped as it shows them, with their labels. */
export const HERO_FIELDS = [
  ['heroTitle', 'Hero title'],
  ['heroSubtitle', 'Hero subtitle'],
  ['heroCtaLabel', 'First button label'],
  ['heroCtaUrl', 'First button link'],
  ['heroCta2Label', 'Second button label'],
  ['heroCta2Url', 'Second button link'],
] as const;

export const TITLE_FIELDS = [
  ['titlePR', 'PRs'],
  ['titleHighlights', 'Highlights'],
  ['titleRaces', 'Races'],
  ['titleReports', 'Reports'],
  ['titleSupport', 'Support'],
  ['titlePress', 'Press'],
  ['titleCoachNote', 'Coach note'],
  ['titleFavorites', 'Favorites'],
  ['titleSocials', 'Socials'],
  ['titleTraining', 'Training'],
  ['titleUpcoming', 'Upcoming'],
] as const;

export const DESCRIPTION_FIELDS = [
  ['subtitleSocials', 'Socials subtitle'],
  ['descPress', 'Press description'],
  ['descSupport', 'Support description'],
  ['descTraining', 'Training description'],
] as const;

export const COLOR_FIELDS = [
  ['gradFrom', 'Gradient from'],
  ['gradVia', 'Gradient via'],
  ['gradTo', 'Gradient to'],
  ['glassTint', 'Glass tint'],
  ['auroraA', 'Aurora A'],
  ['auroraB', 'Aurora B'],
] as const;

type TextKey = (typeof HERO_FIELDS)[number][0] | (typeof TITLE_FIELDS)[number][0] | (typeof DESCRIPTION_FIELDS)[number][0];
type ColorKey = (typeof COLOR_FIELDS)[number][0];

/** The settings form, as typed. */
export type SettingsForm = Record<TextKey | ColorKey, string> & { themeKey: ThemeKey; distanceUnit: DistanceUnit; language: SiteLanguage; cheersAutoApprove: boolean };
export type SettingsFormKey = keyof SettingsForm;

const TEXT_KEYS = [...HERO_FIELDS, ...TITLE_FIELDS, ...DESCRIPTION_FIELDS].map(([k]) => k);
const COLOR_KEYS = COLOR_FIELDS.map(([k]) => k);

/** The form of loaded settings (missing values fall back to the defaults). */
export function settingsToForm(s: Partial<AdminSettings>): SettingsForm {
  const form = { themeKey: s.themeKey === 'fem' ? 'fem' : 'd1', distanceUnit: s.distanceUnit === 'mi' ? 'mi' : 'km', language: s.language === 'fr' ? 'fr' : 'en', cheersAutoApprove: s.cheersAutoApprove === true } as SettingsForm;
  for (const key of [...TEXT_KEYS, ...COLOR_KEYS]) {
    const v = s[key];
    form[key] = typeof v === 'string' ? v : DEFAULT_SETTINGS[key];
  }
  return form;
}

/** The body of a save: exactly the editable fields, trimmed; never themeId or the hero video fields. */
export function settingsFormToBody(f: SettingsForm): SettingsInput {
  const body: SettingsInput = { themeKey: f.themeKey, distanceUnit: f.distanceUnit, language: f.language, cheersAutoApprove: f.cheersAutoApprove };
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

/** The default text of a field (shown as the placeholder: a blank field gets it back). */
export const defaultOf = (key: TextKey): string => DEFAULT_SETTINGS[key];

/** True when two forms hold the same values (to tell unsaved changes). */
export function sameSettings(a: SettingsForm, b: SettingsForm): boolean {
  return (Object.keys(a) as SettingsFormKey[]).every((k) => a[k] === b[k]);
}
