import { formatTimeMs, parseTimeToMs } from './race-time';

// Marks of both kinds of event. Runs are timed and the lower time is better; jumps and throws are
// measured and the longer (or higher) mark is better. Distances are kept in metres, whatever unit
// they were typed in, so a 21' 2.5" long jump and a 6.46 m one compare directly.

/** How an event's results are compared. */
export type MarkKind = 'time' | 'distance';

/** A parsed result: milliseconds for a time, metres for a distance. */
export interface Mark {
  kind: MarkKind;
  value: number;
}

const FEET = 0.3048;
const INCH = 0.0254;

// Field events by their usual names and abbreviations (LJ, TJ, HJ, PV, SP, JT, DT, HT, WT).
const FIELD_EVENT = /jump|vault|throw|shot|discus|javelin|hammer|weight|\b(?:lj|tj|hj|pv|sp|jt|dt|ht|wt)\b/i;

/** The kind of an event from its name: jumps and throws are measured, everything else is timed. */
export function eventKind(event: string): MarkKind {
  return FIELD_EVENT.test(event) ? 'distance' : 'time';
}

/** True when `a` is a better mark than `b` (a lower time, a longer distance). */
export function isBetterMark(kind: MarkKind, a: number, b: number): boolean {
  return kind === 'time' ? a < b : a > b;
}

/**
 * Parses a distance: metres (`6.45`, `6.45m`, `6,45 m`) or feet and inches (`21-02.5`, `21' 2.5"`,
 * `21ft 2.5in`, `21'`). A bare number is metres. Undefined when it is not a positive distance.
 */
export function parseDistance(input: string): number | undefined {
  const s = input.trim().toLowerCase().replace(/,/g, '.').replace(/[\u2019\u2032]/g, "'").replace(/[\u201d\u2033]/g, '"');
  const metres = /^(\d{1,3}(?:\.\d{1,3})?)\s*(?:m|metres|meters)?$/.exec(s);
  if (metres) return positive(Number(metres[1]));
  // Feet with optional inches: 21-02.5 (the US results notation), 21' 2.5", 21ft 2.5in, 21 ft.
  const imperial = /^(\d{1,3})\s*(?:'|ft|feet|-)\s*(?:(\d{1,2}(?:\.\d{1,2})?)\s*(?:"|in|inches)?)?$/.exec(s);
  if (!imperial) return undefined;
  const inches = imperial[2] ? Number(imperial[2]) : 0;
  if (inches >= 12) return undefined;
  return positive(Math.round((Number(imperial[1]) * FEET + inches * INCH) * 1000) / 1000);
}

const positive = (n: number) => (Number.isFinite(n) && n > 0 ? n : undefined);

/**
 * Parses a mark of the given kind: a time (`15:38`, `9:42.50`, or seconds alone like `52.34` for a
 * sprint) or a distance (see `parseDistance`). Undefined when it does not parse.
 */
export function parseMark(input: string, kind: MarkKind): Mark | undefined {
  if (kind === 'distance') {
    const value = parseDistance(input);
    return value === undefined ? undefined : { kind, value };
  }
  const seconds = /^\s*(\d{1,2})(?:[.,](\d{1,2}))?\s*s?\s*$/.exec(input);
  const value = seconds ? positive(Number(seconds[1]) * 1000 + Number((seconds[2] ?? '0').padEnd(2, '0')) * 10) : parseTimeToMs(input);
  return value === undefined ? undefined : { kind, value };
}

export const MARK_MESSAGE = 'A mark is a distance in metres or feet and inches, e.g. 6.45m or 21-02.5.';

/** A mark as shown: a time as `m:ss.cc`, a distance in metres with two decimals. */
export function formatMark(mark: Mark): string {
  return mark.kind === 'time' ? formatTimeMs(mark.value) : `${mark.value.toFixed(2)} m`;
}
