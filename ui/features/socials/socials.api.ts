import type { SocialLink, SocialPlatform } from '../../../src/features/socials/socials.schema';
import { request } from '../../lib/api';

export type { SocialLink, SocialPlatform };

/** The public social links, in rank order. */
export const fetchSocials = () => request<SocialLink[]>('/content/public/socials');
