import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sayToRequest } from '../../http/language';
import { AppError, unauthorized } from '../../http/errors';
import { AdminErrorResponses, ErrorSchema, adminSecurity } from '../../http/openapi';
import { OkSchema, TenantQuery } from '../../http/request-schemas';
import { describeSmtp } from '../../mail/mail-settings';
import { enqueueMail, outboxCounts, recentMail, retryNow } from '../../mail/outbox.repository';
import { adminOnly, type AdminClaims } from '../auth';
import { toAdminNotification, toMailDelivery } from './notifications.mapper';
import { mailSiteOf, testMail } from './notifications.mail';
import { adminEmailOf, chosenModes, countUnseen, lastSeenId, listNotifications, markSeen, setModes } from './notifications.repository';
import {
  AdminNotificationListSchema,
  MailRetrySchema,
  MailStatusSchema,
  MailTestSchema,
  NOTIFICATION_KINDS,
  NOTIFICATIONS,
  NotificationPreferencesSchema,
  NotificationSeenBody,
  NotificationUnreadSchema,
  UpdateNotificationPreferencesBody,
  type NotificationMode,
} from './notifications.schema';
import { eventScopeOf, modeOf } from './notify';

/** How many notifications the admin's list shows, and how many messages the e-mail screen. */
const LIST_LIMIT = 100;
const DELIVERIES_LIMIT = 50;

/** The admin that adminOnly's check found; its absence is a wiring mistake, answered as 401. */
function signedIn(request: FastifyRequest): AdminClaims {
  if (!request.admin) throw unauthorized();
  return request.admin;
}

/** The admin's notifications (list, seen, badge), its choices of how to hear of each kind, and the e-mail screen (status, deliveries, a test message). */
export async function adminNotificationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  adminOnly(r);
  const base = { tags: ['notifications', 'admin'], security: adminSecurity };

  r.get('/content/admin/notifications', {
    schema: { ...base, summary: 'The newest notifications (what happened on the site), and how many this admin has not seen', querystring: TenantQuery, response: { 200: AdminNotificationListSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      const admin = signedIn(request);
      const seen = await lastSeenId(request.db, admin.userId);
      const items = (await listNotifications(request.db, LIST_LIMIT)).flatMap((row) => toAdminNotification(row, seen) ?? []);
      return { items, unread: await countUnseen(request.db, admin.userId) };
    },
  });
  r.get('/content/admin/notifications/unread-count', {
    schema: { ...base, summary: 'How many notifications this admin has not seen (the menu badge)', querystring: TenantQuery, response: { 200: NotificationUnreadSchema, ...AdminErrorResponses } },
    handler: async (request) => ({ unread: await countUnseen(request.db, signedIn(request).userId) }),
  });
  r.put('/content/admin/notifications/seen', {
    schema: { ...base, summary: 'Mark the notifications up to an id seen by this admin', querystring: TenantQuery, body: NotificationSeenBody, response: { 200: OkSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      await markSeen(request.db, signedIn(request).userId, request.body.upTo);
      return { ok: true as const };
    },
  });

  const preferencesOf = async (request: FastifyRequest) => {
    const chosen = await chosenModes(request.db, signedIn(request).userId);
    const modes = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, modeOf(chosen, k)])) as Record<(typeof NOTIFICATION_KINDS)[number], NotificationMode>;
    return { mailConfigured: app.ctx.outbox.configured, modes };
  };
  r.get('/content/admin/notifications/preferences', {
    schema: { ...base, summary: 'How this admin hears of each kind: an e-mail at once, a line in the daily digest, or never (the list only)', querystring: TenantQuery, response: { 200: NotificationPreferencesSchema, ...AdminErrorResponses } },
    handler: (request) => preferencesOf(request),
  });
  r.put('/content/admin/notifications/preferences', {
    schema: { ...base, summary: 'Change how this admin hears of some kinds', querystring: TenantQuery, body: UpdateNotificationPreferencesBody, response: { 200: NotificationPreferencesSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      const changes = Object.entries(request.body.modes).filter((e): e is [string, NotificationMode] => e[1] !== undefined);
      await setModes(request.db, signedIn(request).userId, changes);
      return preferencesOf(request);
    },
  });

  r.get('/content/admin/mail', {
    schema: {
      ...base,
      summary: 'Whether e-mail is configured (the SMTP server and sender, never its account or password) and the last messages: sent, waiting, given up',
      querystring: TenantQuery,
      response: { 200: MailStatusSchema, ...AdminErrorResponses },
    },
    handler: async (request) => {
      const mail = app.ctx.config.mail;
      const deliveries = (await recentMail(request.db, DELIVERIES_LIMIT)).map(toMailDelivery);
      return { configured: app.ctx.outbox.configured, ...(mail ? { server: describeSmtp(mail.smtpUrl), from: mail.from } : {}), ...(await outboxCounts(request.db)), deliveries };
    },
  });
  r.post('/content/admin/mail/retry', {
    schema: {
      ...base,
      summary: 'Try the messages waiting for a retry now (after the SMTP server is back, or its settings were fixed)',
      description: '409 `mail_not_configured` when the server has no SMTP settings. Answers how many messages were made due.',
      querystring: TenantQuery,
      response: { 200: MailRetrySchema, ...AdminErrorResponses, 409: ErrorSchema },
    },
    handler: async (request) => {
      if (!app.ctx.outbox.configured) throw new AppError(409, 'mail_not_configured', NOTIFICATIONS.code.notConfigured);
      const retried = await retryNow(request.db, new Date().toISOString());
      app.ctx.outbox.wake(request.tenantId);
      return { ok: true as const, retried };
    },
  });
  r.post('/content/admin/mail/test', {
    schema: {
      ...base,
      summary: 'Send a test message to the signed-in admin',
      description: '409 `mail_not_configured` when the server has no SMTP settings. The message goes through the outbox like every other: the deliveries list shows when the SMTP server accepted it.',
      querystring: TenantQuery,
      response: { 202: MailTestSchema, ...AdminErrorResponses, 409: ErrorSchema },
    },
    handler: async (request, reply) => {
      if (!app.ctx.outbox.configured) throw new AppError(409, 'mail_not_configured', NOTIFICATIONS.code.notConfigured);
      const to = await adminEmailOf(request.db, signedIn(request).userId);
      if (!to) throw unauthorized(NOTIFICATIONS.code.adminGone);
      const scope = eventScopeOf(request);
      await enqueueMail(request.db, { kind: 'test', to, ...testMail(await mailSiteOf(request.db, scope.origin, request.tenantId)) });
      app.ctx.outbox.wake(request.tenantId);
      return reply.code(202).send({ ok: true as const, message: sayToRequest(request, reply, NOTIFICATIONS.code.testQueued), to });
    },
  });
}
