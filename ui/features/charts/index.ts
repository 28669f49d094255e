import type { UiFeature } from '../feature';
import './charts.css';

// The PR progression chart and the season table, shown by the PRs and the races (no page, section
// or screen of their own).

export { ProgressionChart } from './ProgressionChart';
export { SeasonTable } from './SeasonTable';

export const chartsFeature: UiFeature = {
  name: 'charts',
  order: 70,
  french: { charts: () => import('./charts.messages.fr') },
};
