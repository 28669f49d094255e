import type { Feature } from '../feature';
import { shareMeta } from './share.meta';

export { athleteCardOf } from './share.meta';
import { publicShareRoutes } from './share.routes';

// What a link pasted in a message shows: the 1200×630 share cards, and the home page's structured data.

/** The share cards. */
export const shareFeature: Feature = { name: 'share', order: 190, routes: [publicShareRoutes], meta: shareMeta };
