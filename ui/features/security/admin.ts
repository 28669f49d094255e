import type { AdminPart } from '../feature';
import css from './security-admin.css' with { type: 'text' };
import { SecurityAdminPage } from './SecurityAdminPage';
import { t } from './security-admin.messages';

// The admin's security screen, loaded with the admin area (ui/admin/admin-area.ts), never by a
// public page.

export const screens: AdminPart['screens'] = [
  { id: 'security', label: () => t('screen.label'), component: SecurityAdminPage, tile: () => t('screen.tile'), menu: true, group: 'site', order: 80 },
];

/** Its screen's own styles, added after the admin's shared ones. */
export const styles: AdminPart['styles'] = css;
