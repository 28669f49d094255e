import { request } from '../../lib/api';

/** An upcoming race (public-site.md §3). */
export interface UpcomingRace {
  id: number;
  title: string;
  location?: string;
  eventAt: string;
}

/** The next races, soonest first (take 3 on the home page). */
export const fetchUpcoming = (take = 3) => request<UpcomingRace[]>('/content/public/upcoming', { query: { take } });
