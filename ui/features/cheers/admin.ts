import type { AdminPart } from '../feature';
import { CheersAdminPage } from './CheersAdminPage';
import { t } from './cheers-admin.messages';

// The cheers' admin screen, loaded with the admin area (ui/admin/admin-screens.ts), never by a
// public page.

export const screens: AdminPart['screens'] = [
  { id: 'cheers', label: () => t('screen.label'), component: CheersAdminPage, tile: () => t('screen.tile'), menu: true, group: 'community', order: 30 },
];
