import type { AdminPart } from '../feature';
import css from './races-admin.css' with { type: 'text' };
import { RaceImportAdminPage } from './RaceImportAdminPage';
import { RacesAdminPage } from './RacesAdminPage';
import { t } from './races-admin.messages';

// The races' admin screen, loaded with the admin area (ui/admin/admin-area.ts), never by a public
// page.

export const screens: AdminPart['screens'] = [
  { id: 'courses', label: () => t('screen.label'), component: RacesAdminPage, tile: () => t('screen.tile'), menu: true, group: 'results', order: 20 },
  { id: 'import', label: () => t('import.screen.label'), component: RaceImportAdminPage, tile: () => t('import.screen.tile'), menu: true, group: 'results', order: 25 },
];

/** The import screen's own styles, added after the admin's shared ones. */
export const styles: AdminPart['styles'] = css;
