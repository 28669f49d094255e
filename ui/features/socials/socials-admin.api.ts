import type { z } from 'zod';
import type { AdminSocialLink, SocialBatchItem as SocialBatchItemSchema, SocialBatchResult, SocialPlatform } from '../../../src/features/socials/socials.schema';
import { request } from '../../lib/api';

export { SOCIAL_PLATFORMS } from '../../../src/features/socials/socials.schema';
export type { AdminSocialLink, SocialBatchResult, SocialPlatform };
/** One entry of the batch save: no id for a new link. */
export type SocialBatchItem = z.input<typeof SocialBatchItemSchema>;

/** Every social link, by rank. */
export const fetchAdminSocials = () => request<AdminSocialLink[]>('/content/admin/socials');
/** Saves the whole list: updates by id, creates new ones, deletes the missing ones; entries without an http(s) URL are dropped and reported. */
export const saveSocialsBatch = (items: SocialBatchItem[]) => request<SocialBatchResult>('/content/admin/socials', { method: 'PUT', body: { items } });

// The cached public reads this feature's writes invalidate.
declare module '../../lib/resource' {
  interface ResourceKeys {
    socials: true;
  }
}
