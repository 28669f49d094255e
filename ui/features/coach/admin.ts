import type { AdminPart } from '../feature';
import css from './coach-admin.css' with { type: 'text' };
import { plural } from '../../lib/i18n/i18n';
import { fetchAdminCoachNotes } from './coach-admin.api';
import { CoachAdminPage } from './CoachAdminPage';
import { t } from './coach-admin.messages';

// The coach notes' and invites' admin screen, loaded with the admin area (ui/admin/admin-
// screens.ts), never by a public page.

export const screens: AdminPart['screens'] = [
  {
    id: 'coach',
    label: () => t('screen.label'),
    component: CoachAdminPage,
    tile: () => t('screen.tile'),
    menu: true,
    group: 'recruiting',
    order: 10,
    // The notes invited coaches sent that wait for the admin's review.
    badge: { count: async () => (await fetchAdminCoachNotes()).items.filter((n) => n.source === 'invite' && !n.active).length, label: (n) => t(`badge.${plural(n)}`, { n }) },
  },
];

/** Its screens' own styles, added after the admin's shared ones. */
export const styles: AdminPart['styles'] = css;
