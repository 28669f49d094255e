import { formatTimeMs, parseTimeToMs } from '../../../src/features/shared/fields';
import { CreatePrBody } from '../../../src/features/prs/prs.schema';
import { schemaErrors } from '../admin/form-errors';
import type { AdminPr, PrInput } from './prs.api';

/** The PR form, as typed. */
export interface PrForm {
  distance: string;
  time: string;
  date: string;
  place: string;
  featured: boolean;
  raceId: string;
  resultUrl: string;
}

/** A new PR's form: empty, with examples as placeholders (a prefilled time looked like a real PR). */
export const emptyPrForm = (): PrForm => ({ distance: '', time: '', date: '', place: '', featured: false, raceId: '', resultUrl: '' });

/** The form of an existing PR. */
export const prToForm = (p: AdminPr): PrForm => ({
  distance: p.distance,
  time: formatTimeMs(p.timeMs),
  date: p.date ?? '',
  place: p.location ?? '',
  featured: p.featured,
  raceId: p.raceId ? String(p.raceId) : '',
  resultUrl: p.resultUrl ?? '',
});

/** The API body of a form (a time that does not parse is sent as NaN, which the schema refuses). */
export function prFormToInput(f: PrForm): PrInput {
  return {
    distance: f.distance.trim(),
    timeMs: parseTimeToMs(f.time) ?? Number.NaN,
    date: f.date.trim(),
    place: f.place.trim() || undefined,
    featured: f.featured,
    raceId: f.raceId ? Number(f.raceId) : null,
    resultUrl: f.resultUrl.trim() || undefined,
  };
}

/** Field errors of the PR form, from the API's own schema (seconds must be under 60). */
export function prFormErrors(f: PrForm): Partial<Record<keyof PrForm, string>> {
  return schemaErrors<keyof PrForm>(CreatePrBody, prFormToInput(f), { timeMs: 'time' });
}
