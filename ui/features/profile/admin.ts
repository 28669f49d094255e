import type { AdminPart } from '../feature';
import { ProfileAdminPage } from './ProfileAdminPage';
import { t } from './profile-admin.messages';

// The athlete profile's admin screen, loaded with the admin area (ui/admin/admin-area.ts), never by
// a public page.

export const screens: AdminPart['screens'] = [
  { id: 'profile', label: () => t('screen.label'), component: ProfileAdminPage, tile: () => t('screen.tile'), menu: true, group: 'site', order: 20 },
];
