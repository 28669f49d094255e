import { request } from '../../lib/api';

/** The platforms a link can be. */
export const SOCIAL_PLATFORMS = ['instagram', 'tiktok', 'strava', 'x', 'youtube', 'custom'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** A social link as the admin edits it. */
export interface AdminSocialLink {
  id: number;
  platform: SocialPlatform;
  name?: string;
  handle?: string;
  url: string;
  gradient?: string;
  iconKey?: string;
  rank: number;
  active: boolean;
}

/** One entry of the batch save: no id for a new link. */
export type SocialBatchItem = Omit<AdminSocialLink, 'id'> & { id?: number };

/** What the batch save answers: the saved list, and the entries dropped for their URL. */
export interface SocialBatchResult {
  items: AdminSocialLink[];
  dropped: Array<{ index: number; id?: number; platform: string; url: string; message: string }>;
}

/** Every social link, by rank. */
export const fetchAdminSocials = () => request<AdminSocialLink[]>('/content/admin/socials');
/** Saves the whole list: updates by id, creates new ones, deletes the missing ones. */
export const saveSocialsBatch = (items: SocialBatchItem[]) => request<SocialBatchResult>('/content/admin/socials', { method: 'PUT', body: { items } });
