import type { AdminPart } from '../feature';
import { PressAdminPage } from './PressAdminPage';
import { t } from './press-admin.messages';

// The press articles' admin screen, loaded with the admin area (ui/admin/admin-screens.ts), never
// by a public page.

export const screens: AdminPart['screens'] = [
  { id: 'press', label: () => t('screen.label'), component: PressAdminPage, tile: () => t('screen.tile'), menu: true, group: 'community', order: 10 },
];
