import type { AdminPart } from '../feature';
import { UpcomingAdminPage } from './UpcomingAdminPage';
import { t } from './upcoming-admin.messages';

// The upcoming races' admin screen, loaded with the admin area (ui/admin/admin-area.ts), never by a
// public page.

export const screens: AdminPart['screens'] = [
  { id: 'upcoming', label: () => t('screen.label'), component: UpcomingAdminPage, tile: () => t('screen.tile'), menu: true, group: 'results', order: 30 },
];
