import type { Feature } from '../feature';
import { seedUniversities } from './universities.demo';
import { adminUniversityRoutes, publicUniversityRoutes } from './universities.routes';

// The universities on the athlete's list, and the visitors' votes for them.

/** Universities and their votes. */
export const universitiesFeature: Feature = { name: 'universities', order: 90, routes: [publicUniversityRoutes, adminUniversityRoutes], demo: seedUniversities };
