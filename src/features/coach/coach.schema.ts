import { z } from 'zod';
import { apiMessages, type MessageCode } from '../../shared/api-messages';
import { isEmailAddress, linkList, requiredLink, optionalLink, optionalText, requiredText } from '../../shared/fields';
import { htmlToText } from '../../shared/html-policy';

// One schema per payload, shared by validation, the OpenAPI document and the UI.

export const COACH = apiMessages('coach', {
  cannotSave: { en: 'Cannot save', fr: 'Enregistrement impossible' },
  author: { en: 'Coach name is required.', fr: 'Le nom de l’entraîneur est obligatoire.' },
  headline: { en: 'Headline is required.', fr: 'Le titre est obligatoire.' },
  photo: { en: 'Coach photo is required.', fr: 'La photo de l’entraîneur est obligatoire.' },
  article: { en: 'Article is required.', fr: 'L’article est obligatoire.' },
  image: { en: 'Images must be relative or http(s) URLs.', fr: 'Les images doivent être des URL relatives ou http(s).' },
  gallery: { en: 'At most 4 gallery images.', fr: '4 images de galerie au maximum.' },
  articleTooLong: { en: 'The article is too long.', fr: 'L’article est trop long.' },
  coachName: { en: 'Coach name is required.', fr: 'Le nom de l’entraîneur est obligatoire.' },
  coachEmail: { en: 'Please enter a valid e-mail address.', fr: 'Indiquez une adresse e-mail valide.' },
  submitAuthor: { en: 'Please enter your name.', fr: 'Indiquez votre nom.' },
  submitHeadline: { en: 'Please write a short headline.', fr: 'Écrivez un titre court.' },
  submitPhoto: { en: 'Please upload your photo before submitting.', fr: 'Envoyez votre photo avant de valider.' },
  consent: { en: 'Please confirm you agree your answers may be used on this public website.', fr: 'Confirmez que vous acceptez que vos réponses soient publiées sur ce site public.' },
  inviteNotFound: { en: 'This invite link is invalid or has expired.', fr: 'Ce lien d’invitation est invalide ou a expiré.' },
  inviteUsed: { en: 'We received your note. Thank you! The athlete will review it before it appears on the site.', fr: 'Nous avons bien reçu votre mot. Merci ! L’athlète le relira avant qu’il paraisse sur le site.' },
  inviteRevoked: {
    en: 'This invite was withdrawn. Ask the athlete or their family for a new link if you would still like to write.',
    fr: 'Cette invitation a été retirée. Demandez un nouveau lien à l’athlète ou à sa famille si vous souhaitez toujours écrire.',
  },
  inviteExpired: { en: 'This invite link has expired. Ask the athlete or their family for a new one.', fr: 'Ce lien d’invitation a expiré. Demandez-en un nouveau à l’athlète ou à sa famille.' },
  inviteAnswered: { en: 'This coach has already answered: the invite can no longer be withdrawn.', fr: 'Cet entraîneur a déjà répondu : l’invitation ne peut plus être retirée.' },
  inviteMissing: { en: 'Invite not found.', fr: 'Invitation introuvable.' },
  noteNotFound: { en: 'Coach note not found.', fr: 'Mot de l’entraîneur introuvable.' },
});
export const COACH_MESSAGES = COACH.en;

/** The sidebar tags of a note when it has none. */
export const COACH_SIDE_TAG_DEFAULTS = ['Training', 'High-School', 'Discipline'] as const;
/** Slots of the coach gallery. */
export const COACH_GALLERY_SLOTS = 4;
/** How long an invite link stays valid. */
export const COACH_INVITE_TTL_DAYS = 14;

