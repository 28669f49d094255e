import type { Feature } from '../feature';
import { seedSocials } from './socials.demo';
import { adminSocialRoutes, publicSocialRoutes } from './socials.routes';

// The athlete's social links.

/** Social links. */
export const socialsFeature: Feature = { name: 'socials', routes: [publicSocialRoutes, adminSocialRoutes], demo: seedSocials };

export { listActiveSocials } from './socials.repository';
