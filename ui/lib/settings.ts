import { signal } from '@preact/signals-react';
import { DEFAULT_SETTINGS, FEM_PALETTE, defaultSettingsFor, isDefaultTextField, settingsTextIn, type HomeSectionChoice, type SiteSettingsValues } from '../../src/shared/settings-defaults';
import { errorMessage, request } from './api';
import { t } from './settings-load.messages';

/** The settings load: loading, then loaded, or error with the defaults in place. */
export type SettingsStatus = 'loading' | 'loaded' | 'error';

export const settings = signal<SiteSettingsValues>({ ...DEFAULT_SETTINGS });
export const settingsStatus = signal<SettingsStatus>('loading');
export const settingsError = signal<string | undefined>(undefined);

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Merges an answer over the defaults of the site's language: blank or missing strings fall back
 * (a text still at the built-in default of another language gets this language's, see settingsTextIn).
 */
export function withDefaults(raw: Partial<Record<keyof SiteSettingsValues, unknown>> | undefined): SiteSettingsValues {
  const language = raw?.language === 'fr' ? 'fr' : 'en';
  const out: SiteSettingsValues = { ...defaultSettingsFor(language) };
  const themeKey = raw?.themeKey === 'fem' ? 'fem' : 'd1';
  out.themeKey = themeKey;
  out.distanceUnit = raw?.distanceUnit === 'mi' ? 'mi' : 'km';
  out.language = language;
  out.published = raw?.published === true;
  out.showVoteCounts = raw?.showVoteCounts === true;
  out.homeSections = Array.isArray(raw?.homeSections)
    ? raw.homeSections.filter((x): x is HomeSectionChoice => typeof x === 'object' && x !== null && typeof (x as HomeSectionChoice).id === 'string' && typeof (x as HomeSectionChoice).shown === 'boolean')
    : [];
  if (themeKey === 'fem') Object.assign(out, FEM_PALETTE);
  for (const key of Object.keys(DEFAULT_SETTINGS) as Array<keyof SiteSettingsValues>) {
    if (key === 'themeKey' || key === 'distanceUnit' || key === 'language' || key === 'published' || key === 'showVoteCounts' || key === 'homeSections') continue;
    const v = raw?.[key];
    if (key === 'heroVideoPlaylist') {
      if (Array.isArray(v)) out.heroVideoPlaylist = v.filter((x): x is string => typeof x === 'string' && !!x.trim());
      continue;
    }
    if (isDefaultTextField(key)) out[key] = settingsTextIn(language, key, typeof v === 'string' ? v : '');
    else if (typeof v === 'string' && v.trim()) (out as unknown as Record<string, string>)[key] = v.trim();
  }
  for (const key of ['gradFrom', 'gradVia', 'gradTo', 'glassTint', 'auroraA', 'auroraB'] as const) {
    if (!HEX.test(out[key])) out[key] = (themeKey === 'fem' ? FEM_PALETTE : DEFAULT_SETTINGS)[key];
  }
  return out;
}

/** Applies the theme and palette to the page through CSS variables. */
export function applyTheme(s: SiteSettingsValues): void {
  const root = document.documentElement;
  root.dataset.theme = s.themeKey;
  root.style.setProperty('--grad-from', s.gradFrom);
  root.style.setProperty('--grad-via', s.gradVia);
  root.style.setProperty('--grad-to', s.gradTo);
  root.style.setProperty('--glass-tint', s.glassTint);
  root.style.setProperty('--aurora-a', s.auroraA);
  root.style.setProperty('--aurora-b', s.auroraB);
}

/** The settings the server embedded in the page (fresh as of this page load), if any. */
function embeddedSettings(): Partial<Record<keyof SiteSettingsValues, unknown>> | undefined {
  const node = typeof document !== 'undefined' ? document.getElementById('initial-settings') : null;
  if (!node?.textContent) return undefined;
  try {
    const v: unknown = JSON.parse(node.textContent);
    return v && typeof v === 'object' ? (v as Partial<Record<keyof SiteSettingsValues, unknown>>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts the settings: from the page itself when the server embedded them (no request, no flash of
 * default texts), else from the API.
 */
export function initSettings(): Promise<void> {
  const embedded = embeddedSettings();
  if (!embedded) return loadSettings();
  settings.value = withDefaults(embedded);
  settingsStatus.value = 'loaded';
  applyTheme(settings.value);
  return Promise.resolve();
}

let latestLoad = 0;

/**
 * Loads the public settings (cache-busted); on failure keeps the defaults and records the error.
 * An answer is dropped when a later load was asked for, or when the settings were replaced while it
 * was on its way (an admin's save answers with newer values than a read asked for before it).
 */
export async function loadSettings(): Promise<void> {
  const load = ++latestLoad;
  const before = settings.value;
  settingsStatus.value = 'loading';
  try {
    const raw = await request<Partial<Record<keyof SiteSettingsValues, unknown>>>('/content/public/settings', { query: { ts: Date.now() } });
    if (load !== latestLoad) return;
    if (settings.value !== before) {
      settingsStatus.value = 'loaded';
      return;
    }
    settings.value = withDefaults(raw);
    settingsStatus.value = 'loaded';
    settingsError.value = undefined;
  } catch (err) {
    if (load !== latestLoad) return;
    settings.value = withDefaults(undefined);
    settingsStatus.value = 'error';
    settingsError.value = t('loadFailed', { reason: (err as { status?: number }).status ?? errorMessage(err) });
    console.warn(settingsError.value);
  }
  applyTheme(settings.value);
}

/** Announces that settings changed (the admin saved them); every open page reloads them. */
export function broadcastSettingsUpdated(): void {
  window.dispatchEvent(new Event('site-settings-updated'));
}

if (typeof window !== 'undefined') {
  window.addEventListener('site-settings-updated', () => void loadSettings());
}

/** A settings text an admin may edit in place (not the theme, the palette or the media calls' fields). */
export type SettingsTextField = Exclude<
  keyof SiteSettingsValues,
  'themeKey' | 'distanceUnit' | 'language' | 'published' | 'homeSections' | 'showVoteCounts' | 'heroVideoUrl' | 'heroVideoPosterUrl' | 'heroVideoPlaylist' | 'gradFrom' | 'gradVia' | 'gradTo' | 'glassTint' | 'auroraA' | 'auroraB'
>;

/**
 * Saves one settings text as the admin (a blank value restores its default) and shows the answer
 * at once: every place reading the settings signal updates without another request.
 */
export async function saveSettingsText(field: SettingsTextField, value: string): Promise<void> {
  const saved = await request<Partial<Record<keyof SiteSettingsValues, unknown>>>('/content/admin/settings', { method: 'PUT', body: { [field]: value } });
  settings.value = withDefaults(saved);
  settingsStatus.value = 'loaded';
}
