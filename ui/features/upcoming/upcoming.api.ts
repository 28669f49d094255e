import type { UpcomingRace } from '../../../src/features/upcoming/upcoming.schema';
import { request } from '../../lib/api';

export type { UpcomingRace };

/** The next races, soonest first (take 3 on the home page). */
export const fetchUpcoming = (take = 3) => request<UpcomingRace[]>('/content/public/upcoming', { query: { take } });
