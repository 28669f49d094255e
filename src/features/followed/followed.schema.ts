import { z } from 'zod';
import { apiMessages, type MessageCode } from '../../shared/api-messages';
import { httpUrlList, intField, linkList, normalizeLink, optionalHttpUrl, isHttpUrl, optionalText, requiredText } from '../../shared/fields';

// One schema per payload, shared by validation, the OpenAPI document and the UI.

export const FOLLOWED = apiMessages('followed', {
  required: { en: 'Name and current school are required.', fr: 'Le nom et l’établissement actuel sont obligatoires.' },
  url: { en: 'Please provide a valid http(s) URL.', fr: 'Indiquez une URL http(s) valide.' },
  urlOnEdit: { en: 'Provide a valid http(s) URL.', fr: 'Indiquez une URL http(s) valide.' },
  instagram: { en: 'Instagram must be a handle (@name) or an http(s) URL.', fr: 'Instagram doit être un identifiant (@nom) ou une URL http(s).' },
  tiktok: { en: 'TikTok must be a handle (@name) or an http(s) URL.', fr: 'TikTok doit être un identifiant (@nom) ou une URL http(s).' },
  rank: { en: 'Rank must be an integer.', fr: 'Le rang doit être un nombre entier.' },
  photos: { en: 'At most 12 photos.', fr: '12 photos au maximum.' },
  notFound: { en: 'Athlete not found.', fr: 'Athlète introuvable.' },
  page: { en: 'page must be an integer of at least 1.', fr: 'page doit être un nombre entier d’au moins 1.' },
  take: { en: 'take must be an integer from 1 to 200.', fr: 'take doit être un nombre entier de 1 à 200.' },
});
export const FOLLOWED_MESSAGES = FOLLOWED.en;

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
  page: intField(FOLLOWED.code.page, 1, 1_000_000).default(1),
  take: intField(FOLLOWED.code.take, 1, 200).default(30),
  tenantId: z.string().optional(),
});

/** The answer of a like: 200 when counted, 202 when this browser had already liked (no change). */
export const LikeResultSchema = z.object({ ok: z.literal(true), likeCount: z.number().int() });

const HANDLE = /^@?[A-Za-z0-9._]{1,30}$/;

/** An Instagram or TikTok handle (stored without `@`) or an http(s) URL; blank becomes undefined. */
const social = (message: MessageCode) =>
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
  instagram: social(FOLLOWED.code.instagram),
  tiktok: social(FOLLOWED.code.tiktok),
  rank: intField(FOLLOWED.code.rank),
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
    name: requiredText(FOLLOWED.code.required, 120),
    school: requiredText(FOLLOWED.code.required, 160),
    ...textFields,
    otherUrl: optionalHttpUrl(FOLLOWED.code.url),
    photos: linkList(FOLLOWED.code.url, MAX_FOLLOWED_PHOTOS),
    photosRemote: httpUrlList(FOLLOWED.code.url, MAX_FOLLOWED_PHOTOS),
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
      name: requiredText(FOLLOWED.code.required, 120),
      school: requiredText(FOLLOWED.code.required, 160),
      ...textFields,
      otherUrl: optionalHttpUrl(FOLLOWED.code.urlOnEdit),
      photos: linkList(FOLLOWED.code.urlOnEdit, MAX_FOLLOWED_PHOTOS),
      photosAdd: linkList(FOLLOWED.code.urlOnEdit, MAX_FOLLOWED_PHOTOS),
      photosRemote: httpUrlList(FOLLOWED.code.urlOnEdit, MAX_FOLLOWED_PHOTOS),
    })
    .partial(),
);
export type UpdateFollowedInput = z.infer<typeof UpdateFollowedBody>;
