import { ownSettingsText } from '../../shared/settings-defaults';
import { classYearOf } from '../../shared/athlete-text';
import type { ProgressionSource } from './charts.repository';
import { progressionChartPath, type ProgressionAnswer, type ProgressionList } from './charts.schema';
import { eventKind } from '../../shared/marks';
import { eventKey, progressionsOf, resultValueOf, type Progression, type ResultInput } from '../../shared/progression';
import { countsOnItsOwn } from '../prs';
import { chartColors, progressionSparkPath, progressionSvg } from './progression-svg';

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
 * them (a PR that is its race's, as the PR list counts it: `countsOnItsOwn`; or the same event,
 * date and value). A PR of another event linked to a race (a 5K PR from a 5K XC race) counts under
 * the PR's own event. A result without a value of its kind (a jump with no mark) is left out.
 */
export function resultsOf(source: Pick<ProgressionSource, 'races' | 'prs'>): ResultInput[] {
  const published = new Map(source.races.map((r) => [r.id, r]));
  const sameAs = (event: string, date: string, value: number) => `${eventKey(event)}|${date}|${value}`;
  const races = source.races.flatMap((r): ResultInput[] => {
    const value = resultValueOf(r.distance, r);
    return value === undefined ? [] : [{ event: r.distance, date: r.date, value, title: r.title, raceId: r.id }];
  });
  const raceKeys = new Set(races.map((r) => sameAs(r.event, r.date, r.value)));
  const prs = source.prs.flatMap((p): ResultInput[] => {
    const value = resultValueOf(p.distance, p);
    if (value === undefined || p.date === null) return [];
    if (!countsOnItsOwn(p, published) || raceKeys.has(sameAs(p.distance, p.date, value))) return [];
    return [{ event: p.distance, date: p.date, value, title: p.place ? `PR at ${p.place}` : 'Personal record' }];
  });
  return [...races, ...prs];
}

/** Every event's progression, named and ordered as the PR list names them. */
function progressionsFrom(source: ProgressionSource): Progression[] {
  return progressionsOf(resultsOf(source), source.prs.map((p) => p.distance), graduationYearOf(source));
}

/** A progression as the API answers it, with its chart's path. */
function toProgressionAnswer(p: Progression): ProgressionAnswer {
  return { ...p, chartUrl: progressionChartPath(p.event) };
}

/** The answer of `GET /content/public/progression`. */
export function toProgressionList(source: ProgressionSource): ProgressionList {
  return { graduationYear: graduationYearOf(source), events: progressionsFrom(source).map(toProgressionAnswer) };
}

/**
 * One event's chart in the site's theme (its two first gradient colours), or undefined when the
 * event has no result. The route, the résumé and share cards draw it from the same source.
 */
export function progressionChartSvg(source: ProgressionSource, event: string): string | undefined {
  const p = progressionsFrom(source).find((x) => eventKey(x.event) === eventKey(event));
  if (!p) return undefined;
  const colors = chartColors(source.settings.themeKey, { line: source.settings.gradFrom, accent: source.settings.gradTo });
  return progressionSvg(p.points, { title: `${p.event} progression`, kind: p.kind, seasons: p.seasons, colors });
}

/**
 * The progression of each event with two results or more (one point is no progression) as a
 * sparkline path in a `width`×`height` box: the same results as the chart, small enough for a
 * résumé row or a share card. `races` are the published ones.
 */
export function progressionSparks(source: Pick<ProgressionSource, 'races' | 'prs'>, width: number, height: number, pad?: number): (event: string) => string | undefined {
  const byEvent = new Map<string, Array<{ date: string; value: number }>>();
  for (const r of resultsOf(source)) {
    const key = eventKey(r.event);
    byEvent.set(key, [...(byEvent.get(key) ?? []), { date: r.date, value: r.value }]);
  }
  return (event) => progressionSparkPath(byEvent.get(eventKey(event)) ?? [], eventKind(event), width, height, pad);
}
