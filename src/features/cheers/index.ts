import type { Feature } from '../feature';
import { cheersMeta, cheersSitemap } from './cheers.meta';
import { seedCheers } from './cheers.demo';
import { adminCheerRoutes, publicCheerRoutes } from './cheers.routes';

// The cheer wall: visitors' words of encouragement (moderated), their likes and the family's replies.

/** The cheer wall and its moderation. */
export const cheersFeature: Feature = { name: 'cheers', order: 80, routes: [publicCheerRoutes, adminCheerRoutes], demo: seedCheers, meta: cheersMeta, sitemap: cheersSitemap };

export { insertCheer } from './cheers.repository';
