import type { AdminPart } from '../feature';
import css from './colleges-admin.css' with { type: 'text' };
import { plural } from '../../lib/i18n/i18n';
import { CollegeRoute } from './CollegePage';
import { CollegesAdminPage } from './CollegesAdminPage';
import { FollowUpsCard } from './FollowUpsCard';
import { dueFollowUps, localToday } from './college-form';
import { fetchColleges } from './colleges.api';
import { t } from './colleges-admin.messages';

// The colleges board's admin screen, a program's page, and the dashboard's follow-ups card, loaded
// with the admin area (ui/admin/admin-area.ts), never by a public page.

/** How many follow-ups are due (overdue or today, the family's local date): the menu's badge. */
const dueCount = async () => dueFollowUps(await fetchColleges(), localToday()).length;

export const screens: AdminPart['screens'] = [
  {
    id: 'colleges',
    label: () => t('screen.label'),
    component: CollegesAdminPage,
    tile: () => t('screen.tile'),
    menu: true,
    group: 'recruiting',
    order: 5,
    badge: { count: dueCount, label: (n) => t(`badge.overdue.${plural(n)}`, { n }) },
  },
];

/** A program's page, opened from the board. */
export const routes: AdminPart['routes'] = [{ path: '/admin/colleges/:id', component: CollegeRoute }];

/** The follow-ups due this week, at the top of the dashboard. */
export const dashboard: AdminPart['dashboard'] = [FollowUpsCard];

/** Its screens' own styles, added after the admin's shared ones. */
export const styles: AdminPart['styles'] = css;
