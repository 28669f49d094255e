import { z } from 'zod';
import { apiMessages } from '../../shared/api-messages';
import { HEX_COLOR } from '../../shared/color';
import { FIELDS, isHttpUrl, isSafeLinkUrl, normalizeLink } from '../../shared/fields';

// One schema per payload, shared by validation, the OpenAPI document and the UI.

/** How many universities one browser may vote for. */
export const MAX_UNIVERSITY_VOTES = 3;

export const UNIVERSITIES = apiMessages('universities', {
  required: { en: 'Name and logo are required.', fr: 'Le nom et le logo sont obligatoires.' },
  rank: { en: 'Rank must be a whole number of 0 or more.', fr: 'Le rang doit être un nombre entier, 0 ou plus.' },
  color: { en: 'Colours must be hex, like #7c3aed or #abc.', fr: 'Les couleurs doivent être en hexadécimal, comme #7c3aed ou #abc.' },
  logo: { en: 'Logo must be a relative, http(s) or data:image URL.', fr: 'Le logo doit être une URL relative, http(s) ou data:image.' },
  siteUrl: { en: 'Please provide a valid http(s) URL.', fr: 'Indiquez une URL http(s) valide.' },
  voteLimit: { en: `You can vote for up to ${MAX_UNIVERSITY_VOTES} universities.`, fr: `Vous pouvez voter pour ${MAX_UNIVERSITY_VOTES} universités au maximum.` },
  logoTooLarge: { en: 'The logo is too large; upload it as an image instead.', fr: 'Le logo est trop lourd ; envoyez-le plutôt comme image.' },
  notFound: { en: 'University not found.', fr: 'Université introuvable.' },
});
export const UNIVERSITY_MESSAGES = UNIVERSITIES.en;

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
    voteCount: z.number().int(),
  })
  .meta({ id: 'University' });
export type University = z.infer<typeof UniversitySchema>;

/** A university as the admin edits it. */
export const AdminUniversitySchema = UniversitySchema.extend({ createdAt: z.string(), updatedAt: z.string() }).meta({ id: 'AdminUniversity' });
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
    .max(max, FIELDS.code.maxChars)
    .nullable()
    .optional()
    .transform((v) => (v === null || v === '' ? null : v));

const color = z
  .string({ error: UNIVERSITIES.code.color })
  .trim()
  .refine((v) => v === '' || HEX_COLOR.test(v), UNIVERSITIES.code.color)
  .nullable()
  .optional()
  .transform((v) => (v ? v.toLowerCase() : undefined));

// No default here: zod 4 applies an inner default even under .optional(), which would reset the
// rank of every partial update. The create body adds the default.
const rank = z.coerce.number({ error: UNIVERSITIES.code.rank }).int(UNIVERSITIES.code.rank).min(0, UNIVERSITIES.code.rank).max(1_000_000, UNIVERSITIES.code.rank);

const universityFields = {
  name: z.string({ error: UNIVERSITIES.code.required }).trim().min(1, UNIVERSITIES.code.required).max(160, FIELDS.code.maxChars),
  logoUrl: z
    .string({ error: UNIVERSITIES.code.required })
    .trim()
    .min(1, UNIVERSITIES.code.required)
    .max(100_000, UNIVERSITIES.code.logoTooLarge)
    .refine(isLogoUrl, UNIVERSITIES.code.logo),
  short: optionalText(24),
  siteUrl: optionalText(2048, normalizeLink).refine((v) => v == null || isHttpUrl(v), UNIVERSITIES.code.siteUrl),
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
  .object({ ok: z.literal(true), voteCount: z.number().int(), already: z.boolean().optional() })
  .meta({ id: 'UniversityVoteResult' });
