import type { Feature } from '../feature';
import { followersMeta } from './followers.meta';
import { adminFollowerRoutes, publicFollowerRoutes } from './followers.routes';

// People who follow the athlete's season by e-mail: the public form (double opt-in), the one-click
// unsubscribe, the admin's list, and the announcement of each new result, PR and press article
// (the features that publish them import `announce` from here, never the reverse).

/** Followers by e-mail and the announcements sent to them. */
export const followersFeature: Feature = { name: 'followers', order: 270, routes: [publicFollowerRoutes, adminFollowerRoutes], meta: followersMeta };

export { announce } from './announce';
export type { AnnouncedItem } from './followers.mail';
