import { eventKind, isBetterMark, type MarkKind } from '../../shared/marks';
import { eventKey, resultValueOf } from '../../shared/progression';
import type { RaceRow } from '../races';
import type { PrRow } from './prs.table';

// The PR of an event, computed whenever it is read: the best of the published races at that event
// and of the PRs entered by hand (a result that is not on the site). Nothing is copied from a race
// into a PR, so a race added, edited, unpublished or deleted moves the PR at once, and the charts,
// the résumé and the share cards read the same rule (charts' results use `countsOnItsOwn`).

/** One event's PR: what holds it, and the PR rows that name the event. */
export interface PrRecord {
  /** The event as it is shown: the name of its first PR row, else of its race. */
  event: string;
  kind: MarkKind;
  value: number;
  /** The published race that holds the PR (a race wins a tie with a PR entered by hand). */
  race?: RaceRow;
  /** The PR entered by hand that holds it, when no published race is as good. */
  entry?: PrRow;
  /** The event's first PR row (list order: featured first): it gives the PR its id and its featured flag. */
  anchor?: PrRow;
}

/**
 * True when a PR row counts with its own result. A row linked to a published race of its own event
 * is that race's PR: the race counts (with its current time), not the copy the row was made with.
 * A row linked to a race of another event (a 5K PR from a 5K XC race), to an unpublished race or
 * to none counts as entered.
 */
export function countsOnItsOwn(pr: PrRow, publishedRaces: ReadonlyMap<number, RaceRow>): boolean {
  const race = pr.race_id ? publishedRaces.get(pr.race_id) : undefined;
  return !race || eventKey(race.distance) !== eventKey(pr.distance);
}

/**
 * Every event's PR from the races (published or not; only published ones count) and the PR rows
 * in list order. Events with a PR row come first, in the rows' order; then the events only races
 * made, most recent PR first.
 */
export function prRecordsOf(races: readonly RaceRow[], prs: readonly PrRow[]): PrRecord[] {
  const published = races.filter((r) => r.published === 1);
  const byId = new Map(published.map((r) => [r.id, r]));
  const records = new Map<string, PrRecord>();
  const consider = (event: string, value: number | undefined, holder: { race: RaceRow } | { entry: PrRow }) => {
    if (value === undefined) return;
    const key = eventKey(event);
    const held = records.get(key);
    if (held && (held.race || held.entry) && !isBetterMark(held.kind, value, held.value)) return;
    records.set(key, { event: held?.event ?? event, kind: eventKind(event), value, anchor: held?.anchor, ...holder });
  };
  // The rows first: they name their events (and anchor them) before any race does.
  for (const pr of prs) {
    const key = eventKey(pr.distance);
    if (!records.has(key)) records.set(key, { event: pr.distance, kind: eventKind(pr.distance), value: Number.NaN, anchor: pr });
  }
  // Races by date: of two equal times, the first run holds the PR.
  for (const race of [...published].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)) {
    consider(race.distance, resultValueOf(race.distance, race), { race });
  }
  for (const pr of prs) if (countsOnItsOwn(pr, byId)) consider(pr.distance, resultValueOf(pr.distance, pr), { entry: pr });
  const held = [...records.values()].filter((r) => r.race || r.entry);
  const anchored = held.filter((r) => r.anchor);
  const raceOnly = held.filter((r) => !r.anchor).sort((a, b) => b.race!.date.localeCompare(a.race!.date) || b.race!.id - a.race!.id);
  return [...anchored, ...raceOnly];
}
