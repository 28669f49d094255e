import { z } from 'zod';
import { apiMessages } from '../../shared/api-messages';
import { isoDate, optionalText, requiredText } from '../../shared/fields';
import { optionalMark } from '../../shared/marks.schema';
import { optionalResultUrl } from '../../shared/result-source';

export const PRS = apiMessages('prs', {
  distance: { en: 'Distance is required.', fr: 'La distance est obligatoire.' },
  date: { en: 'Date must be in YYYY-MM-DD format.', fr: 'La date doit être au format AAAA-MM-JJ.' },
  time: { en: 'Invalid time format. Examples: 9:42 or 9:42.50', fr: 'Format de temps invalide. Exemples : 9:42 ou 9:42.50' },
  race: { en: 'The linked race does not exist.', fr: 'La course liée n’existe pas.' },
  notFound: { en: 'PR not found.', fr: 'Record introuvable.' },
});
export const PR_MESSAGES = PRS.en;

/** The race a PR is linked to, as shown in the PR overlay. */
const PrRaceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  date: z.string(),
  distance: z.string(),
  place: z.string(),
  timeStr: z.string(),
  analysis: z.string().optional(),
  milesplit: z.string().optional(),
  resultUrl: z.string().optional(),
  resultSource: z.string().optional(),
  position: z.number().int().optional(),
  fieldSize: z.number().int().optional(),
  published: z.boolean(),
});
export type PrRace = z.infer<typeof PrRaceSchema>;

/** A PR as visitors see it: the best of the published races at its event and of the PRs entered by hand. */
export const PrSchema = z.object({
  id: z.number().int().describe("the event's PR row, or for an event only races made a PR of, minus the id of the race that holds it"),
  distance: z.string(),
  timeStr: z.string().describe('the time, or the mark as typed for a jump or throw'),
  timeMs: z.number().int().describe('0 for a jump or throw given only as a mark'),
  mark: z.string().optional().describe('a jump or throw as typed (6.45m, 21-02.5)'),
  location: z.string().optional(),
  place: z.string().optional(),
  date: z.string().optional(),
  featured: z.boolean(),
  raceId: z.number().int().optional(),
  resultUrl: z.string().optional().describe('the official result page (https)'),
  resultSource: z.string().optional().describe('the result site\'s name, recognised from the link\'s host'),
  race: PrRaceSchema.optional().describe('the linked race, when it is published'),
  source: z.enum(['race', 'entered']).describe('race: a published race holds it (updated as races change); entered: a PR entered by hand is better than every race'),
});
export type Pr = z.infer<typeof PrSchema>;

/** What holds an event's PR, when it is not the PR row itself. */
const PrHolderSchema = z.object({
  raceId: z.number().int().optional(),
  title: z.string().describe("the race's title, or the PR's venue"),
  date: z.string().optional(),
  timeStr: z.string(),
});
export type PrHolder = z.infer<typeof PrHolderSchema>;

/** A PR as the admin edits it: the row entered by hand, and whether visitors see it. */
export const AdminPrSchema = PrSchema.omit({ race: true, source: true }).extend({
  createdAt: z.string(),
  updatedAt: z.string(),
  shown: z.boolean().describe("true when this row is its event's PR (itself, or through its race)"),
  heldBy: PrHolderSchema.optional().describe("what visitors see instead: the race (or other PR) that is better"),
});
export type AdminPr = z.infer<typeof AdminPrSchema>;

const prFields = {
  distance: requiredText(PRS.code.distance, 60),
  timeMs: z.coerce
    .number({ error: PRS.code.time })
    .int(PRS.code.time)
    .positive(PRS.code.time)
    .max(24 * 3600 * 1000, PRS.code.time)
    .transform((v) => Math.round(v / 10) * 10),
  date: isoDate(PRS.code.date),
  mark: optionalMark,
  place: optionalText(160),
  featured: z.boolean().default(false),
  raceId: z.coerce.number().int().positive().optional().nullable(),
  resultUrl: optionalResultUrl,
};

/** A new PR needs distance, time and date unless it names a race to take them from. */
const createFields = { ...prFields, distance: prFields.distance.optional(), timeMs: prFields.timeMs.optional(), date: prFields.date.optional() };
function requireOwnFacts(v: { raceId?: number | null; distance?: string; timeMs?: number; mark?: string; date?: string }, ctx: z.RefinementCtx): void {
  if (v.raceId) return;
  if (v.distance === undefined) ctx.addIssue({ code: 'custom', path: ['distance'], message: PRS.code.distance });
  // A jump or throw has a mark instead of a time.
  if (v.timeMs === undefined && v.mark === undefined) ctx.addIssue({ code: 'custom', path: ['timeMs'], message: PRS.code.time });
  if (v.date === undefined) ctx.addIssue({ code: 'custom', path: ['date'], message: PRS.code.date });
}

function withAliases(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const o = { ...(input as Record<string, unknown>) };
  if (o.place === undefined && o.location !== undefined) o.place = o.location;
  if (o.raceId === '' || o.raceId === 0) o.raceId = null;
  delete o.location;
  delete o.tenantId;
  delete o.id;
  return o;
}

/**
 * The body of `POST /content/admin/prs`. With a `raceId`, the fields left out (distance, time,
 * date, venue, result link) are taken from that race.
 */
export const CreatePrBody = z.preprocess(withAliases, z.object(createFields).superRefine(requireOwnFacts));
export type CreatePrInput = z.infer<typeof CreatePrBody>;

/** The body of `PUT /content/admin/prs/{id}`: any subset. */
export const UpdatePrBody = z.preprocess(withAliases, z.object({ ...prFields, featured: z.boolean().optional() }).partial());
export type UpdatePrInput = z.infer<typeof UpdatePrBody>;
