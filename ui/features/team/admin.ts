import type { AdminPart } from '../feature';
import css from './team-admin.css' with { type: 'text' };
import { TeamAdminPage } from './TeamAdminPage';
import { t } from './team-admin.messages';

// The team's admin screen, loaded with the admin area (ui/admin/admin-area.ts), never by a public
// page.

export const screens: AdminPart['screens'] = [
  { id: 'team', label: () => t('screen.label'), component: TeamAdminPage, tile: () => t('screen.tile'), menu: true, group: 'site', order: 40 },
];

/** Its screens' own styles, added after the admin's shared ones. */
export const styles: AdminPart['styles'] = css;