/** A published coach note as visitors see it; empty optional fields are omitted. */
export const CoachNoteSchema = z
  .object({
    id: z.number().int(),
    author: z.string(),
    headline: z.string().describe('the stored headline, else derived from the article: 217 characters and an ellipsis'),
    about: z.string().optional(),
    qTraining: z.string().optional(),
    qTeam: z.string().optional(),
    qSurprised: z.string().optional(),
    qHopes: z.string().optional(),
    qFuture: z.string().optional(),
    articleHtml: z.string().describe('sanitised: h1-h4, p, ul, ol, li, em, strong, br, blockquote, a (relative or http(s), with rel)'),
    photoUrl: z.string().optional(),
    heroImageUrl: z.string().optional(),
    gallery: z.array(z.string()),
    sideTitle: z.string().optional(),
    sideText: z.string().optional(),
    sideImageUrl: z.string().optional(),
    sideTag1: z.string(),
    sideTag2: z.string(),
    sideTag3: z.string(),
    active: z.boolean(),
    publishedAt: z.string().optional(),
    updatedAt: z.string(),
  })
  .meta({ id: 'CoachNote' });
export type CoachNote = z.infer<typeof CoachNoteSchema>;

/** A coach note as the admin edits it: drafts included, stored headline as is, contact and origin. */
export const AdminCoachNoteSchema = CoachNoteSchema.extend({
  contact: z.string().optional(),
  source: z.enum(['admin', 'invite']).describe('written in the back office, or submitted by a coach through an invite'),
  createdAt: z.string(),
}).meta({ id: 'AdminCoachNote' });
export type AdminCoachNote = z.infer<typeof AdminCoachNoteSchema>;

/** The answer of the admin list. */
export const AdminCoachNoteListSchema = z.object({ items: z.array(AdminCoachNoteSchema) });

const image = optionalLink(COACH.code.image);

const noteFields = {
  author: optionalText(120),
  headline: optionalText(600),
  about: optionalText(4000),
  qTraining: optionalText(4000),
  qTeam: optionalText(4000),
  qSurprised: optionalText(4000),
  qHopes: optionalText(4000),
  qFuture: optionalText(4000),
  contact: optionalText(300),
  photoUrl: image,
  heroImageUrl: image,
  gallery: linkList(COACH.code.image, COACH_GALLERY_SLOTS).refine((v) => v.length <= COACH_GALLERY_SLOTS, COACH.code.gallery),
  articleHtml: z.string().max(200_000, COACH.code.articleTooLong).nullable().optional().transform((v) => v ?? ''),
  sideTitle: optionalText(120),
  sideText: optionalText(2000),
  sideImageUrl: image,
  sideTag1: optionalText(40),
  sideTag2: optionalText(40),
  sideTag3: optionalText(40),
  active: z.boolean(),
};

/**
 * Accepts the other names clients use: the article as `article`, `html` or
 * `content`, the photo as `photo`, the hero as `hero`. Ids and tenant ids in bodies are ignored.
 */
function withAliases(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const o = { ...(input as Record<string, unknown>) };
  for (const alias of ['article', 'html', 'content']) {
    if (o.articleHtml === undefined && o[alias] !== undefined) o.articleHtml = o[alias];
    delete o[alias];
  }
  if (o.photoUrl === undefined && o.photo !== undefined) o.photoUrl = o.photo;
  if (o.heroImageUrl === undefined && o.hero !== undefined) o.heroImageUrl = o.hero;
  for (const k of ['photo', 'hero', 'id', 'tenantId', 'source', 'createdAt', 'updatedAt', 'publishedAt']) delete o[k];
  return o;
}

/**
 * The body of `POST /content/admin/coach-note` (the admin's own note; active by default). Coach
 * name, headline, photo and article are required: a missing one answers 400 'Cannot save' with an
 * issue per problem, checked after the article is sanitised.
 */
export const CreateCoachNoteBody = z.preprocess(withAliases, z.object({ ...noteFields, active: noteFields.active.optional() }));
export type CreateCoachNoteInput = z.infer<typeof CreateCoachNoteBody>;

/** The body of `PUT /content/admin/coach-note/{id}`: just `{ active }`, or the editable fields. */
export const UpdateCoachNoteBody = z.preprocess(withAliases, z.object(noteFields).partial());
export type UpdateCoachNoteInput = z.infer<typeof UpdateCoachNoteBody>;

