import { adminCollegeRoutes, publicCollegeRoutes } from './colleges.routes';

/** The recruiting board: private programs, their timelines, CSV, and the follow-up feed. */
export const collegesFeature = { name: 'colleges', routes: [publicCollegeRoutes, adminCollegeRoutes] };
