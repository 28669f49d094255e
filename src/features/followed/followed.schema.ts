import { z } from 'zod';
import { httpUrlList, intField, linkList, normalizeLink, optionalHttpUrl, isHttpUrl, optionalText, requiredText } from '../../shared/fields';

// One schema per payload, shared by validation, the OpenAPI document and the UI.

export const FOLLOWED_MESSAGES = {
  required: 'Name and current school are required.',
  url: 'Please provide a valid http(s) URL.',
  urlOnEdit: 'Provide a valid http(s) URL.',
  instagram: 'Instagram must be a handle (@name) or an http(s) URL.',
  tiktok: 'TikTok must be a handle (@name) or an http(s) URL.',
  rank: 'Rank must be an integer.',
  photos: 'At most 12 photos.',
} as const;

/** Photos kept per athlete (the magazine gallery shows at most 12). */
export const MAX_FOLLOWED_PHOTOS = 12;

/** A followed athlete as visitors see it; empty optional fields are omitted. */
export const FollowedAthleteSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    school: z.string(),
    schoolShort: z.string().optional(),
    intro: z.string().optional(),
    bio: z.string().optional(),
    body: z.string().optional(),
    photos: z.array(z.string()),
    instagram: z.string().optional().describe('a handle without @, or an http(s) URL'),
    tiktok: z.string().optional().describe('a handle without @, or an http(s) URL'),
    otherUrl: z.string().optional(),
    likeCount: z.number().int(),
  })
  .meta({ id: 'FollowedAthlete' });
export type FollowedAthlete = z.infer<typeof FollowedAthleteSchema>;

/** A followed athlete as the admin edits it. */
export const AdminFollowedAthleteSchema = FollowedAthleteSchema.extend({
  rank: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'AdminFollowedAthlete' });
export type AdminFollowedAthlete = z.infer<typeof AdminFollowedAthleteSchema>;

/** The answer of the admin list. */
export const AdminFollowedListSchema = z.object({ items: z.array(AdminFollowedAthleteSchema), total: z.number().int() });

/** The query of the admin list. */
export const AdminFollowedQuery = z.object({
  q: z.string().trim().max(100).optional(),
  page: intField('page must be an integer of at least 1.', 1, 1_000_000).default(1),
  take: intField('take must be an integer from 1 to 200.', 1, 200).default(30),
  tenantId: z.string().optional(),
});

/** The answer of a like: 200 when counted, 202 when this browser had already liked (no change). */
export const LikeResultSchema = z.object({ ok: z.literal(true), likeCount: z.number().int() });

const HANDLE = /^@?[A-Za-z0-9._]{1,30}$/;

/** An Instagram or TikTok handle (stored without `@`) or an http(s) URL; blank becomes undefined. */
const social = (message: string) =>
  z
    .string({ error: message })
    .trim()
    // A handle stays a handle (`owen.runs` looks like a host name too); `instagram.com/owen` gets https.
    .overwrite((v) => (HANDLE.test(v) ? v : normalizeLink(v)))
    .max(2048, message)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || HANDLE.test(v) || isHttpUrl(v), message)
    .transform((v) => (v && HANDLE.test(v) ? v.replace(/^@/, '') : v));

const textFields = {
  schoolShort: optionalText(40),
  intro: optionalText(600),
  bio: optionalText(2000),
  body: optionalText(10_000),
  instagram: social(FOLLOWED_MESSAGES.instagram),
  tiktok: social(FOLLOWED_MESSAGES.tiktok),
  rank: intField(FOLLOWED_MESSAGES.rank),
  active: z.boolean(),
};

/**
 * Accepts the form-only fields: firstName + lastName make the name,
 * schoolNow + stateNow the school ("School, ST"). Ids and tenant ids in bodies are ignored.
 */
function withFormFields(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const o = { ...(input as Record<string, unknown>) };
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  if (o.name === undefined && (o.firstName !== undefined || o.lastName !== undefined)) o.name = [str(o.firstName), str(o.lastName)].filter(Boolean).join(' ');
  if (o.school === undefined && o.schoolNow !== undefined) o.school = [str(o.schoolNow), str(o.stateNow)].filter(Boolean).join(', ');
  for (const k of ['firstName', 'lastName', 'schoolNow', 'stateNow', 'schoolPrev', 'statePrev', 'id', 'tenantId', 'likeCount']) delete o[k];
  return o;
}

/** The body of `POST /content/admin/followed`. `photos` and `photosRemote` are appended in that order. */
export const CreateFollowedBody = z.preprocess(
  withFormFields,
  z.object({
    name: requiredText(FOLLOWED_MESSAGES.required, 120),
    school: requiredText(FOLLOWED_MESSAGES.required, 160),
    ...textFields,
    otherUrl: optionalHttpUrl(FOLLOWED_MESSAGES.url),
    photos: linkList(FOLLOWED_MESSAGES.url, MAX_FOLLOWED_PHOTOS),
    photosRemote: httpUrlList(FOLLOWED_MESSAGES.url, MAX_FOLLOWED_PHOTOS),
    rank: textFields.rank.optional(),
    active: textFields.active.optional(),
  }),
);
export type CreateFollowedInput = z.infer<typeof CreateFollowedBody>;

/**
 * The body of `PUT /content/admin/followed/{id}`: any of the fields. `photos` replaces the list;
 * `photosAdd` (uploaded URLs) and `photosRemote` (http(s) URLs) are appended to it.
 */
export const UpdateFollowedBody = z.preprocess(
  withFormFields,
  z
    .object({
      name: requiredText(FOLLOWED_MESSAGES.required, 120),
      school: requiredText(FOLLOWED_MESSAGES.required, 160),
      ...textFields,
      otherUrl: optionalHttpUrl(FOLLOWED_MESSAGES.urlOnEdit),
      photos: linkList(FOLLOWED_MESSAGES.urlOnEdit, MAX_FOLLOWED_PHOTOS),
      photosAdd: linkList(FOLLOWED_MESSAGES.urlOnEdit, MAX_FOLLOWED_PHOTOS),
      photosRemote: httpUrlList(FOLLOWED_MESSAGES.urlOnEdit, MAX_FOLLOWED_PHOTOS),
    })
    .partial(),
);
export type UpdateFollowedInput = z.infer<typeof UpdateFollowedBody>;
