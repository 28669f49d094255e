import type { Feature } from '../feature';
import { healthRoutes } from './health.routes';

// The server's ready check, for a load balancer or a supervisor: outside any tenant, it answers for all.

/** `GET /healthz`. */
export const healthFeature: Feature = { name: 'health', order: 10, rootRoutes: [healthRoutes] };
