import type { ProgressionAnswer } from './charts.api';

/** The choices and the events a season table shows for the chosen event and season ('' is all). */
export function filterSeasons(progressions: readonly ProgressionAnswer[], event: string, season: string) {
  const events = progressions.map((p) => p.event);
  // Every season of any event, newest first, with its grade when one is known.
  const bySeason = new Map<string, { season: string; grade?: number }>();
  for (const p of progressions) for (const s of p.seasons) if (!bySeason.has(s.season) || s.grade) bySeason.set(s.season, { season: s.season, grade: s.grade });
  const seasons = [...bySeason.values()].sort((a, b) => b.season.localeCompare(a.season));
  const shown = progressions.filter((p) => (!event || p.event === event) && (!season || p.seasons.some((s) => s.season === season)));
  return { events, seasons, shown };
}
