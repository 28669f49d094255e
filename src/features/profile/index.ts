import type { Feature } from '../feature';
import { seedProfile } from './profile.demo';
import { adminProfileRoutes, publicProfileRoutes } from './profile.routes';

// The athlete's profile facts a recruiter looks for (class, school, events, grades…), each shown
// only when switched on.

/** The athlete's profile. */
export const profileFeature: Feature = { name: 'profile', order: 200, routes: [publicProfileRoutes, adminProfileRoutes], demo: seedProfile };

export { toAdminProfile, toPublicProfile } from './profile.mapper';
export { findAthleteProfile } from './profile.repository';
