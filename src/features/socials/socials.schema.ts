import { z } from 'zod';
import { intField, isHttpUrl, linkText, optionalText } from '../../shared/fields';

// One schema per payload, shared by validation, the OpenAPI document and the UI.

export const SOCIAL_PLATFORMS = ['instagram', 'tiktok', 'strava', 'x', 'youtube', 'custom'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const SOCIAL_MESSAGES = {
  platform: `Platform must be one of ${SOCIAL_PLATFORMS.join(', ')}.`,
  url: 'Please provide a valid http(s) URL.',
  rank: 'Rank must be an integer.',
  gradient: 'Gradient must be CSS colours or a CSS gradient.',
  iconKey: 'Icon key may only use lower-case letters, digits and dashes.',
  duplicate: 'Each social link may appear only once in the list.',
} as const;

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
  z.enum(SOCIAL_PLATFORMS, { error: SOCIAL_MESSAGES.platform }),
);

// Colours, numbers, commas and CSS gradient functions only: no quotes, colons, semicolons,
// slashes or url(), so the value cannot leave a style declaration or load anything.
const GRADIENT = /^[#a-zA-Z0-9\s,.()%+-]{1,200}$/;
const gradient = optionalText(200).refine((v) => v === undefined || (GRADIENT.test(v) && !/url|expression|image|element|attr|var/i.test(v)), SOCIAL_MESSAGES.gradient);
const iconKey = optionalText(40).refine((v) => v === undefined || /^[a-z0-9-]+$/.test(v), SOCIAL_MESSAGES.iconKey);

const httpUrl = linkText(SOCIAL_MESSAGES.url).max(2048, 'URL is too long.').refine(isHttpUrl, SOCIAL_MESSAGES.url);

const fields = {
  platform,
  name: optionalText(80),
  handle: optionalText(80),
  url: httpUrl,
  gradient,
  iconKey,
  rank: intField(SOCIAL_MESSAGES.rank),
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
  url: linkText().max(2048, 'URL is too long.').optional().nullable(),
  rank: fields.rank.optional(),
  active: fields.active.optional(),
  tenantId: z.string().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type SocialBatchItemInput = z.infer<typeof SocialBatchItem>;

/** The body of `PUT /content/admin/socials`: the whole list, as `{ items }` or a bare array. */
export const SocialBatchBody = z.preprocess(
  (v) => (Array.isArray(v) ? { items: v } : v),
  z
    .object({ items: z.array(SocialBatchItem).max(50, 'At most 50 social links.') })
    .refine((b) => {
      const ids = b.items.flatMap((i) => (i.id ? [i.id] : []));
      return new Set(ids).size === ids.length;
    }, { message: SOCIAL_MESSAGES.duplicate, path: ['items'] }),
);
export type SocialBatchInput = z.infer<typeof SocialBatchBody>;

/** The answer of the batch save: the saved list, and the entries dropped for their URL. */
export const SocialBatchResultSchema = z.object({
  items: z.array(AdminSocialLinkSchema),
  dropped: z.array(z.object({ index: z.number().int(), id: z.number().int().optional(), platform: z.string(), url: z.string(), message: z.string() })),
});
export type SocialBatchResult = z.infer<typeof SocialBatchResultSchema>;
