import type { AdminFollowers, Announcement, FollowStatus } from '../../../src/features/followers/followers.schema';
import { request, requestRaw } from '../../lib/api';

/** Whether the "Follow the season" form is open (the server can send e-mail). */
export const fetchFollowStatus = () => request<FollowStatus>('/content/public/follow');
/** Asks for a confirmation e-mail (double opt-in); the answer is the same for every address. `website` is the honeypot. */
export const subscribe = (body: { email: string; website?: string }) => request<{ ok: true; message: string }>('/content/public/subscribe', { method: 'POST', body });
/** Confirms an address with its link's token. */
export const confirmFollow = (token: string) => request<{ ok: true; message: string }>('/content/public/subscribe/confirm', { method: 'POST', body: { token } });
/** Unsubscribes with the key of the e-mail's link (the same call as a mail client's one-click button). */
export const unsubscribe = (key: string) => request<{ ok: true; message: string }>(`/content/public/unsubscribe?key=${encodeURIComponent(key)}`, { method: 'POST', body: {} });

/** The admin's followers, their count and the latest announcements. */
export const fetchFollowers = () => request<AdminFollowers>('/content/admin/followers');
/** Removes a follower. */
export const removeFollower = (id: number) => request<{ ok: true }>(`/content/admin/followers/${id}`, { method: 'DELETE' });
/** Holds an announcement back, or sends it at once. */
export const announcementAction = (id: number, action: 'hold' | 'send') => request<Announcement>(`/content/admin/followers/announcements/${id}/${action}`, { method: 'POST' });
/** The confirmed followers as a CSV file's text. */
export const exportFollowers = async () => (await requestRaw('/content/admin/followers/export')).text();

// The cached public read of this feature.
declare module '../../lib/resource' {
  interface ResourceKeys {
    follow: true;
  }
}
