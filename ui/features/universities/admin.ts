import type { AdminPart } from '../feature';
import css from './universities-admin.css' with { type: 'text' };
import { UniversitiesAdminPage } from './UniversitiesAdminPage';
import { t } from './universities-admin.messages';

// The favourite universities' admin screen, loaded with the admin area (ui/admin/admin-area.ts),
// never by a public page.

export const screens: AdminPart['screens'] = [
  { id: 'universities', label: () => t('screen.label'), component: UniversitiesAdminPage, tile: () => t('screen.tile'), menu: true, group: 'recruiting', order: 50 },
];

/** Its screens' own styles, added after the admin's shared ones. */
export const styles: AdminPart['styles'] = css;
