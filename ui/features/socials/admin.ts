import type { AdminPart } from '../feature';
import css from './socials-admin.css' with { type: 'text' };
import { SocialsAdminPage } from './SocialsAdminPage';
import { t } from './socials-admin.messages';

// The social links' admin screen, loaded with the admin area (ui/admin/admin-area.ts), never by a
// public page.

export const screens: AdminPart['screens'] = [
  { id: 'socials', label: () => t('screen.label'), component: SocialsAdminPage, tile: () => t('screen.tile'), menu: true, group: 'site', order: 30 },
];

/** Its screens' own styles, added after the admin's shared ones. */
export const styles: AdminPart['styles'] = css;
