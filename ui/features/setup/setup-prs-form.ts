import { CreatePrBody } from '../../../src/features/prs/prs.schema';
import { parseTimeToMs } from '../../../src/shared/fields';
import { schemaErrors } from '../../admin-kit/form-errors';
import { t } from './setup.messages';

// The setup's records step: a few rows of event, time and date, each checked by the PR API's own
// schema (the texts the PR screen shows, in the admin's language) before any is sent.

/** One record as typed in the setup. */
export interface PrRow {
  distance: string;
  time: string;
  date: string;
}

/** The problems of a row, by its fields. */
export type PrRowErrors = Partial<Record<keyof PrRow, string>>;

/** A row with nothing typed. */
export const emptyPrRow = (): PrRow => ({ distance: '', time: '', date: '' });

/** True when nothing was typed in the row: it is left out, not refused. */
export const isBlankPrRow = (r: PrRow): boolean => !r.distance.trim() && !r.time.trim() && !r.date.trim();

/** The body of `POST /content/admin/prs` for a row (a time that does not read is sent as NaN, which the schema refuses). */
export function prRowBody(r: PrRow, featured: boolean) {
  return { distance: r.distance.trim(), timeMs: parseTimeToMs(r.time) ?? Number.NaN, date: r.date, place: undefined, resultUrl: undefined, featured };
}

/**
 * The problems of a filled row, from the PR schema, in the UI's language. The date's is the setup's own: the schema's
 * speaks of the YYYY-MM-DD format, which a parent never sees in a date picker (it shows the
 * browser's own, e.g. mm/dd/yyyy), while an empty picker only needs a date chosen.
 */
export function prRowErrors(r: PrRow): PrRowErrors {
  const errors = schemaErrors<keyof PrRow>(CreatePrBody, prRowBody(r, false), { timeMs: 'time' });
  if (errors.date) errors.date = t('prs.dateRequired');
  return errors;
}
