import type { AdminPart } from '../feature';
import { RacesAdminPage } from './RacesAdminPage';
import { t } from './races-admin.messages';

// The races' admin screen, loaded with the admin area (ui/admin/admin-area.ts), never by a public
// page.

export const screens: AdminPart['screens'] = [
  { id: 'courses', label: () => t('screen.label'), component: RacesAdminPage, tile: () => t('screen.tile'), menu: true, group: 'results', order: 20 },
];
