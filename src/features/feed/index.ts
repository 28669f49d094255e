import type { Feature } from '../feature';
import { feedMeta } from './feed.meta';
import { feedRoutes } from './feed.routes';

// The site's Atom feed (`/feed.xml`): new race results, personal records and press articles, for
// feed readers; every public page links to it from its head.

/** The Atom feed. */
export const feedFeature: Feature = { name: 'feed', order: 280, routes: [feedRoutes], meta: feedMeta };
