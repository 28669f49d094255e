import type { AdminPart } from '../feature';
import css from './press-admin.css' with { type: 'text' };
import { PressAdminPage } from './PressAdminPage';
import { t } from './press-admin.messages';

// The press articles' admin screen, loaded with the admin area (ui/admin/admin-area.ts), never by a
// public page.

export const screens: AdminPart['screens'] = [
  { id: 'press', label: () => t('screen.label'), component: PressAdminPage, tile: () => t('screen.tile'), menu: true, group: 'community', order: 10 },
];

/** Its screens' own styles, added after the admin's shared ones. */
export const styles: AdminPart['styles'] = css;