/**
 * The admin editor's rule beyond the body schema: coach name, headline, photo and an article with
 * text are required (the server applies it after sanitising, to the stored note merged with an
 * update; the editor applies it to what it will send). One issue per missing field.
 */
export function coachNoteProblems(note: { author?: string | null; headline?: string | null; photoUrl?: string | null; articleHtml?: string | null }): Array<{ path: string; message: MessageCode }> {
  const issues: Array<{ path: string; message: MessageCode }> = [];
  if (!note.author?.trim()) issues.push({ path: 'author', message: COACH.code.author });
  if (!note.headline?.trim()) issues.push({ path: 'headline', message: COACH.code.headline });
  if (!note.photoUrl?.trim()) issues.push({ path: 'photoUrl', message: COACH.code.photo });
  if (!htmlToText(note.articleHtml ?? '')) issues.push({ path: 'articleHtml', message: COACH.code.article });
  return issues;
}

/** The body of `POST /content/admin/coach-invite`. */
export const CreateCoachInviteBody = z.object({
  coachName: requiredText(COACH.code.coachName, 120),
  coachEmail: z
    .string({ error: COACH.code.coachEmail })
    .trim()
    .max(254, COACH.code.coachEmail)
    .refine(isEmailAddress, COACH.code.coachEmail),
});
export type CreateCoachInviteInput = z.infer<typeof CreateCoachInviteBody>;

/** The answer of an invite creation: the link to send (relative to the site), its token and expiry. */
export const CoachInviteCreatedSchema = z
  .object({
    url: z.string().describe('relative link to the invite page, /coach/invite/{token}; the UI prefixes the site origin'),
    token: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'CoachInviteCreated' });

/** Where an invite stands, for the admin's list. */
const CoachInviteStatusSchema = z.enum(['sent', 'opened', 'answered', 'expired', 'revoked']);
export type CoachInviteStatus = z.infer<typeof CoachInviteStatusSchema>;

/** An invite as the admin's list shows it; `url` only while the coach can still use it. */
export const AdminCoachInviteSchema = z
  .object({
    id: z.number().int(),
    coachName: z.string(),
    coachEmail: z.string(),
    status: CoachInviteStatusSchema,
    createdAt: z.string(),
    expiresAt: z.string(),
    openedAt: z.string().optional(),
    answeredAt: z.string().optional(),
    revokedAt: z.string().optional(),
    url: z.string().optional().describe('relative link to the invite page, while it is sent or opened (invites made before links could be copied again have none)'),
  })
  .meta({ id: 'AdminCoachInvite' });
export type AdminCoachInvite = z.infer<typeof AdminCoachInviteSchema>;

/** The answer of a valid invite. */
export const CoachInviteSchema = z.object({ coachName: z.string() }).meta({ id: 'CoachInvite' });

/** The token path parameter (an unknown shape is simply not found). */
export const InviteTokenParams = z.object({ token: z.string().min(1).max(200) });

/** The body of `POST /content/public/coach-invite/{token}/submit`. */
export const CoachSubmissionBody = z.object({
  author: requiredText(COACH.code.submitAuthor, 120),
  headline: requiredText(COACH.code.submitHeadline, 600),
  about: optionalText(4000),
  qTraining: optionalText(4000),
  qTeam: optionalText(4000),
  qSurprised: optionalText(4000),
  qHopes: optionalText(4000),
  qFuture: optionalText(4000),
  contact: optionalText(300),
  photoUrl: requiredLink(COACH.code.submitPhoto, COACH.code.image),
  consent: z.literal(true, { error: COACH.code.consent }),
});
export type CoachSubmissionInput = z.infer<typeof CoachSubmissionBody>;

/** The answer of a submission. */
export const CoachSubmittedSchema = z.object({ ok: z.literal(true), status: z.literal('pending_review') });
