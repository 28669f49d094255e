import type { AdminPart } from '../feature';
import { TeamAdminPage } from './TeamAdminPage';
import { t } from './team-admin.messages';

// The team's admin screen, loaded with the admin area (ui/admin/admin-screens.ts), never by a
// public page.

export const screens: AdminPart['screens'] = [
  { id: 'team', label: () => t('screen.label'), component: TeamAdminPage, tile: () => t('screen.tile'), menu: true, group: 'site', order: 40 },
];
