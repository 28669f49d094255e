import type { UpcomingRace } from '../../../src/features/upcoming/upcoming.schema';
import { request } from '../../lib/api';

export type { UpcomingRace };

/** The next races, soonest first (take 3 on the home page). */
export const fetchUpcoming = (take = 3) => request<UpcomingRace[]>('/content/public/upcoming', { query: { take } });

/** The iCalendar feed of every upcoming race (a calendar app can subscribe to it). */
export const CALENDAR_FEED_URL = '/calendar.ics';

/** One race as an .ics file to add to a calendar. */
export const raceCalendarUrl = (id: number) => `/calendar/upcoming/${id}.ics`;
