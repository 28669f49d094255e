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

