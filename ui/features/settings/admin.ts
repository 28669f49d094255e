import type { AdminPart } from '../feature';
import css from './settings-admin.css' with { type: 'text' };
import { SettingsPage } from './SettingsPage';
import { t } from './settings-admin.messages';

// The site's settings admin screen, loaded with the admin area (ui/admin/admin-area.ts), never by a
// public page.

export const screens: AdminPart['screens'] = [
  { id: 'settings', label: () => t('screen.label'), component: SettingsPage, tile: () => t('screen.tile'), menu: true, group: 'site', order: 10 },
];

/** Its screens' own styles, added after the admin's shared ones. */
export const styles: AdminPart['styles'] = css;
