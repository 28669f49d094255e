import type { Feature } from '../feature';
import { coachMeta, coachSitemap } from './coach.meta';
import { seedCoach } from './coach.demo';
import { adminCoachRoutes, publicCoachRoutes } from './coach.routes';

// The coach's notes, and the private invite through which a coach writes one for review.

/** Coach notes and invites. */
export const coachFeature: Feature = { name: 'coach', order: 150, routes: [publicCoachRoutes, adminCoachRoutes], demo: seedCoach, meta: coachMeta, sitemap: coachSitemap };

export { toPublicCoachNote } from './coach.mapper';
export { findValidInvite, listActiveCoachNotes } from './coach.repository';
