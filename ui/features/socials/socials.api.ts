import { request } from '../../lib/api';

/** The platforms a social link can be (public-site.md §3). */
export type SocialPlatform = 'instagram' | 'tiktok' | 'strava' | 'x' | 'youtube' | 'custom';

/** A social link. */
export interface SocialLink {
  id: number;
  platform: SocialPlatform | string;
  name?: string;
  handle?: string;
  url: string;
  gradient?: string;
  iconKey?: string;
  rank?: number;
  active?: boolean;
}

/** The public social links, in rank order. */
export const fetchSocials = () => request<SocialLink[]>('/content/public/socials');
