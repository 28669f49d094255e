import type { AdminContactMessage } from '../../../src/features/contact/contact.schema';
import { request } from '../../lib/api';

export type { AdminContactMessage };

/** The inbox, newest first, and how many messages are unread. */
export const fetchInbox = () => request<{ items: AdminContactMessage[]; unread: number }>('/content/admin/messages');
/** How many messages are unread (the menu's badge). */
export const fetchUnreadCount = async () => (await request<{ unread: number }>('/content/admin/messages/unread-count')).unread;
/** Marks a message read or unread. */
export const markMessage = (id: number, read: boolean) => request<AdminContactMessage>(`/content/admin/messages/${id}`, { method: 'PUT', body: { read } });
/** Deletes a message. */
export const deleteMessage = (id: number) => request<{ ok: true }>(`/content/admin/messages/${id}`, { method: 'DELETE' });
