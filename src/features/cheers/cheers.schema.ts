import { z } from 'zod';
import { apiMessages } from '../../shared/api-messages';
import { pageParam, takeParam } from '../../shared/paging';

// One schema per payload, shared by validation, the OpenAPI document and the UI.

/** The emoji a cheer may carry; the first is the default. */
const CHEER_EMOJIS = ['👏', '🔥', '💪', '🌟', '🏆', '😎'] as const;

/** The cheer length limits, counted in characters (code points, so an emoji counts once). */
const CHEER_LIMITS = { name: 32, message: 180, reply: 500 } as const;
/** Public cheers page size. */
const CHEERS_PAGE_SIZE = 50;

export const CHEERS = apiMessages('cheers', {
  name: { en: 'Please enter your first name.', fr: 'Indiquez votre prénom.' },
  nameTooLong: { en: `First name must be at most ${CHEER_LIMITS.name} characters.`, fr: `Le prénom doit faire au plus ${CHEER_LIMITS.name} caractères.` },
  message: { en: 'Please write a message.', fr: 'Écrivez un message.' },
  messageTooLong: { en: `Message must be at most ${CHEER_LIMITS.message} characters.`, fr: `Le message doit faire au plus ${CHEER_LIMITS.message} caractères.` },
  emoji: { en: `Choose one of ${CHEER_EMOJIS.join(' ')}.`, fr: `Choisissez parmi ${CHEER_EMOJIS.join(' ')}.` },
  replyTooLong: { en: `Reply must be at most ${CHEER_LIMITS.reply} characters.`, fr: `La réponse doit faire au plus ${CHEER_LIMITS.reply} caractères.` },
  approved: { en: 'approved must be true or false.', fr: 'approved doit valoir true ou false.' },
  status: { en: 'status must be all, published or pending.', fr: 'status doit valoir all, published ou pending.' },
  notFound: { en: 'Cheer not found.', fr: 'Encouragement introuvable.' },
});
export const CHEER_MESSAGES = CHEERS.en;

/** The length the limits count: characters as people see them (code points), not UTF-16 units. */
function charCount(value: string): number {
  return [...value].length;
}

/** A cheer as visitors see it; `name` may be '' on old rows (show "Anonymous"). */
export const CheerSchema = z
  .object({
    id: z.number().int(),
    name: z.string().describe("may be '' (show Anonymous)"),
    emoji: z.string(),
    message: z.string(),
    likes: z.number().int(),
    createdAt: z.string(),
    reply: z.string().optional().describe("the admin's reply, when there is one"),
    approved: z.boolean().describe('false: the cheer waits for approval and is not public yet'),
  })
  .meta({ id: 'Cheer' });
export type Cheer = z.infer<typeof CheerSchema>;

/** A cheer as the admin moderates it. */
export const AdminCheerSchema = CheerSchema.extend({ updatedAt: z.string() }).meta({ id: 'AdminCheer' });
export type AdminCheer = z.infer<typeof AdminCheerSchema>;

// Control characters (other than a newline in the message) and bidirectional overrides (which can
// make a message read differently from what it says) never belong in a cheer. Joiners stay: emoji use them.
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028-\u202e\u2066-\u2069]/g;

/** The body of `POST /content/public/cheers`. */
export const CreateCheerBody = z
  .object({
    name: z
      .string({ error: CHEERS.code.name })
      .max(CHEER_LIMITS.name * 8, CHEERS.code.nameTooLong)
      .transform((v) => v.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim())
      .refine((v) => v.length > 0, CHEERS.code.name)
      .refine((v) => charCount(v) <= CHEER_LIMITS.name, CHEERS.code.nameTooLong),
    message: z
      .string({ error: CHEERS.code.message })
      .max(CHEER_LIMITS.message * 8, CHEERS.code.messageTooLong)
      .transform((v) => v.replace(/\r\n?/g, '\n').replace(CONTROL, '').replace(/\n{3,}/g, '\n\n').trim())
      .refine((v) => v.length > 0, CHEERS.code.message)
      .refine((v) => charCount(v) <= CHEER_LIMITS.message, CHEERS.code.messageTooLong),
    emoji: z
      .enum(CHEER_EMOJIS, { error: CHEERS.code.emoji })
      .nullable()
      .optional()
      .transform((v) => v ?? CHEER_EMOJIS[0]),
  })
  .meta({ id: 'CreateCheer' });
export type CreateCheerInput = z.infer<typeof CreateCheerBody>;

/** The body of `PUT /content/admin/cheers/{id}`: publish/unpublish and/or reply (blank or null removes the reply). */
export const UpdateCheerBody = z
  .object({
    approved: z.boolean({ error: CHEERS.code.approved }).optional(),
    reply: z
      .string()
      .trim()
      .refine((v) => charCount(v) <= CHEER_LIMITS.reply, CHEERS.code.replyTooLong)
      .nullable()
      .optional()
      .transform((v) => (v === '' ? null : v)),
  })
  .meta({ id: 'UpdateCheer' });
export type UpdateCheerInput = z.infer<typeof UpdateCheerBody>;

/** `GET /content/public/cheers` query: `take` (default 50, at most 200). */
export const PublicCheersQuery = z.object({ take: takeParam(CHEERS_PAGE_SIZE, 200), ts: z.string().optional() });

/** The admin's status filter. */
export const CHEER_STATUSES = ['all', 'published', 'pending'] as const;

/** `GET /content/admin/cheers` query. */
export const AdminCheersQuery = z.object({
  status: z.enum(CHEER_STATUSES, { error: CHEERS.code.status }).default('all'),
  page: pageParam,
  take: takeParam(100, 500),
});

/** The admin list: one page of the filtered cheers, newest first, and the counts the filter buttons show. */
export const AdminCheerListSchema = z
  .object({
    items: z.array(AdminCheerSchema),
    counts: z.object({ all: z.number().int(), published: z.number().int(), pending: z.number().int() }),
    page: z.number().int(),
    take: z.number().int(),
  })
  .meta({ id: 'AdminCheerList' });

/** The answer of a like: the cheer's count. On 202 (`already: true`) this browser had liked it before and nothing changed. */
export const CheerLikeResultSchema = z
  .object({ ok: z.literal(true), likes: z.number().int(), already: z.boolean().optional() })
  .meta({ id: 'CheerLikeResult' });
