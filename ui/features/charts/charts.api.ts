import type { ProgressionAnswer, ProgressionList } from '../../../src/features/charts/charts.schema';
import { apiBase, request } from '../../lib/api';

export type { ProgressionAnswer, ProgressionList };

/** Every event's results over time and its season bests. */
export const fetchProgression = () => request<ProgressionList>('/content/public/progression');

/**
 * The chart's address. The version is a hash of the results it shows, so after an edit the page
 * asks for the new picture instead of the one the browser kept for the same address.
 */
export function chartSrc(p: Pick<ProgressionAnswer, 'chartUrl' | 'points'>): string {
  let h = 5381;
  for (const ch of JSON.stringify(p.points)) h = ((h * 33) ^ ch.charCodeAt(0)) >>> 0;
  return `${apiBase()}${p.chartUrl}?v=${h.toString(36)}`;
}

// The cached public reads this feature's writes invalidate (races and PRs change it).
declare module '../../lib/resource' {
  interface ResourceKeys {
    progression: true;
  }
}
