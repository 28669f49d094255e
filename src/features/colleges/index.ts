import type { Feature } from '../feature';
import { followUpsDaily } from './colleges.daily';
import { adminCollegeRoutes, publicCollegeRoutes } from './colleges.routes';

// The family's recruiting board: private programs, their timelines, CSV both ways, and the
// private follow-up calendar feed.

/** The recruiting board. */
export const collegesFeature: Feature = { name: 'colleges', order: 250, routes: [publicCollegeRoutes, adminCollegeRoutes], daily: followUpsDaily };
