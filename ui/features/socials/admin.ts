import type { AdminPart } from '../feature';
import { SocialsAdminPage } from './SocialsAdminPage';
import { t } from './socials-admin.messages';

// The social links' admin screen, loaded with the admin area (ui/admin/admin-screens.ts), never by
// a public page.

export const screens: AdminPart['screens'] = [
  { id: 'socials', label: () => t('screen.label'), component: SocialsAdminPage, tile: () => t('screen.tile'), menu: true, group: 'site', order: 30 },
];
