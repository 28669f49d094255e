import type { AdminPart } from '../feature';
import css from './cheers-admin.css' with { type: 'text' };
import { CheersAdminPage } from './CheersAdminPage';
import { t } from './cheers-admin.messages';

// The cheers' admin screen, loaded with the admin area (ui/admin/admin-area.ts), never by a public
// page.

export const screens: AdminPart['screens'] = [
  { id: 'cheers', label: () => t('screen.label'), component: CheersAdminPage, tile: () => t('screen.tile'), menu: true, group: 'community', order: 30 },
];

/** Its screens' own styles, added after the admin's shared ones. */
export const styles: AdminPart['styles'] = css;
