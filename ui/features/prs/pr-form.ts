import { formatTimeMs } from '../../../src/shared/fields';
import { formTimeMs } from '../../admin-kit/form-time';
import { CreatePrBody } from '../../../src/features/prs/prs.schema';
import { schemaErrors } from '../../admin-kit/form-errors';
import type { AdminRace } from '../../../src/features/races/races.schema';
import type { AdminPr, PrInput } from './prs.api';

/** The PR form, as typed. */
export interface PrForm {
  distance: string;
  time: string;
  /** A jump or throw instead of a time (6.45m, 21-02.5). */
  mark: string;
  date: string;
  place: string;
  featured: boolean;
  raceId: string;
  resultUrl: string;
}

/** A new PR's form: empty, with examples as placeholders (a prefilled time looked like a real PR). */
export const emptyPrForm = (): PrForm => ({ distance: '', time: '', mark: '', date: '', place: '', featured: false, raceId: '', resultUrl: '' });

/** The form of an existing PR. */
export const prToForm = (p: AdminPr): PrForm => ({
  distance: p.distance,
  time: p.mark && !p.timeMs ? '' : formatTimeMs(p.timeMs),
  mark: p.mark ?? '',
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
    timeMs: formTimeMs(f.time, f.mark),
    mark: f.mark.trim() || undefined,
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

/** The PR fields a race fills in: its event, time, date, venue and result link. */
type RaceFacts = Pick<PrForm, 'distance' | 'time' | 'mark' | 'date' | 'place' | 'resultUrl'>;
const factsOf = (r: AdminRace): RaceFacts => ({
  distance: r.distance,
  time: r.mark && !r.timeMs ? '' : formatTimeMs(r.timeMs),
  mark: r.mark ?? '',
  date: r.date,
  place: r.place,
  resultUrl: r.resultUrl ?? '',
});

/**
 * The form once a race is picked as the PR's race: each fact still empty, or still as the
 * previously picked race filled it, is taken from the new race, so nothing is typed twice; what
 * the admin typed stays. Unlinking keeps the values.
 */
export function withLinkedRace(form: PrForm, raceId: string, races: readonly AdminRace[]): PrForm {
  const next = races.find((r) => String(r.id) === raceId);
  const before = races.find((r) => String(r.id) === form.raceId);
  if (!next) return { ...form, raceId };
  const from = factsOf(next);
  const old = before ? factsOf(before) : undefined;
  const out: PrForm = { ...form, raceId };
  for (const key of Object.keys(from) as Array<keyof RaceFacts>) {
    if (form[key].trim() === '' || (old && form[key] === old[key])) out[key] = from[key];
  }
  return out;
}
