import type { AdminPart } from '../feature';
import { PrsAdminPage } from './PrsAdminPage';
import { t } from './prs-admin.messages';

// The personal records' admin screen, loaded with the admin area (ui/admin/admin-area.ts), never by
// a public page.

export const screens: AdminPart['screens'] = [
  { id: 'prs', label: () => t('screen.label'), component: PrsAdminPage, tile: () => t('screen.tile'), menu: true, group: 'results', order: 10 },
];
