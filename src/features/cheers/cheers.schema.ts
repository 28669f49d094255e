import { z } from 'zod';
import { pageParam, takeParam } from '../../shared/paging';

// One schema per payload, shared by validation, the OpenAPI document and the UI.

/** The emoji a cheer may carry; the first is the default. */
export const CHEER_EMOJIS = ['👏', '🔥', '💪', '🌟', '🏆', '😎'] as const;
export type CheerEmoji = (typeof CHEER_EMOJIS)[number];

/** The cheer length limits, counted in characters (code points, so an emoji counts once). */
export const CHEER_LIMITS = { name: 32, message: 180, reply: 500 } as const;
/** Public cheers page size. */
export const CHEERS_PAGE_SIZE = 50;

export const CHEER_MESSAGES = {
  name: 'Please enter your first name.',
  nameTooLong: `First name must be at most ${CHEER_LIMITS.name} characters.`,
  message: 'Please write a message.',
  messageTooLong: `Message must be at most ${CHEER_LIMITS.message} characters.`,
  emoji: `Choose one of ${CHEER_EMOJIS.join(' ')}.`,
  replyTooLong: `Reply must be at most ${CHEER_LIMITS.reply} characters.`,
} as const;

/** The length the limits count: characters as people see them (code points), not UTF-16 units. */
export function charCount(value: string): number {
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
      .string({ error: CHEER_MESSAGES.name })
      .max(CHEER_LIMITS.name * 8, CHEER_MESSAGES.nameTooLong)
      .transform((v) => v.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim())
      .refine((v) => v.length > 0, CHEER_MESSAGES.name)
      .refine((v) => charCount(v) <= CHEER_LIMITS.name, CHEER_MESSAGES.nameTooLong),
    message: z
      .string({ error: CHEER_MESSAGES.message })
      .max(CHEER_LIMITS.message * 8, CHEER_MESSAGES.messageTooLong)
      .transform((v) => v.replace(/\r\n?/g, '\n').replace(CONTROL, '').replace(/\n{3,}/g, '\n\n').trim())
      .refine((v) => v.length > 0, CHEER_MESSAGES.message)
      .refine((v) => charCount(v) <= CHEER_LIMITS.message, CHEER_MESSAGES.messageTooLong),
    emoji: z
      .enum(CHEER_EMOJIS, { error: CHEER_MESSAGES.emoji })
      .nullable()
      .optional()
      .transform((v) => v ?? CHEER_EMOJIS[0]),
  })
  .meta({ id: 'CreateCheer' });
export type CreateCheerInput = z.infer<typeof CreateCheerBody>;

/** The body of `PUT /content/admin/cheers/{id}`: publish/unpublish and/or reply (blank or null removes the reply). */
export const UpdateCheerBody = z
  .object({
    approved: z.boolean({ error: 'approved must be true or false.' }).optional(),
    reply: z
      .string()
      .trim()
      .refine((v) => charCount(v) <= CHEER_LIMITS.reply, CHEER_MESSAGES.replyTooLong)
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
  status: z.enum(CHEER_STATUSES, { error: 'status must be all, published or pending.' }).default('all'),
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
