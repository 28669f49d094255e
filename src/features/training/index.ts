import type { Feature } from '../feature';
import { trainingMeta, trainingSitemap } from './training.meta';
import { seedTraining } from './training.demo';
import { adminTrainingRoutes, publicTrainingRoutes } from './training.routes';

// How the athlete trains: weekly volume, yearly mileage, favourite workouts and an interview.

/** The training profile. */
export const trainingFeature: Feature = { name: 'training', order: 140, routes: [publicTrainingRoutes, adminTrainingRoutes], demo: seedTraining, meta: trainingMeta, sitemap: trainingSitemap };
