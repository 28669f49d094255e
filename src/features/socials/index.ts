import type { Feature } from '../feature';
import { socialsMeta } from './socials.meta';
import { seedSocials } from './socials.demo';
import { adminSocialRoutes, publicSocialRoutes } from './socials.routes';

// The athlete's social links.

/** Social links. */
export const socialsFeature: Feature = { name: 'socials', order: 120, routes: [publicSocialRoutes, adminSocialRoutes], demo: seedSocials, meta: socialsMeta };

export { listActiveSocials } from './socials.repository';
