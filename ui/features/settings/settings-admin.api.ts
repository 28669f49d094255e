import type { z } from 'zod';
import type { AdminSiteSettings, UpdateSettingsBody } from '../../../src/features/settings/settings.schema';
import { request } from '../../lib/api';

/** The site settings as the admin edits them (GET /content/admin/settings). */
export type AdminSettings = AdminSiteSettings;

/** The body of a save: the editable fields (the server ignores themeId and the hero video fields; the form never sends them). */
export type SettingsInput = z.input<typeof UpdateSettingsBody>;

/** The settings with the moderation switch. */
export const fetchAdminSettings = () => request<AdminSettings>('/content/admin/settings', { query: { ts: Date.now() } });
/** Saves the editable fields; a blank text restores its default. */
export const saveSettings = (body: SettingsInput) => request<AdminSettings>('/content/admin/settings', { method: 'PUT', body });
/** Restores every default (the hero video is kept). */
export const resetSettings = () => request<AdminSettings>('/content/admin/settings/reset', { method: 'POST' });
