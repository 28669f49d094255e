import type { AdminPart } from '../feature';
import css from './followed-admin.css' with { type: 'text' };
import { FollowedAdminPage } from './FollowedAdminPage';
import { t } from './followed-admin.messages';

// The followed athletes' admin screen, loaded with the admin area (ui/admin/admin-area.ts), never
// by a public page.

export const screens: AdminPart['screens'] = [
  { id: 'followed', label: () => t('screen.label'), component: FollowedAdminPage, tile: () => t('screen.tile'), menu: true, group: 'community', order: 20 },
];

/** Its screens' own styles, added after the admin's shared ones. */
export const styles: AdminPart['styles'] = css;
