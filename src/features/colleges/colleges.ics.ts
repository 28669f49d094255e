import type { Locale } from '../../../ui/lib/i18n/i18n';
import type { IcsCalendar, IcsEvent } from '../../shared/ics';
import { t } from './colleges.messages';
import type { CollegeEventRow, CollegeRow } from './colleges.table';

/** A visit fills an afternoon in a calendar: the note has a date, and often no time. */
const VISIT_MINUTES = 180;

/** What the follow-up feed is made of. */
export interface FollowupSource {
  colleges: readonly CollegeRow[];
  /** Notes of kind `visit` (planned or recent). */
  visits: readonly CollegeEventRow[];
  athlete: string;
  language: Locale;
  /** For the events' UIDs. */
  host: string;
  /** The board, linked from each event. */
  adminUrl: string;
}

/**
 * The family's follow-up calendar: each program's dated next step as an all-day event on that day,
 * and each visit note at its time. UIDs stay the same when a step is edited, so a subscribed phone
 * moves the event rather than adding another.
 */
export function followupCalendar(src: FollowupSource): IcsCalendar {
  const byId = new Map(src.colleges.map((c) => [c.id, c]));
  const lang = src.language;
  const description = t('description', { url: src.adminUrl }, lang);
  const steps: IcsEvent[] = src.colleges
    .filter((c) => c.next_step_date)
    .map((c) => ({
      uid: `college-${c.id}-next-step@${src.host}`,
      start: c.next_step_date!,
      allDay: true,
      durationMinutes: 24 * 60,
      stamp: c.updated_at,
      summary: c.next_step ? t('nextStep', { college: c.name, step: c.next_step }, lang) : t('nextStepUntitled', { college: c.name }, lang),
      description,
      url: src.adminUrl,
    }));
  const visits: IcsEvent[] = src.visits.flatMap((v) => {
    const college = byId.get(v.college_id);
    if (!college) return [];
    return [{ uid: `college-visit-${v.id}@${src.host}`, start: v.at, durationMinutes: VISIT_MINUTES, stamp: v.created_at, summary: t('visit', { college: college.name }, lang), description: v.text ? `${v.text}\n\n${description}` : description, url: src.adminUrl }];
  });
  return { name: t('name', { athlete: src.athlete || 'Athlete' }, lang), product: 'Recruiting follow-ups', events: [...steps, ...visits] };
}
