import { formatTimeMs } from '../../../src/shared/fields';
import { CreateRaceBody } from '../../../src/features/races/races.schema';
import { schemaErrors } from '../../admin-kit/form-errors';
import { formTimeMs } from '../../admin-kit/form-time';
import type { Split } from '../../../src/features/races/races.schema';
import type { AdminRace, RaceInput } from './races.api';

/** The races editor's form, as typed. */
export interface RaceForm {
  title: string;
  distance: string;
  date: string;
  place: string;
  time: string;
  /** A jump or throw instead of a time (6.45m, 21-02.5). */
  mark: string;
  quote: string;
  analysis: string;
  positives: string;
  learns: string;
  next: string;
  /**
   * The race's one result link. A race also keeps the older MileSplit link of the first client
   * (milesplitUrl), which means the same: the API answers it as resultUrl when there is no other,
   * so the form shows one field and leaves the stored older link alone.
   */
  resultUrl: string;
  position: string;
  fieldSize: string;
  /** One split a line, its time last: `1 mile 4:58`. */
  splitLines: string;
  coverImage: string;
  rank: string;
  published: boolean;
}

/**
 * A new race's form: empty, the examples in placeholders. Prefilled values that look like a real
 * result (a distance, a time, today's date) were easy to publish by accident.
 */
export const emptyRaceForm = (): RaceForm => ({
  title: '',
  distance: '',
  date: '',
  place: '',
  time: '',
  mark: '',
  quote: '',
  analysis: '',
  positives: '',
  learns: '',
  next: '',
  resultUrl: '',
  position: '',
  fieldSize: '',
  splitLines: '',
  coverImage: '',
  rank: '0',
  published: true,
});

/** The form of an existing race. */
export function raceToForm(r: AdminRace): RaceForm {
  return {
    title: r.title,
    distance: r.distance,
    date: r.date,
    place: r.place,
    time: r.mark && !r.timeMs ? '' : formatTimeMs(r.timeMs),
    mark: r.mark ?? '',
    quote: r.quote ?? '',
    analysis: r.analysis ?? '',
    positives: r.positives.join('\n'),
    learns: r.learns.join('\n'),
    next: r.next.join('\n'),
    resultUrl: r.resultUrl ?? '',
    position: r.position ? String(r.position) : '',
    fieldSize: r.fieldSize ? String(r.fieldSize) : '',
    splitLines: splitsToLines(r.splits ?? []),
    coverImage: r.coverImage ?? '',
    rank: String(r.rank),
    published: r.published,
  };
}

/** Field errors of the race form (empty when it may be submitted), from the API's own schema. */
export function raceFormErrors(f: RaceForm): Partial<Record<keyof RaceForm, string>> {
  return schemaErrors<keyof RaceForm>(CreateRaceBody, raceFormToInput(f), { timeMs: 'time', splits: 'splitLines' });
}

const lines = (s: string) => s.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);

/** Splits as the form shows them, one a line: label, then time. */
export function splitsToLines(splits: readonly Split[]): string {
  return splits.map((s) => `${s.label} ${s.time}`).join('\n');
}

/**
 * Splits typed one a line, the time last (`1 mile 4:58`, `Mile 2: 10:04.5`); a colon or dash
 * between them is dropped. A line that is only a time keeps an empty label, which the schema refuses.
 */
export function splitsFromLines(text: string): Split[] {
  return lines(text).map((line) => {
    const m = /^(.*?)[\s:–-]*\s(\S+)$/.exec(line);
    return m ? { label: m[1]!.trim(), time: m[2]! } : { label: '', time: line };
  });
}

/** The API body of a form (a time that does not parse is sent as NaN, which the schema refuses). */
export function raceFormToInput(f: RaceForm): RaceInput {
  return {
    title: f.title.trim(),
    distance: f.distance.trim(),
    date: f.date.trim(),
    place: f.place.trim(),
    timeMs: formTimeMs(f.time, f.mark),
    mark: f.mark.trim() || undefined,
    quote: f.quote.trim() || undefined,
    analysis: f.analysis.trim() || undefined,
    positives: lines(f.positives),
    learns: lines(f.learns),
    next: lines(f.next),
    resultUrl: f.resultUrl.trim() || undefined,
    // Not sent: an update leaves the stored older link as it is (see RaceForm.resultUrl).
    milesplitUrl: undefined,
    position: f.position.trim() ? Number(f.position.trim()) : undefined,
    fieldSize: f.fieldSize.trim() ? Number(f.fieldSize.trim()) : undefined,
    splits: splitsFromLines(f.splitLines),
    coverImage: f.coverImage.trim() || undefined,
    rank: Number(f.rank.trim()),
    published: f.published,
  };
}
