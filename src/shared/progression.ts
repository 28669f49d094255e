import { eventKind, formatMark, isBetterMark, parseDistance, type MarkKind } from './marks';

// PR progression: every result of an event over time and the best of each season, as pure
// functions over plain values so the page, the SVG, the résumé and the tests share one rule.

/** One result of an event: a race or a PR not already counted through its race. */
export interface ResultInput {
  event: string;
  date: string;
  /** Milliseconds for a time, metres for a distance (see marks.ts). */
  value: number;
  /** The meet's or the race's title. */
  title: string;
  raceId?: number;
}

/** One point of a progression, in date order. */
export interface ProgressionPoint {
  date: string;
  value: number;
  display: string;
  title: string;
  raceId?: number;
  season: string;
  grade?: number;
  /** A best so far at that date (a PR when it was run). */
  record: boolean;
}

/** The best result of one school year. */
export interface SeasonBest {
  season: string;
  grade?: number;
  date: string;
  value: number;
  display: string;
  title: string;
  raceId?: number;
}

/** One event's progression. */
export interface Progression {
  event: string;
  kind: MarkKind;
  points: ProgressionPoint[];
  seasons: SeasonBest[];
}

/**
 * The school year a date falls in, named by its two calendar years (`2026–27`). It starts on
 * 1 August: cross-country in the autumn and track in the spring belong to the same grade.
 */
export function schoolYearOf(date: string): { label: string; endYear: number } {
  const year = Number(date.slice(0, 4));
  const endYear = Number(date.slice(5, 7)) >= 8 ? year + 1 : year;
  return { label: `${endYear - 1}–${String(endYear).slice(2)}`, endYear };
}

/** The high-school grade (9–12) in a school year for a graduation year; undefined outside high school. */
export function gradeOf(endYear: number, graduationYear: number | undefined): number | undefined {
  if (graduationYear === undefined) return undefined;
  const grade = 12 - (graduationYear - endYear);
  return grade >= 9 && grade <= 12 ? grade : undefined;
}

/** The name two spellings of one event share: trimmed, spaces collapsed, case folded. */
export function eventKey(event: string): string {
  return event.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The value a result is compared by: the time of a run, the mark (in metres) of a jump or throw;
 * undefined when it has none (a jump given no mark). Races and PRs are compared by it alike.
 */
export function resultValueOf(event: string, result: { time_ms: number; mark: string | null }): number | undefined {
  if (eventKind(event) === 'distance') return result.mark ? parseDistance(result.mark) : undefined;
  return result.time_ms > 0 ? result.time_ms : undefined;
}

/** One event's progression from its results (any order); the kind follows the event's name. */
export function progressionOf(event: string, results: readonly ResultInput[], graduationYear?: number): Progression {
  const kind = eventKind(event);
  const sorted = [...results].sort((a, b) => a.date.localeCompare(b.date) || (a.raceId ?? 0) - (b.raceId ?? 0));
  let best: number | undefined;
  const points = sorted.map((r): ProgressionPoint => {
    const { label, endYear } = schoolYearOf(r.date);
    const record = best === undefined || isBetterMark(kind, r.value, best);
    if (record) best = r.value;
    return { date: r.date, value: r.value, display: formatMark({ kind, value: r.value }), title: r.title, raceId: r.raceId, season: label, grade: gradeOf(endYear, graduationYear), record };
  });
  const seasons = new Map<string, SeasonBest>();
  for (const p of points) {
    const held = seasons.get(p.season);
    if (!held || isBetterMark(kind, p.value, held.value)) seasons.set(p.season, { season: p.season, grade: p.grade, date: p.date, value: p.value, display: p.display, title: p.title, raceId: p.raceId });
  }
  return { event, kind, points, seasons: [...seasons.values()] };
}

/**
 * Every event's progression. Results are grouped by `eventKey`; an event is named as its first
 * spelling in `order` (the PR list), else as its first result. Events follow `order`, then by name.
 */
export function progressionsOf(results: readonly ResultInput[], order: readonly string[], graduationYear?: number): Progression[] {
  const groups = new Map<string, ResultInput[]>();
  for (const r of results) {
    const key = eventKey(r.event);
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const names = new Map<string, string>();
  for (const name of order) if (!names.has(eventKey(name))) names.set(eventKey(name), name);
  const rankOf = (key: string) => {
    const i = [...names.keys()].indexOf(key);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rankOf(a) - rankOf(b) || a.localeCompare(b))
    .map(([key, list]) => progressionOf(names.get(key) ?? list[0]!.event, list, graduationYear));
}
