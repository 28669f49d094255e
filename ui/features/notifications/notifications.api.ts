import type { AdminNotificationList, MailStatus, NotificationMode, NotificationKind, NotificationPreferences } from '../../../src/features/notifications/notifications.schema';
import { request } from '../../lib/api';

/** The newest notifications and how many this admin has not seen. */
export const fetchNotifications = () => request<AdminNotificationList>('/content/admin/notifications');
/** The badge's count. */
export const fetchUnreadNotifications = async () => (await request<{ unread: number }>('/content/admin/notifications/unread-count')).unread;
/** Marks the notifications up to an id seen by this admin. */
export const markNotificationsSeen = (upTo: number) => request<{ ok: true }>('/content/admin/notifications/seen', { method: 'PUT', body: { upTo } });
/** This admin's mode of each kind. */
export const fetchPreferences = () => request<NotificationPreferences>('/content/admin/notifications/preferences');
/** Changes this admin's mode of some kinds; answers them all. */
export const savePreferences = (modes: Partial<Record<NotificationKind, NotificationMode>>) => request<NotificationPreferences>('/content/admin/notifications/preferences', { method: 'PUT', body: { modes } });

/** Whether e-mail is configured, and the last deliveries. */
export const fetchMailStatus = () => request<MailStatus>('/content/admin/mail');
/** Sends a test message to the signed-in admin. */
export const sendTestMail = () => request<{ ok: true; message: string; to: string }>('/content/admin/mail/test', { method: 'POST' });
/** Tries the waiting messages again now. */
export const retryMail = () => request<{ ok: true; retried: number }>('/content/admin/mail/retry', { method: 'POST' });
