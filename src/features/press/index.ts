import type { Feature } from '../feature';
import { pressMeta } from './press.meta';
import { seedPress } from './press.demo';
import { pressImportRoutes } from './press-import.routes';
import { adminPressRoutes, publicPressRoutes } from './press.routes';

// Press articles about the athlete, typed in or imported from their URL.

/** Press articles and their import. */
export const pressFeature: Feature = { name: 'press', order: 70, routes: [publicPressRoutes, adminPressRoutes, pressImportRoutes], demo: seedPress, meta: pressMeta };

export { listApprovedPress } from './press.repository';
