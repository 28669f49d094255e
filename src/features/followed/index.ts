import type { Feature } from '../feature';
import { seedFollowed } from './followed.demo';
import { followedMeta } from './followed.meta';
import { adminFollowedRoutes, publicFollowedRoutes } from './followed.routes';

// The older athletes the runner follows, with their photos and visitors' likes.

/** Followed athletes. */
export const followedFeature: Feature = { name: 'followed', order: 110, routes: [publicFollowedRoutes, adminFollowedRoutes], demo: seedFollowed, meta: followedMeta };
