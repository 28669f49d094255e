import type { AdminPart } from '../feature';
import { PublishCard } from './PublishCard';
import { SetupCard } from './SetupCard';
import { SetupPage } from './SetupPage';
import { t } from './setup.messages';

// The first-run setup's admin screen and its cards on the dashboard (the publish state, the setup): loaded with the admin area
// (ui/admin/admin-area.ts), never by a public page.

export const screens: AdminPart['screens'] = [
  // Reached from the dashboard's card (and opened by itself on a fresh site): no menu entry, no tile.
  { id: 'setup', label: () => t('screen.label'), component: SetupPage, menu: false, group: 'site', order: 90 },
];

// Whether the site is published comes first: it is what a family most needs to know at a glance.
export const dashboard: AdminPart['dashboard'] = [PublishCard, SetupCard];
