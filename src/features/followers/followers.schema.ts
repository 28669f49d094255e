import { z } from 'zod';
import { apiMessages } from '../../shared/api-messages';
import { isEmailAddress } from '../../shared/fields';

// One schema per payload, shared by validation, the OpenAPI document and the UI. A follower's
// address is in no public answer: the public calls answer the same whatever the address.

export const FOLLOWERS = apiMessages('followers', {
  email: { en: 'Please enter a valid e-mail address.', fr: 'Veuillez saisir une adresse e-mail valide.' },
  closed: { en: 'Following by e-mail is not available on this site.', fr: 'Le suivi par e-mail n’est pas disponible sur ce site.' },
  sent: {
    en: 'Almost there: open the link in the e-mail just sent to confirm. Nothing is sent to you before that.',
    fr: 'Presque fini : ouvrez le lien de l’e-mail qui vient d’être envoyé pour confirmer. Rien ne vous est envoyé avant.',
  },
  confirmed: {
    en: 'Done: you will get an e-mail for each new result, personal record and press article.',
    fr: 'C’est fait : vous recevrez un e-mail à chaque nouveau résultat, record personnel et article de presse.',
  },
  invalid: {
    en: 'This confirmation link is not valid any more (it expired after a week, or was replaced by a newer one). Follow again to get a new one.',
    fr: 'Ce lien de confirmation ne marche plus (il a expiré après une semaine, ou un plus récent l’a remplacé). Suivez à nouveau pour en recevoir un nouveau.',
  },
  unsubscribed: { en: 'You are unsubscribed: no more e-mails will come from this site.', fr: 'Vous êtes désabonné : plus aucun e-mail ne viendra de ce site.' },
  notFound: { en: 'Follower not found.', fr: 'Abonné introuvable.' },
  announcementNotFound: { en: 'Announcement not found.', fr: 'Annonce introuvable.' },
  alreadySent: { en: 'These e-mails have gone out already.', fr: 'Ces e-mails sont déjà partis.' },
});
export const FOLLOWER_MESSAGES = FOLLOWERS.en;

/** `GET /content/public/follow`: whether the "Follow the season" form is open (the server can send e-mail). */
export const FollowStatusSchema = z.object({ open: z.boolean() }).meta({ id: 'FollowStatus' });
export type FollowStatus = z.infer<typeof FollowStatusSchema>;

/** The body of `POST /content/public/subscribe`. `website` is a honeypot: filled, the answer is the same and nothing is stored or sent. */
export const SubscribeBody = z.object({
  email: z.string({ error: FOLLOWERS.code.email }).trim().max(254, FOLLOWERS.code.email).refine(isEmailAddress, FOLLOWERS.code.email),
  website: z.string().max(500).optional(),
});

/** The body of `POST /content/public/subscribe/confirm`: the confirmation link's token. */
export const ConfirmFollowBody = z.object({ token: z.string().min(1, FOLLOWERS.code.invalid).max(200, FOLLOWERS.code.invalid) });

/** `POST /content/public/unsubscribe?key=`: the unsubscribe link's key (RFC 8058: the body is `List-Unsubscribe=One-Click`, and is not needed). */
export const UnsubscribeQuery = z.object({ key: z.string().min(1).max(200), tenantId: z.string().optional() });

/** The answer of the public calls: the same for every address. */
export const FollowAnswerSchema = z.object({ ok: z.literal(true), message: z.string() });

/** A follower as the admin sees it. */
const AdminFollowerSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    status: z.enum(['pending', 'confirmed']).describe('pending until the confirmation link is opened; only confirmed followers get e-mails'),
    createdAt: z.string(),
    confirmedAt: z.string().optional(),
  })
  .meta({ id: 'AdminFollower' });
export type AdminFollower = z.infer<typeof AdminFollowerSchema>;

/** A publication announced to the followers, as the admin sees it. */
export const AnnouncementSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(['race', 'pr', 'press']),
    itemId: z.number().int(),
    title: z.string(),
    recipients: z.number().int().describe('the confirmed followers it was written for'),
    status: z.enum(['waiting', 'sent', 'held']).describe('waiting: its e-mails go out at sendAt (hold back or send now); sent: handed to the outbox; held: held back, never sent'),
    sendAt: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'Announcement' });
export type Announcement = z.infer<typeof AnnouncementSchema>;

/** `GET /content/admin/followers`: the followers (confirmed ones counted), newest first, and the latest announcements. */
export const AdminFollowersSchema = z.object({
  count: z.number().int().describe('confirmed followers'),
  pending: z.number().int().describe('addresses not confirmed yet'),
  mailConfigured: z.boolean(),
  items: z.array(AdminFollowerSchema),
  announcements: z.array(AnnouncementSchema),
});
export type AdminFollowers = z.infer<typeof AdminFollowersSchema>;
