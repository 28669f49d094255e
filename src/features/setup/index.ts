import type { Feature } from '../feature';
import { adminSetupRoutes } from './setup.routes';

// The first-run setup's state: where the family is in it, kept per tenant so every device they
// sign in on opens the same step and the same checklist.

/** The setup state. */
export const setupFeature: Feature = { name: 'setup', routes: [adminSetupRoutes] };
