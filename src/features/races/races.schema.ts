import { z } from 'zod';
import { intField, isoDate, optionalLink, optionalText, parseTimeToMs, rank, rankValue, requiredText, textLines } from '../../shared/fields';
import { optionalMark } from '../../shared/marks.schema';
import { optionalResultUrl } from '../../shared/result-source';

// One schema per payload, shared by validation, the OpenAPI document and the UI.

export const RACE_MESSAGES = {
  title: 'Title is required',
  distance: 'Distance is required',
  date: 'Date must be YYYY-MM-DD',
  place: 'Venue is required',
  time: 'Time format examples: 15:38 or 9:42.50',
  position: 'Finishing position must be a whole number from 1.',
  fieldSize: 'Field size must be a whole number from 1.',
  positionInField: 'Finishing position cannot be larger than the field size.',
  splitLabel: 'Each split needs a label (e.g. "1 mile" or "Lap 4").',
  splitTime: 'Split times look like 4:58 or 1:12.40.',
  splits: 'At most 30 splits.',
} as const;

/** One split of a race: where it was taken and the time shown there, as typed. */
export const SplitSchema = z.object({ label: z.string(), time: z.string() }).meta({ id: 'RaceSplit' });
export type Split = z.infer<typeof SplitSchema>;

/** A race as visitors see it. */
export const RaceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  date: z.string(),
  distance: z.string(),
  place: z.string(),
  timeMs: z.number().int().describe('0 for a jump or throw given only as a mark'),
  timeStr: z.string().describe('the time, or the mark as typed for a jump or throw'),
  mark: z.string().optional().describe('a jump or throw as typed (6.45m, 21-02.5)'),
  photoUrl: z.string().optional(),
  quote: z.string().optional(),
  analysis: z.string().optional(),
  positives: z.array(z.string()),
  learns: z.array(z.string()),
  next: z.array(z.string()),
  milesplit: z.string().optional().describe('the official result link, kept under its old name for the existing client'),
  resultUrl: z.string().optional().describe('the official result page (https)'),
  resultSource: z.string().optional().describe('the result site\'s name, recognised from the link\'s host'),
  position: z.number().int().optional().describe('finishing position'),
  fieldSize: z.number().int().optional().describe('number of finishers'),
  splits: z.array(SplitSchema).optional(),
  published: z.boolean(),
});
export type Race = z.infer<typeof RaceSchema>;

