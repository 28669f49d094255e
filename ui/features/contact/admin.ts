import type { AdminPart } from '../feature';
import css from './contact-admin.css' with { type: 'text' };
import { plural } from '../../lib/i18n/i18n';
import { fetchUnreadCount } from './contact-admin.api';
import { InboxAdminPage } from './InboxAdminPage';
import { t } from './contact-admin.messages';

// The inbox's admin screen, loaded with the admin area (ui/admin/admin-area.ts), never by a public
// page.

export const screens: AdminPart['screens'] = [
  { id: 'inbox', label: () => t('screen.label'), component: InboxAdminPage, tile: () => t('screen.tile'), menu: true, group: 'recruiting', order: 20, badge: { count: fetchUnreadCount, label: (n) => t(`badge.${plural(n)}`, { n }) } },
];

/** Its screens' own styles, added after the admin's shared ones. */
export const styles: AdminPart['styles'] = css;
