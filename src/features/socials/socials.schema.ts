import { z } from 'zod';
import { apiMessages } from '../../shared/api-messages';
import { FIELDS, intField, isHttpUrl, linkText, optionalText } from '../../shared/fields';

// One schema per payload, shared by validation, the OpenAPI document and the UI.

export const SOCIAL_PLATFORMS = ['instagram', 'tiktok', 'strava', 'x', 'youtube', 'custom'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const SOCIALS = apiMessages('socials', {
  platform: { en: `Platform must be one of ${SOCIAL_PLATFORMS.join(', ')}.`, fr: `La plateforme doit être l’une de : ${SOCIAL_PLATFORMS.join(', ')}.` },
  url: { en: 'Please provide a valid http(s) URL.', fr: 'Indiquez une URL http(s) valide.' },
  rank: { en: 'Rank must be an integer.', fr: 'Le rang doit être un nombre entier.' },
  gradient: { en: 'Gradient must be CSS colours or a CSS gradient.', fr: 'Le dégradé doit être fait de couleurs CSS ou être un dégradé CSS.' },
  iconKey: { en: 'Icon key may only use lower-case letters, digits and dashes.', fr: 'La clé d’icône ne peut contenir que des lettres minuscules, des chiffres et des tirets.' },
  duplicate: { en: 'Each social link may appear only once in the list.', fr: 'Chaque réseau social ne peut figurer qu’une fois dans la liste.' },
  tooMany: { en: 'At most 50 social links.', fr: '50 réseaux sociaux au maximum.' },
  notFound: { en: 'Social link not found.', fr: 'Réseau social introuvable.' },
  notFoundId: { en: 'Social link {id} not found.', fr: 'Réseau social {id} introuvable.' },
});
export const SOCIAL_MESSAGES = SOCIALS.en;

/** A social link as visitors see it; empty optional fields are omitted. */
export const SocialLinkSchema = z
  .object({
    id: z.number().int(),
    platform: z.enum(SOCIAL_PLATFORMS),
    name: z.string().optional(),
    handle: z.string().optional(),
    url: z.string(),
    gradient: z.string().optional(),
    iconKey: z.string().optional(),
    rank: z.number().int(),
    active: z.boolean(),
  })
  .meta({ id: 'SocialLink' });
export type SocialLink = z.infer<typeof SocialLinkSchema>;

/** A social link as the admin edits it. */
export const AdminSocialLinkSchema = SocialLinkSchema.extend({ createdAt: z.string(), updatedAt: z.string() }).meta({ id: 'AdminSocialLink' });
export type AdminSocialLink = z.infer<typeof AdminSocialLinkSchema>;

/** Lower-cased and trimmed; `twitter` is the old name of `x`. */
const platform = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const p = v.trim().toLowerCase();
    return p === 'twitter' ? 'x' : p;
  },
  z.enum(SOCIAL_PLATFORMS, { error: SOCIALS.code.platform }),
);

// Colours, numbers, commas and CSS gradient functions only: no quotes, colons, semicolons,
// slashes or url(), so the value cannot leave a style declaration or load anything.
const GRADIENT = /^[#a-zA-Z0-9\s,.()%+-]{1,200}$/;
const gradient = optionalText(200).refine((v) => v === undefined || (GRADIENT.test(v) && !/url|expression|image|element|attr|var/i.test(v)), SOCIALS.code.gradient);
const iconKey = optionalText(40).refine((v) => v === undefined || /^[a-z0-9-]+$/.test(v), SOCIALS.code.iconKey);

const httpUrl = linkText(SOCIALS.code.url).max(2048, FIELDS.code.urlTooLong).refine(isHttpUrl, SOCIALS.code.url);

const fields = {
  platform,
  name: optionalText(80),
  handle: optionalText(80),
  url: httpUrl,
  gradient,
  iconKey,
  rank: intField(SOCIALS.code.rank),
  active: z.boolean(),
};

/** Drops ids and tenant ids that clients put in bodies; the path and the request say which. */
function withoutIds(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const { id: _id, tenantId: _t, createdAt: _c, updatedAt: _u, ...rest } = input as Record<string, unknown>;
  return rest;
}

/** The body of `POST /content/admin/socials`. Rank defaults to after the last link; active to true. */
export const CreateSocialBody = z.preprocess(withoutIds, z.object({ ...fields, rank: fields.rank.optional(), active: fields.active.optional() }));
export type CreateSocialInput = z.infer<typeof CreateSocialBody>;

/** The body of `PUT /content/admin/socials/{id}`: any of the fields. */
export const UpdateSocialBody = z.preprocess(withoutIds, z.object(fields).partial());
export type UpdateSocialInput = z.infer<typeof UpdateSocialBody>;

/**
 * One entry of the batch save. A bare `instagram.com/name` gets https:// (normalizeLink); the URL is not refused here: an entry whose URL is not http(s) is
 * dropped from the save and reported, the others are saved.
 */
export const SocialBatchItem = z.object({
  id: z.number().int().positive().optional(),
  ...fields,
  url: linkText().max(2048, FIELDS.code.urlTooLong).optional().nullable(),
  rank: fields.rank.optional(),
  active: fields.active.optional(),
  tenantId: z.string().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});

/** The body of `PUT /content/admin/socials`: the whole list, as `{ items }` or a bare array. */
export const SocialBatchBody = z.preprocess(
  (v) => (Array.isArray(v) ? { items: v } : v),
  z
    .object({ items: z.array(SocialBatchItem).max(50, SOCIALS.code.tooMany) })
    .refine((b) => {
      const ids = b.items.flatMap((i) => (i.id ? [i.id] : []));
      return new Set(ids).size === ids.length;
    }, { message: SOCIALS.code.duplicate, path: ['items'] }),
);
export type SocialBatchInput = z.infer<typeof SocialBatchBody>;

/** The answer of the batch save: the saved list, and the entries dropped for their URL. */
export const SocialBatchResultSchema = z.object({
  items: z.array(AdminSocialLinkSchema),
  dropped: z.array(z.object({ index: z.number().int(), id: z.number().int().optional(), platform: z.string(), url: z.string(), message: z.string() })),
});
export type SocialBatchResult = z.infer<typeof SocialBatchResultSchema>;
