import type { AdminPart } from '../feature';
import css from './followers-admin.css' with { type: 'text' };
import { FollowersAdminPage } from './FollowersAdminPage';
import { t } from './followers-admin.messages';

// The followers' admin screen, loaded with the admin area (ui/admin/admin-area.ts), never by a
// public page.

export const screens: AdminPart['screens'] = [{ id: 'followers', label: () => t('screen.label'), component: FollowersAdminPage, tile: () => t('screen.tile'), menu: true, group: 'community', order: 40 }];

/** Its screen's own styles, added after the admin's shared ones. */
export const styles: AdminPart['styles'] = css;
