import { z } from 'zod';
import { apiMessages, type MessageCode } from '../../shared/api-messages';
import { intField, isoDate, optionalLink, optionalText, parseTimeToMs, rank, rankValue, requiredText, textLines } from '../../shared/fields';
import { optionalMark } from '../../shared/marks.schema';
import { optionalResultUrl } from '../../shared/result-source';

// One schema per payload, shared by validation, the OpenAPI document and the UI.

export const RACES = apiMessages('races', {
  title: { en: 'Title is required', fr: 'Le titre est obligatoire' },
  distance: { en: 'Distance is required', fr: 'La distance est obligatoire' },
  date: { en: 'Date must be YYYY-MM-DD', fr: 'La date doit être au format AAAA-MM-JJ' },
  place: { en: 'Venue is required', fr: 'Le lieu est obligatoire' },
  time: { en: 'Time format examples: 15:38 or 9:42.50', fr: 'Exemples de format de temps : 15:38 ou 9:42.50' },
  position: { en: 'Finishing position must be a whole number from 1.', fr: 'La place à l’arrivée doit être un nombre entier à partir de 1.' },
  fieldSize: { en: 'Field size must be a whole number from 1.', fr: 'Le nombre de participants doit être un nombre entier à partir de 1.' },
  positionInField: { en: 'Finishing position cannot be larger than the field size.', fr: 'La place à l’arrivée ne peut pas dépasser le nombre de participants.' },
  splitLabel: { en: 'Each split needs a label (e.g. "1 mile" or "Lap 4").', fr: 'Chaque temps de passage doit avoir un libellé (par ex. « 1 mile » ou « Tour 4 »).' },
  splitTime: { en: 'Split times look like 4:58 or 1:12.40.', fr: 'Un temps de passage s’écrit comme 4:58 ou 1:12.40.' },
  splits: { en: 'At most 30 splits.', fr: '30 temps de passage au maximum.' },
  cover: { en: 'Cover image must be a relative or http(s) URL.', fr: 'L’image de couverture doit être une URL relative ou http(s).' },
  notFound: { en: 'Race not found.', fr: 'Course introuvable.' },
});
export const RACE_MESSAGES = RACES.en;

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
  .number({ error: RACES.code.time })
  .int(RACES.code.time)
  .positive(RACES.code.time)
  .max(24 * 3600 * 1000, RACES.code.time)
  // Stored at centisecond precision.
  .transform((v) => Math.round(v / 10) * 10);

/** An optional whole number from 1 (form inputs send strings; blank clears it). */
const optionalCount = (message: MessageCode) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), intField(message, 1, 100_000).optional());

/** Position within the field, when both are sent. */
const positionFits = (v: { position?: number; fieldSize?: number }) => v.position === undefined || v.fieldSize === undefined || v.position <= v.fieldSize;
const positionIssue = { message: RACES.code.positionInField, path: ['position'] };

const raceFields = {
  title: requiredText(RACES.code.title, 160),
  distance: requiredText(RACES.code.distance, 60),
  date: isoDate(RACES.code.date),
  place: requiredText(RACES.code.place, 160),
  timeMs,
  mark: optionalMark,
  quote: optionalText(500),
  analysis: optionalText(5000),
  positives: textLines,
  learns: textLines,
  next: textLines,
  milesplitUrl: optionalLink(),
  resultUrl: optionalResultUrl,
  position: optionalCount(RACES.code.position),
  fieldSize: optionalCount(RACES.code.fieldSize),
  splits: z
    .array(z.object({ label: requiredText(RACES.code.splitLabel, 40), time: z.string({ error: RACES.code.splitTime }).trim().refine((v) => parseTimeToMs(v) !== undefined, RACES.code.splitTime) }))
    .max(30, RACES.code.splits)
    .optional()
    .nullable()
    .transform((v) => v ?? []),
  coverImage: optionalLink(RACES.code.cover),
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
const timeOrMarkIssue = { message: RACES.code.time, path: ['timeMs'], when: (p: { value: unknown }) => typeof p.value === 'object' && p.value !== null };

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

