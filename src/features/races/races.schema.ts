import { z } from 'zod';
import { isoDate, optionalLink, optionalText, rank, rankValue, requiredText, textLines } from '../shared/fields';

// One schema per payload, shared by validation, the OpenAPI document and the UI.

export const RACE_MESSAGES = {
  title: 'Title is required',
  distance: 'Distance is required',
  date: 'Date must be YYYY-MM-DD',
  place: 'Location is required',
  time: 'Time format examples: 15:38 or 9:42.50',
} as const;

/** A race as visitors see it. */
export const RaceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  date: z.string(),
  distance: z.string(),
  place: z.string(),
  timeMs: z.number().int(),
  timeStr: z.string(),
  photoUrl: z.string().optional(),
  quote: z.string().optional(),
  analysis: z.string().optional(),
  positives: z.array(z.string()),
  learns: z.array(z.string()),
  next: z.array(z.string()),
  milesplit: z.string().optional(),
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

const raceFields = {
  title: requiredText(RACE_MESSAGES.title, 160),
  distance: requiredText(RACE_MESSAGES.distance, 60),
  date: isoDate(RACE_MESSAGES.date),
  place: requiredText(RACE_MESSAGES.place, 160),
  timeMs,
  quote: optionalText(500),
  analysis: optionalText(5000),
  positives: textLines,
  learns: textLines,
  next: textLines,
  milesplitUrl: optionalLink(),
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

/** The body of `POST /content/admin/races`. */
export const CreateRaceBody = z.preprocess(withAliases, z.object(raceFields));
export type CreateRaceInput = z.infer<typeof CreateRaceBody>;

/** The body of `PUT /content/admin/races/{id}`: any subset of the fields. */
export const UpdateRaceBody = z.preprocess(
  withAliases,
  z.object({
    ...raceFields,
    rank: rankValue.optional(),
    published: z.boolean().optional(),
  }).partial(),
);
export type UpdateRaceInput = z.infer<typeof UpdateRaceBody>;

