import type { Locale } from '../../../ui/lib/i18n/i18n';
import type { UpcomingRaceRow } from '../upcoming';
import { t } from './calendar.messages';
import { type IcsEvent, renderIcs } from '../../shared/ics';

/** A meet block in a calendar: the data has a start time only, and a distance race fills about two hours with warm-up and awards. */
const MEET_MINUTES = 120;

/** The site a calendar belongs to: its origin for links and its host name for UIDs. */
export interface CalendarSite {
  origin: string;
  host: string;
}

/** An upcoming race as a calendar event, its fixed words in `lang`; its UID stays the same across edits, so apps update it in place. */
function toIcsEvent(race: UpcomingRaceRow, athlete: string, site: CalendarSite, lang: Locale = 'en'): IcsEvent {
  return {
    uid: `upcoming-${race.id}@${site.host}`,
    start: race.event_at,
    durationMinutes: MEET_MINUTES,
    stamp: race.updated_at,
    summary: race.title,
    location: race.location,
    description: t('description', { athlete, url: `${site.origin}/` }, lang),
    url: `${site.origin}/#upcoming`,
  };
}

/** The calendar of the athlete's upcoming races, in the site's language. */
export function upcomingCalendar(athlete: string, races: UpcomingRaceRow[], site: CalendarSite, lang: Locale = 'en'): string {
  return renderIcs({ name: t('name', { athlete }, lang), events: races.map((r) => toIcsEvent(r, athlete, site, lang)) });
}
