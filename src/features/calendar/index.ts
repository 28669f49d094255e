import type { Feature } from '../feature';
import { publicCalendarRoutes } from './calendar.routes';

// The upcoming races as calendar files (.ics): the whole season to subscribe to, or one race.

/** The calendar files. */
export const calendarFeature: Feature = { name: 'calendar', order: 180, routes: [publicCalendarRoutes] };
