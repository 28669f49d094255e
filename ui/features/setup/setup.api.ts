import type { z } from 'zod';
import type { HeroResult } from '../../../src/features/media/media.schema';
import type { AdminSiteSettings, UpdateSettingsBody } from '../../../src/features/settings/settings.schema';
import { request } from '../../lib/api';
import { settings, withDefaults, applyTheme } from '../../lib/settings';

/** The settings the setup reads and writes. */
export type SetupSettings = AdminSiteSettings;

/** The admin's settings (fresh, not cached). */
export const fetchSetupSettings = () => request<SetupSettings>('/content/admin/settings', { query: { ts: Date.now() } });

/**
 * Saves some settings and shows the answer at once on every open view (the hero, the theme), so
 * each setup step is live as soon as it is saved.
 */
export async function saveSetupSettings(body: z.input<typeof UpdateSettingsBody>): Promise<SetupSettings> {
  const saved = await request<SetupSettings>('/content/admin/settings', { method: 'PUT', body });
  settings.value = withDefaults(saved);
  applyTheme(settings.value);
  return saved;
}

/** Makes an uploaded image the hero (no video). */
export async function setHeroImage(src: string): Promise<HeroResult> {
  const hero = await request<HeroResult>('/admin/media/set-hero-image', { method: 'POST', body: { src } });
  settings.value = { ...settings.value, heroVideoUrl: hero.heroVideoUrl, heroVideoPosterUrl: hero.heroVideoPosterUrl };
  return hero;
}

/** Publishes or unpublishes the site (search engines are told to leave it out until it is published); answers the stored value. */
export async function savePublished(published: boolean): Promise<boolean> {
  return (await saveSetupSettings({ published })).published;
}
