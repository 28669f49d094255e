import type { AdminPart } from '../feature';
import css from './notifications-admin.css' with { type: 'text' };
import { plural } from '../../lib/i18n/i18n';
import { MailAdminPage } from './MailAdminPage';
import { NotificationsAdminPage } from './NotificationsAdminPage';
import { fetchUnreadNotifications } from './notifications.api';
import { t } from './notifications-admin.messages';

// The notifications' screens, loaded with the admin area (ui/admin/admin-area.ts), never by a
// public page.

export const screens: AdminPart['screens'] = [
  { id: 'notifications', label: () => t('screen.label'), component: NotificationsAdminPage, tile: () => t('screen.tile'), menu: true, group: 'site', order: 5, badge: { count: fetchUnreadNotifications, label: (n) => t(`badge.${plural(n)}`, { n }) } },
  { id: 'email', label: () => t('mail.label'), component: MailAdminPage, tile: () => t('mail.tile'), menu: true, group: 'site', order: 90 },
];

/** Its screens' own styles, added after the admin's shared ones. */
export const styles: AdminPart['styles'] = css;
