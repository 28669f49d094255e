import { z } from 'zod';
import { apiMessages } from '../../shared/api-messages';

// One schema per payload, shared by validation, the OpenAPI document and the UI.

export const NOTIFICATIONS = apiMessages('notifications', {
  mode: { en: 'Choose at once, daily digest or never.', fr: 'Choisis tout de suite, résumé du jour ou jamais.' },
  notConfigured: { en: 'E-mail is not configured on this server: notifications stay in the admin.', fr: 'L’e-mail n’est pas configuré sur ce serveur : les notifications restent dans l’admin.' },
  testQueued: { en: 'A test message is on its way to your address.', fr: 'Un message de test est en route vers ton adresse.' },
  adminGone: { en: 'This admin account no longer exists.', fr: 'Ce compte admin n’existe plus.' },
});
export const NOTIFICATION_MESSAGES = NOTIFICATIONS.en;

/** What the family hears of, each admin choosing per kind how. */
export const NOTIFICATION_KINDS = ['contact', 'coach_note', 'link_first_visit', 'link_visits', 'follow_ups', 'new_device', 'ops'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How an admin hears of a kind: an e-mail at once, a line in the daily digest, or only the admin's list. */
export const NOTIFICATION_MODES = ['instant', 'digest', 'never'] as const;
export type NotificationMode = (typeof NOTIFICATION_MODES)[number];

/**
 * Each kind's mode until an admin chooses: what someone waits for (a coach's message, a note to
 * approve, a first look at a link, a server in trouble) at once; the day's counts and the
 * follow-ups due in the morning digest.
 */
export const DEFAULT_NOTIFICATION_MODES: Record<NotificationKind, NotificationMode> = {
  contact: 'instant',
  coach_note: 'instant',
  link_first_visit: 'instant',
  link_visits: 'digest',
  follow_ups: 'digest',
  new_device: 'instant',
  ops: 'instant',
};

/** The admin screen each kind leads to (under /admin). */
export const NOTIFICATION_SCREENS: Record<NotificationKind, string> = {
  contact: 'inbox',
  coach_note: 'coach',
  link_first_visit: 'links',
  link_visits: 'links',
  follow_ups: 'colleges',
  new_device: 'notifications',
  ops: 'email',
};

/** The server's own troubles, told to its operator (or every admin): a scheduled backup failed, the disk is nearly full, a replica stopped catching up. */
const OPS_ALERTS = ['backup_failed', 'disk_full', 'replica_behind'] as const;
export type OpsAlert = (typeof OPS_ALERTS)[number];

/**
 * An event as it is stored and listed: names, titles and counts only. A visitor's e-mail address
 * is never part of it (the contact message keeps it, and the admin's e-mail gets it as Reply-To).
 */
export const NotificationEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('contact'), name: z.string(), school: z.string(), messageId: z.number().int() }),
  z.object({ kind: z.literal('coach_note'), coachName: z.string(), noteId: z.number().int() }),
  z.object({ kind: z.literal('link_first_visit'), label: z.string(), linkId: z.number().int() }),
  z.object({ kind: z.literal('link_visits'), day: z.string(), links: z.array(z.object({ label: z.string(), count: z.number().int() })) }),
  z.object({ kind: z.literal('follow_ups'), day: z.string(), programs: z.array(z.object({ id: z.number().int(), name: z.string(), nextStep: z.string(), date: z.string() })) }),
  z.object({ kind: z.literal('new_device'), device: z.string() }),
  z.object({ kind: z.literal('ops'), alert: z.enum(OPS_ALERTS), detail: z.string() }),
]);
export type NotificationEvent = z.infer<typeof NotificationEventSchema>;

/** One notification in the admin's list. */
const AdminNotificationSchema = z
  .object({
    id: z.number().int(),
    event: NotificationEventSchema,
    unread: z.boolean().describe('newer than the last one this admin saw'),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminNotification' });
export type AdminNotification = z.infer<typeof AdminNotificationSchema>;

/** `GET /content/admin/notifications`: the newest notifications, and how many this admin has not seen. */
export const AdminNotificationListSchema = z.object({ items: z.array(AdminNotificationSchema), unread: z.number().int() });
export type AdminNotificationList = z.infer<typeof AdminNotificationListSchema>;

/** The badge's count alone. */
export const NotificationUnreadSchema = z.object({ unread: z.number().int() });

/** The body of `PUT /content/admin/notifications/seen`: the newest notification the admin has now seen. */
export const NotificationSeenBody = z.object({ upTo: z.number().int().min(0) });

/** `GET /content/admin/notifications/preferences`: this admin's mode of each kind, and whether e-mail can go out at all. */
export const NotificationPreferencesSchema = z.object({
  mailConfigured: z.boolean(),
  modes: z.record(z.enum(NOTIFICATION_KINDS), z.enum(NOTIFICATION_MODES)),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** The body of `PUT /content/admin/notifications/preferences`: the kinds to change, each with its mode. */
export const UpdateNotificationPreferencesBody = z.object({
  modes: z.partialRecord(z.enum(NOTIFICATION_KINDS), z.enum(NOTIFICATION_MODES, { error: NOTIFICATIONS.code.mode })),
});

/** One message of the outbox, as the e-mail screen lists it. */
const MailDeliverySchema = z
  .object({
    id: z.number().int(),
    kind: z.string(),
    to: z.string(),
    subject: z.string(),
    status: z.enum(['pending', 'sent', 'failed']),
    attempts: z.number().int(),
    lastError: z.string().optional().describe("the SMTP server's last answer, for a message not sent (yet)"),
    createdAt: z.string(),
    sentAt: z.string().optional(),
    nextAttemptAt: z.string().optional().describe('when a waiting message is tried again'),
  })
  .meta({ id: 'MailDelivery' });
export type MailDelivery = z.infer<typeof MailDeliverySchema>;

/** `GET /content/admin/mail`: whether e-mail is configured (the server and sender, never the account or password), and the last deliveries. */
export const MailStatusSchema = z.object({
  configured: z.boolean(),
  server: z.string().optional().describe('smtps://host:port: never the account or its password'),
  from: z.string().optional(),
  pending: z.number().int(),
  failed: z.number().int(),
  deliveries: z.array(MailDeliverySchema),
});
export type MailStatus = z.infer<typeof MailStatusSchema>;

/** The answer of `POST /content/admin/mail/test`. */
export const MailTestSchema = z.object({ ok: z.literal(true), message: z.string(), to: z.string() });

/** The answer of `POST /content/admin/mail/retry`: how many waiting messages were made due now. */
export const MailRetrySchema = z.object({ ok: z.literal(true), retried: z.number().int() });
