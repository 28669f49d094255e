import type { Feature } from '../feature';
import { publicChartRoutes } from './charts.routes';

// PR progression: every event's results and season bests, and their charts (SVG).

/** The progression answer and its charts. */
export const chartsFeature: Feature = { name: 'charts', order: 240, routes: [publicChartRoutes] };

export { progressionSparks } from './charts.mapper';
export { progressionSparkPath } from './progression-svg';
