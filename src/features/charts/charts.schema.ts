import { z } from 'zod';
import { apiMessages } from '../../shared/api-messages';

// One schema per payload, shared by validation, the OpenAPI document and the UI.

export const CHARTS = apiMessages('charts', {
  file: { en: 'A chart is named <event>.svg, e.g. 5K%20XC.svg.', fr: 'Un graphique s’appelle <épreuve>.svg, par ex. 5K%20XC.svg.' },
  unknownEvent: { en: 'No results for this event.', fr: 'Aucun résultat pour cette épreuve.' },
});
export const CHART_MESSAGES = CHARTS.en;

/** One result on a progression. */
const ProgressionPointSchema = z.object({
  date: z.string(),
  value: z.number().describe('milliseconds for a time, metres for a distance'),
  display: z.string(),
  title: z.string(),
  raceId: z.number().int().optional().describe('the published race of this result, if any'),
  season: z.string().describe('the school year, 1 August to 31 July, e.g. 2026–27'),
  grade: z.number().int().optional().describe('high-school grade (9–12) in that school year, when the graduation year is known'),
  record: z.boolean().describe('a best so far on that date'),
});

/** The best of one school year. */
const SeasonBestSchema = ProgressionPointSchema.omit({ record: true });

/** One event's progression. */
const ProgressionSchema = z.object({
  event: z.string(),
  kind: z.enum(['time', 'distance']).describe('time: lower is better; distance (jumps, throws): higher is better'),
  chartUrl: z.string().describe('the SVG chart of this event'),
  points: z.array(ProgressionPointSchema),
  seasons: z.array(SeasonBestSchema),
});
export type ProgressionAnswer = z.infer<typeof ProgressionSchema>;

/** `GET /content/public/progression`. */
export const ProgressionListSchema = z.object({
  graduationYear: z.number().int().optional().describe('from the profile facts, else a "Class of YYYY" in the hero subtitle; without it seasons carry no grade'),
  events: z.array(ProgressionSchema),
});
export type ProgressionList = z.infer<typeof ProgressionListSchema>;

/**
 * `/charts/progression/{file}`: the event's name, URL-encoded, then `.svg`. The name may hold any
 * character, a line break too (`.` would not match one: such an event's chart answered 400).
 */
export const ChartParams = z.object({
  file: z.string().max(200, CHARTS.code.file).regex(/^[\s\S]+\.svg$/, CHARTS.code.file),
});

/** The chart path of an event (the name URL-encoded, so `5K XC` is `5K%20XC.svg`). */
export function progressionChartPath(event: string): string {
  return `/charts/progression/${encodeURIComponent(event)}.svg`;
}
