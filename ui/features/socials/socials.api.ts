import type { SocialLink } from '../../../src/features/socials/socials.schema';
import { request } from '../../lib/api';

export type { SocialLink };

/** The public social links, in rank order. */
export const fetchSocials = () => request<SocialLink[]>('/content/public/socials');
