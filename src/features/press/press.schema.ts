import { z } from 'zod';
import { apiMessages } from '../../shared/api-messages';
import { FIELDS, isHttpUrl, isIsoDate, isSafeLinkUrl, normalizeLink } from '../../shared/fields';
import { pageParam, takeParam } from '../../shared/paging';

// One schema per payload, shared by validation, the OpenAPI document and the UI.

export const PRESS = apiMessages('press', {
  title: { en: 'Title is required.', fr: 'Le titre est obligatoire.' },
  url: { en: 'Please provide a valid http(s) URL.', fr: 'Indiquez une URL http(s) valide.' },
  date: { en: 'Date must be YYYY-MM-DD', fr: 'La date doit être au format AAAA-MM-JJ' },
  thumb: { en: 'Thumbnail must be a relative or http(s) URL.', fr: 'La miniature doit être une URL relative ou http(s).' },
  ids: { en: 'Select at least one article.', fr: 'Sélectionnez au moins un article.' },
  approved: { en: 'approved must be true or false.', fr: 'approved doit valoir true ou false.' },
  tooMany: { en: 'At most 500 articles at once.', fr: '500 articles au maximum à la fois.' },
  notFound: { en: 'Article not found.', fr: 'Article introuvable.' },
  importUrl: { en: 'Please paste a valid http(s) article URL.', fr: 'Collez une URL d’article http(s) valide.' },
  noPreview: { en: 'No preview available for this URL.', fr: 'Aucun aperçu disponible pour cette URL.' },
  save: { en: 'save must be true or false.', fr: 'save doit valoir true ou false.' },
});
export const PRESS_MESSAGES = PRESS.en;

/** Public press page size and the largest page either list answers. */
const PRESS_PAGE_SIZE = 30;
const PRESS_MAX_TAKE = 200;

/** A press article as visitors see it (field names as the existing client reads them, `thumb_url` included). */
export const PressItemSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    source: z.string().optional(),
    date: z.string().optional().describe('YYYY-MM-DD'),
    url: z.string(),
    excerpt: z.string().optional(),
    tag: z.string().optional(),
    thumb_url: z.string().optional(),
  })
  .meta({ id: 'PressItem' });
export type PressItem = z.infer<typeof PressItemSchema>;

/** A press article as the admin edits it. */
export const AdminPressItemSchema = PressItemSchema.extend({
  rank: z.number().int(),
  approved: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'AdminPressItem' });
export type AdminPressItem = z.infer<typeof AdminPressItemSchema>;

/** Optional trimmed text; blank becomes undefined, null clears on update. */
const optional = (max: number, fix: (v: string) => string = (v) => v) =>
  z
    .string()
    .trim()
    .overwrite(fix)
    .max(max, FIELDS.code.maxChars)
    .nullable()
    .optional()
    .transform((v) => (v === null || v === '' ? null : v));

// No default here: zod 4 applies an inner default even under .optional(), which would reset the
// rank of every partial update. The create body adds the default.
const rank = z.coerce.number({ error: FIELDS.code.rank }).int(FIELDS.code.rank).min(-1_000_000).max(1_000_000);

const pressFields = {
  title: z.string({ error: PRESS.code.title }).trim().min(1, PRESS.code.title).max(300, FIELDS.code.maxChars),
  source: optional(120),
  date: optional(40).refine((v) => v == null || isIsoDate(v), PRESS.code.date),
  url: z.string({ error: PRESS.code.url }).trim().overwrite(normalizeLink).max(2048, FIELDS.code.urlTooLong).refine(isHttpUrl, PRESS.code.url),
  excerpt: optional(1000),
  tag: optional(40),
  thumb_url: optional(2048, normalizeLink).refine((v) => v == null || isSafeLinkUrl(v), PRESS.code.thumb),
  rank: rank.default(0),
  approved: z.boolean({ error: PRESS.code.approved }).default(true),
};

/** Accepts `thumbUrl` as `thumb_url` and drops read-only fields. */
function withAliases(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const o = { ...(input as Record<string, unknown>) };
  if (o.thumb_url === undefined && o.thumbUrl !== undefined) o.thumb_url = o.thumbUrl;
  delete o.thumbUrl;
  delete o.id;
  delete o.tenantId;
  return o;
}

/** The body of `POST /content/admin/press`; `approved` defaults to true (published). */
export const CreatePressBody = z.preprocess(withAliases, z.object(pressFields)).meta({ id: 'CreatePressItem' });
export type CreatePressInput = z.infer<typeof CreatePressBody>;

/** The body of `PUT /content/admin/press/{id}`: any subset (the list's toggles send approved, rank or tag alone). */
export const UpdatePressBody = z
  .preprocess(withAliases, z.object({ ...pressFields, rank: rank.optional(), approved: z.boolean({ error: PRESS.code.approved }).optional() }).partial())
  .meta({ id: 'UpdatePressItem' });
export type UpdatePressInput = z.infer<typeof UpdatePressBody>;

/** `GET /content/public/press` query: `take` (default 30, at most 200), `page` (from 1); `ts` ignored. */
export const PublicPressQuery = z.object({
  take: takeParam(PRESS_PAGE_SIZE, PRESS_MAX_TAKE),
  page: pageParam,
  ts: z.string().optional(),
  tenantId: z.string().optional(),
});

/** `approved` filter: true/false (also 1/0); absent, empty or `all` lists both. */
const approvedFilter = z
  .enum(['true', 'false', '1', '0', 'all', ''], { error: PRESS.code.approved })
  .optional()
  .transform((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : undefined));

/** `GET /content/admin/press` query. */
export const AdminPressQuery = z.object({
  q: z.string().trim().max(200).optional().describe('searched in title, source, excerpt and tag'),
  page: pageParam,
  take: takeParam(PRESS_PAGE_SIZE, PRESS_MAX_TAKE),
  approved: approvedFilter,
});

/** The admin list: one page and the number of matching articles. */
export const AdminPressListSchema = z
  .object({ items: z.array(AdminPressItemSchema), count: z.number().int().describe('articles matching the filter, all pages'), page: z.number().int(), take: z.number().int() })
  .meta({ id: 'AdminPressList' });

/** The body of `POST /content/admin/press/bulk-approve`. */
export const BulkApproveBody = z.object({
  ids: z.array(z.coerce.number().int().positive(), { error: PRESS.code.ids }).min(1, PRESS.code.ids).max(500, PRESS.code.tooMany),
  approved: z.boolean({ error: PRESS.code.approved }),
});

/** The answer of a bulk approve: how many articles were changed. */
export const BulkApproveResultSchema = z.object({ ok: z.literal(true), count: z.number().int() });
