import type { Feature } from '../feature';
import { seedUpcoming } from './upcoming.demo';
import { adminUpcomingRoutes, publicUpcomingRoutes } from './upcoming.routes';

// The next start lines: races ahead, soonest first.

/** Upcoming races. */
export const upcomingFeature: Feature = { name: 'upcoming', order: 100, routes: [publicUpcomingRoutes, adminUpcomingRoutes], demo: seedUpcoming };

export { findUpcomingById, listNextUpcoming } from './upcoming.repository';
export type { UpcomingRaceRow } from './upcoming.table';