/** A race as the admin edits it (name/location mirror title/place for the existing client). */
export const AdminRaceSchema = RaceSchema.omit({ photoUrl: true, milesplit: true }).extend({
  name: z.string(),
  location: z.string(),
  milesplitUrl: z.string().optional(),
  coverImage: z.string().optional(),
  rank: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminRace = z.infer<typeof AdminRaceSchema>;

const timeMs = z.coerce
  .number({ error: RACE_MESSAGES.time })
  .int(RACE_MESSAGES.time)
  .positive(RACE_MESSAGES.time)
  .max(24 * 3600 * 1000, RACE_MESSAGES.time)
  // Stored at centisecond precision.
  .transform((v) => Math.round(v / 10) * 10);

/** An optional whole number from 1 (form inputs send strings; blank clears it). */
const optionalCount = (message: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), intField(message, 1, 100_000).optional());

/** Position within the field, when both are sent. */
const positionFits = (v: { position?: number; fieldSize?: number }) => v.position === undefined || v.fieldSize === undefined || v.position <= v.fieldSize;
const positionIssue = { message: RACE_MESSAGES.positionInField, path: ['position'] };

const raceFields = {
  title: requiredText(RACE_MESSAGES.title, 160),
  distance: requiredText(RACE_MESSAGES.distance, 60),
  date: isoDate(RACE_MESSAGES.date),
  place: requiredText(RACE_MESSAGES.place, 160),
  timeMs,
  mark: optionalMark,
  quote: optionalText(500),
  analysis: optionalText(5000),
  positives: textLines,
  learns: textLines,
  next: textLines,
  milesplitUrl: optionalLink(),
  resultUrl: optionalResultUrl,
  position: optionalCount(RACE_MESSAGES.position),
  fieldSize: optionalCount(RACE_MESSAGES.fieldSize),
  splits: z
    .array(z.object({ label: requiredText(RACE_MESSAGES.splitLabel, 40), time: z.string({ error: RACE_MESSAGES.splitTime }).trim().refine((v) => parseTimeToMs(v) !== undefined, RACE_MESSAGES.splitTime) }))
    .max(30, RACE_MESSAGES.splits)
    .optional()
    .nullable()
    .transform((v) => v ?? []),
  coverImage: optionalLink('Cover image must be a relative or http(s) URL.'),
  rank,
  published: z.boolean().default(true),
};

/** Accepts the form's `name`/`location` spellings as `title`/`place`. */
function withAliases(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const o = { ...(input as Record<string, unknown>) };
  if (o.title === undefined && o.name !== undefined) o.title = o.name;
  if (o.place === undefined && o.location !== undefined) o.place = o.location;
  delete o.name;
  delete o.location;
  delete o.tenantId;
  delete o.id;
  return o;
}

/** A time, or a mark for a jump or throw. */
const hasTimeOrMark = (v: { timeMs?: number; mark?: string }) => v.timeMs !== undefined || v.mark !== undefined;
/** Checked even when other fields failed (an object was sent), so the form names the time with them. */
const timeOrMarkIssue = { message: RACE_MESSAGES.time, path: ['timeMs'], when: (p: { value: unknown }) => typeof p.value === 'object' && p.value !== null };

/** The body of `POST /content/admin/races`: a time, or a mark alone (the time is then stored as 0). */
export const CreateRaceBody = z.preprocess(
  withAliases,
  z
    .object({ ...raceFields, timeMs: timeMs.optional() })
    .refine(positionFits, positionIssue)
    .refine(hasTimeOrMark, timeOrMarkIssue)
    .transform((v) => ({ ...v, timeMs: v.timeMs ?? 0 })),
);
export type CreateRaceInput = z.infer<typeof CreateRaceBody>;

/** The body of `PUT /content/admin/races/{id}`: any subset of the fields. */
export const UpdateRaceBody = z.preprocess(
  withAliases,
  z.object({
    ...raceFields,
    rank: rankValue.optional(),
    published: z.boolean().optional(),
  }).partial().refine(positionFits, positionIssue),
);
export type UpdateRaceInput = z.infer<typeof UpdateRaceBody>;


/** What an import of races answers when it refuses, and what it reports. */
export const RACE_IMPORT_MESSAGES = {
  header: 'The first line must name the columns: date, meet, event and time at least, in any order (English or French headers).',
  empty: 'The file has no races after its header line.',
  tooMany: 'At most 300 races in one file.',
  unreadable: 'The file could not be read as CSV: {reason}',
  line: 'Line {line}: {problem}',
  date: '"{value}" is not a date (2026-04-18 or 4/18/2026).',
  duplicate: 'Line {line}: already on the site ({title}, {date}, {time}); not imported again.',
  duplicateInFile: 'Line {line}: the same race as line {other}; imported once.',
  noResults: 'No results were found in this text: open the results page, select all, copy, and paste it here.',
  athleteNotFound: 'No line for {name} on this results page. Check that it is the right page, and the name as the page writes it.',
  noName: 'The athlete’s name is needed to find their line: type it as the results page writes it.',
  meetTitle: 'The meet’s name is not on the page: type it.',
  meetDate: 'The meet’s date is not on the page: type it.',
} as const;

/** The columns of the CSV template, in the screen's language (the import reads either). */
export const RACE_CSV_TEMPLATE = {
  en: 'Date,Meet,Event,Time,Place,Field size,Venue,Result URL\n2026-04-18,Spring Invitational,3200m,10:30.00,1,22,Lincoln High School,https://www.athletic.net/\n',
  fr: 'Date;Compétition;Épreuve;Temps;Place;Partants;Lieu;Lien des résultats\n18/04/2026;Meeting régional;3000m;10:30,00;2;9;Stade municipal;https://\n',
} as const;

/** The body of `POST /content/admin/races/import`. */
export const ImportRacesBody = z.object({
  format: z.enum(['csv', 'results-text']).describe('csv: a spreadsheet with a header line; results-text: a meet results page copied from a browser'),
  data: z.string().min(1, RACE_IMPORT_MESSAGES.empty).max(2_000_000),
  dryRun: z.boolean().optional().describe('true: answer what would be imported, write nothing'),
  athleteName: z.string().trim().max(120).optional().describe('results-text: the name as the page writes it (default: the site’s title)'),
  meet: z
    .object({ title: z.string().trim().max(160).optional(), date: z.string().trim().max(40).optional(), place: z.string().trim().max(160).optional() })
    .optional()
    .describe('results-text: the meet’s name, date and venue when the family corrects or completes the page’s'),
  lines: z.array(z.number().int().positive()).max(50).optional().describe('results-text: the lines found that the family confirms (default: all)'),
});
export type ImportRacesInput = z.infer<typeof ImportRacesBody>;

/** A race an import makes, with the line it came from. */
export const ImportedRaceSchema = z.object({
  line: z.number().int().describe('its line in the file (1 is the header) or in the pasted page'),
  text: z.string().optional().describe('results-text: the athlete’s line as pasted'),
  title: z.string(),
  distance: z.string(),
  date: z.string(),
  place: z.string(),
  timeMs: z.number().int(),
  timeStr: z.string(),
  mark: z.string().optional(),
  position: z.number().int().optional(),
  fieldSize: z.number().int().optional(),
  resultUrl: z.string().optional(),
  id: z.number().int().optional().describe('the race made, once saved'),
});
export type ImportedRace = z.infer<typeof ImportedRaceSchema>;

/** What an import reports beside its races (a duplicate left out). */
export const ImportProblemSchema = z.object({ line: z.number().int(), code: z.enum(['duplicate']), message: z.string(), raceId: z.number().int().optional() });

/** `POST /content/admin/races/import`: the races made (or, in a dry run, to be made) and what was left out. */
export const ImportRacesResultSchema = z.object({
  races: z.array(ImportedRaceSchema),
  problems: z.array(ImportProblemSchema),
  meet: z.object({ title: z.string().optional(), date: z.string().optional(), place: z.string().optional() }).optional().describe('results-text: the meet as the page gives it'),
  athleteName: z.string().optional().describe('results-text: the name the line was found by'),
});
export type ImportRacesResult = z.infer<typeof ImportRacesResultSchema>;
