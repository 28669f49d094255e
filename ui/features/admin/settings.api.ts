import type { SiteSettingsValues } from '../../../src/features/settings/settings.defaults';
import { request } from '../../lib/api';

/** The site settings as the admin edits them (GET /content/admin/settings). */
export type AdminSettings = SiteSettingsValues & { cheersAutoApprove: boolean; id?: number; themeId?: string | null; updatedAt?: string };

/** The editable fields a save sends (never themeId nor the hero video fields). */
export type SettingsInput = Partial<Omit<SiteSettingsValues, 'heroVideoUrl' | 'heroVideoPosterUrl' | 'heroVideoPlaylist'>> & { cheersAutoApprove?: boolean };

/** The settings with the moderation switch. */
export const fetchAdminSettings = () => request<AdminSettings>('/content/admin/settings', { query: { ts: Date.now() } });
/** Saves the editable fields; a blank text restores its default. */
export const saveSettings = (body: SettingsInput) => request<AdminSettings>('/content/admin/settings', { method: 'PUT', body });
/** Restores every default (the hero video is kept). */
export const resetSettings = () => request<AdminSettings>('/content/admin/settings/reset', { method: 'POST' });
