import { ownSettingsText } from '../settings/settings.defaults';
import { classYearOf } from '../share/structured-data';
import type { ProgressionSource } from './charts.repository';
import { progressionChartPath, type ProgressionAnswer, type ProgressionList } from './charts.schema';
import { eventKind } from './marks';
import { eventKey, progressionsOf, type Progression, type ResultInput } from './progression';

// Rows ↔ progression inputs and answers.

/**
 * The graduation year grades are counted from: the profile's, else a "Class of 2027" in the hero
 * subtitle the athlete wrote (not the built-in placeholder), else none: seasons then carry only
 * their school-year name and no grade.
 */
export function graduationYearOf(source: Pick<ProgressionSource, 'graduationYear' | 'settings'>): number | undefined {
  if (source.graduationYear !== undefined) return source.graduationYear;
  const fromSubtitle = classYearOf(ownSettingsText(source.settings, 'heroSubtitle'));
  return fromSubtitle ? Number(fromSubtitle) : undefined;
}

/**
 * The results of every event: each published race, and each dated PR that is not already one of
 * them (linked to a published race of the same event, or the same event, date and time). A PR of
 * another event linked to a race (a 5K PR from a 5K XC race) counts under the PR's own event. Only timed events for now:
 * races and PRs store a time, so a jump or throw has no mark to compare yet.
 */
export function resultsOf(source: Pick<ProgressionSource, 'races' | 'prs'>): ResultInput[] {
  const timed = (event: string) => eventKind(event) === 'time';
  const raceEvents = new Map(source.races.map((r) => [r.id, eventKey(r.distance)]));
  const raceKeys = new Set(source.races.map((r) => `${eventKey(r.distance)}|${r.date}|${r.time_ms}`));
  const races = source.races.filter((r) => timed(r.distance)).map((r): ResultInput => ({ event: r.distance, date: r.date, value: r.time_ms, title: r.title, raceId: r.id }));
  const prs = source.prs
    .filter((p): p is typeof p & { date: string } => p.date !== null && timed(p.distance))
    .filter((p) => !(p.race_id && raceEvents.get(p.race_id) === eventKey(p.distance)) && !raceKeys.has(`${eventKey(p.distance)}|${p.date}|${p.time_ms}`))
    .map((p): ResultInput => ({ event: p.distance, date: p.date, value: p.time_ms, title: p.place ? `PR at ${p.place}` : 'Personal record' }));
  return [...races, ...prs];
}

/** Every event's progression, named and ordered as the PR list names them. */
export function progressionsFrom(source: ProgressionSource): Progression[] {
  return progressionsOf(resultsOf(source), source.prs.map((p) => p.distance), graduationYearOf(source));
}

/** A progression as the API answers it, with its chart's path. */
export function toProgressionAnswer(p: Progression): ProgressionAnswer {
  return { ...p, chartUrl: progressionChartPath(p.event) };
}

/** The answer of `GET /content/public/progression`. */
export function toProgressionList(source: ProgressionSource): ProgressionList {
  return { graduationYear: graduationYearOf(source), events: progressionsFrom(source).map(toProgressionAnswer) };
}
