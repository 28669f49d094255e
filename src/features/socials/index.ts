import type { Feature } from '../feature';
import { adminSocialRoutes, publicSocialRoutes } from './socials.routes';

// The athlete's social links.

/** Social links. */
export const socialsFeature: Feature = { name: 'socials', routes: [publicSocialRoutes, adminSocialRoutes] };

export { listActiveSocials } from './socials.repository';
