import type { UpcomingRaceRow } from '../upcoming/upcoming.table';
import { type IcsEvent, renderIcs } from './ics';

/** A meet block in a calendar: the data has a start time only, and a distance race fills about two hours with warm-up and awards. */
const MEET_MINUTES = 120;

/** The site a calendar belongs to: its origin for links and its host name for UIDs. */
export interface CalendarSite {
  origin: string;
  host: string;
}

/** An upcoming race as a calendar event; its UID stays the same across edits, so apps update it in place. */
export function toIcsEvent(race: UpcomingRaceRow, athlete: string, site: CalendarSite): IcsEvent {
  return {
    uid: `upcoming-${race.id}@${site.host}`,
    start: race.event_at,
    durationMinutes: MEET_MINUTES,
    stamp: race.updated_at,
    summary: race.title,
    location: race.location,
    description: `${athlete} races. Results and more: ${site.origin}/`,
    url: `${site.origin}/#upcoming`,
  };
}

/** The calendar of the athlete's upcoming races. */
export function upcomingCalendar(athlete: string, races: UpcomingRaceRow[], site: CalendarSite): string {
  return renderIcs({ name: `${athlete}: races`, events: races.map((r) => toIcsEvent(r, athlete, site)) });
}
