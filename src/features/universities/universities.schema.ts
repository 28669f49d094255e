import { z } from 'zod';
import { HEX_COLOR } from '../../shared/color';
import { isHttpUrl, isSafeLinkUrl, normalizeLink } from '../../shared/fields';

// One schema per payload, shared by validation, the OpenAPI document and the UI.

/** How many universities one browser may vote for. */
export const MAX_UNIVERSITY_VOTES = 3;

export const UNIVERSITY_MESSAGES = {
  required: 'Name and logo are required.',
  rank: 'Rank must be a whole number of 0 or more.',
  color: 'Colours must be hex, like #7c3aed or #abc.',
  logo: 'Logo must be a relative, http(s) or data:image URL.',
  siteUrl: 'Please provide a valid http(s) URL.',
  voteLimit: `You can vote for up to ${MAX_UNIVERSITY_VOTES} universities.`,
} as const;

/** The colours a university gets when none are given. */
export const UNIVERSITY_DEFAULT_COLORS = { colorA: '#334155', colorB: '#94a3b8' } as const;

/** A university as visitors see it. */
export const UniversitySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    short: z.string().optional(),
    siteUrl: z.string().optional(),
    logoUrl: z.string(),
    colorA: z.string().describe('hex colour'),
    colorB: z.string().describe('hex colour'),
    rank: z.number().int(),
    voteCount: z.number().int().optional().describe('absent when the family hides the vote counts (Settings, showVoteCounts)'),
  })
  .meta({ id: 'University' });
export type University = z.infer<typeof UniversitySchema>;

/** A university as the admin edits it. */
export const AdminUniversitySchema = UniversitySchema.extend({ voteCount: z.number().int().describe('the family always sees the counts'), createdAt: z.string(), updatedAt: z.string() }).meta({ id: 'AdminUniversity' });
export type AdminUniversity = z.infer<typeof AdminUniversitySchema>;

// A logo may be a small inline image (a generated monogram); SVG in <img> runs no script. Quotes,
// backslashes and control characters are refused so the URL cannot break out of a CSS url("…").
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)(;charset=[\w-]+)?(;base64)?,[^"\\\u0000-\u001f\u007f]*$/i;

/** True for a logo URL the page may show: relative, http(s) or an inline image. */
export function isLogoUrl(value: string): boolean {
  return isSafeLinkUrl(value) || DATA_IMAGE.test(value);
}

const optionalText = (max: number, fix: (v: string) => string = (v) => v) =>
  z
    .string()
    .trim()
    .overwrite(fix)
    .max(max, `At most ${max} characters.`)
    .nullable()
    .optional()
    .transform((v) => (v === null || v === '' ? null : v));

const color = z
  .string({ error: UNIVERSITY_MESSAGES.color })
  .trim()
  .refine((v) => v === '' || HEX_COLOR.test(v), UNIVERSITY_MESSAGES.color)
  .nullable()
  .optional()
  .transform((v) => (v ? v.toLowerCase() : undefined));

// No default here: zod 4 applies an inner default even under .optional(), which would reset the
// rank of every partial update. The create body adds the default.
const rank = z.coerce.number({ error: UNIVERSITY_MESSAGES.rank }).int(UNIVERSITY_MESSAGES.rank).min(0, UNIVERSITY_MESSAGES.rank).max(1_000_000, UNIVERSITY_MESSAGES.rank);

const universityFields = {
  name: z.string({ error: UNIVERSITY_MESSAGES.required }).trim().min(1, UNIVERSITY_MESSAGES.required).max(160, 'At most 160 characters.'),
  logoUrl: z
    .string({ error: UNIVERSITY_MESSAGES.required })
    .trim()
    .min(1, UNIVERSITY_MESSAGES.required)
    .max(100_000, 'The logo is too large; upload it as an image instead.')
    .refine(isLogoUrl, UNIVERSITY_MESSAGES.logo),
  short: optionalText(24),
  siteUrl: optionalText(2048, normalizeLink).refine((v) => v == null || isHttpUrl(v), UNIVERSITY_MESSAGES.siteUrl),
  colorA: color,
  colorB: color,
  rank: rank.default(0),
};

function dropReadOnly(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const { id: _i, tenantId: _t, voteCount: _v, createdAt: _c, updatedAt: _u, ...rest } = input as Record<string, unknown>;
  return rest;
}

/** The body of `POST /content/admin/universities`. */
export const CreateUniversityBody = z.preprocess(dropReadOnly, z.object(universityFields)).meta({ id: 'CreateUniversity' });
export type CreateUniversityInput = z.infer<typeof CreateUniversityBody>;

/** The body of `PUT /content/admin/universities/{id}`: any subset (name and logo cannot be blanked). */
export const UpdateUniversityBody = z
  .preprocess(dropReadOnly, z.object({ ...universityFields, rank }).partial())
  .meta({ id: 'UpdateUniversity' });
export type UpdateUniversityInput = z.infer<typeof UpdateUniversityBody>;

/** The answer of a vote. 200: counted; 202 (`already: true`): this browser had voted for it, nothing changed. */
export const VoteResultSchema = z
  .object({ ok: z.literal(true), voteCount: z.number().int().optional().describe('absent when the family hides the vote counts'), already: z.boolean().optional() })
  .meta({ id: 'UniversityVoteResult' });
