import type { Feature } from '../feature';
import { socialsMeta, socialsSitemap } from './socials.meta';
import { seedSocials } from './socials.demo';
import { adminSocialRoutes, publicSocialRoutes } from './socials.routes';

// The athlete's social links.

/** Social links. */
export const socialsFeature: Feature = { name: 'socials', order: 120, routes: [publicSocialRoutes, adminSocialRoutes], demo: seedSocials, meta: socialsMeta, sitemap: socialsSitemap };

export { listActiveSocials } from './socials.repository';
