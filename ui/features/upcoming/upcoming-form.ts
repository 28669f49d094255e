import { CreateUpcomingBody, UPCOMING_MESSAGES } from '../../../src/features/upcoming/upcoming.schema';
import { schemaErrors } from '../../admin-kit/form-errors';
import { t } from './upcoming-admin.messages';
import type { AdminUpcomingRace, UpcomingInput } from './upcoming-admin.api';

/** The message, as the server words it. */
export const UPCOMING_REQUIRED = UPCOMING_MESSAGES.required;

/** The upcoming race form, as typed: date and time are separate fields in the athlete's local time. */
export interface UpcomingForm {
  title: string;
  date: string;
  time: string;
  location: string;
}

/** A blank form (add mode). */
export const emptyUpcomingForm = (): UpcomingForm => ({ title: '', date: '', time: '', location: '' });

const pad = (n: number) => String(n).padStart(2, '0');

/** Splits an ISO date-time into the local `YYYY-MM-DD` and `HH:mm` the form shows; blanks when it is not a date. */
export function splitEventAt(iso: string): { date: string; time: string } {
  const d = new Date(iso);
  if (!iso || Number.isNaN(d.getTime())) return { date: '', time: '' };
  return { date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`, time: `${pad(d.getHours())}:${pad(d.getMinutes())}` };
}

/** Joins a local date and time into an ISO date-time (UTC); undefined when either is not valid. */
export function joinEventAt(date: string, time: string): string | undefined {
  const dm = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const tm = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(time.trim());
  if (!dm || !tm) return undefined;
  const [y, mo, da] = [Number(dm[1]), Number(dm[2]), Number(dm[3])];
  const d = new Date(y, mo - 1, da, Number(tm[1]), Number(tm[2]));
  if (d.getFullYear() !== y || d.getMonth() !== mo - 1 || d.getDate() !== da) return undefined;
  return d.toISOString();
}

/** The form of an existing race. */
export function upcomingToForm(r: AdminUpcomingRace): UpcomingForm {
  return { title: r.title, location: r.location, ...splitEventAt(r.eventAt) };
}

/**
 * The error of the form: the API schema's message when a field is blank (title, location, or the
 * date and time it joins), another when the date or time typed is not a real one.
 */
export function upcomingFormError(f: UpcomingForm): string | undefined {
  const errors = schemaErrors(CreateUpcomingBody, upcomingFormToInput(f));
  if (errors.title || errors.location || !f.date.trim() || !f.time.trim()) return UPCOMING_REQUIRED;
  if (!joinEventAt(f.date, f.time)) return t('realDate');
  return errors.eventAt;
}

/** The body of a form: trimmed texts and the joined eventAt (blank when the date or time is not real). */
export function upcomingFormToInput(f: UpcomingForm): UpcomingInput {
  return { title: f.title.trim(), location: f.location.trim(), eventAt: joinEventAt(f.date, f.time) ?? '' };
}
