import type { AdminPart } from '../feature';
import { UniversitiesAdminPage } from './UniversitiesAdminPage';
import { t } from './universities-admin.messages';

// The favourite universities' admin screen, loaded with the admin area (ui/admin/admin-screens.ts),
// never by a public page.

export const screens: AdminPart['screens'] = [
  { id: 'universities', label: () => t('screen.label'), component: UniversitiesAdminPage, tile: () => t('screen.tile'), menu: true, group: 'recruiting', order: 50 },
];
