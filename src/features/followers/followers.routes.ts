import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sayToRequest } from '../../http/language';
import { AppError, conflict, notFound } from '../../http/errors';
import { AdminErrorResponses, ErrorResponses, ErrorSchema, adminSecurity } from '../../http/openapi';
import { sendCachedJson } from '../../http/public-cache';
import { publicWriteLimit } from '../../http/rate-limit';
import { IdParams, OkSchema, TenantQuery } from '../../http/request-schemas';
import { dropPendingTo, dropPendingTopic, enqueueMail, releaseTopic } from '../../mail/outbox.repository';
import { FailureLimiter, adminOnly } from '../auth';
import { eventScopeOf } from '../notifications';
import { ANNOUNCEMENT_TOPICS, announcementTopic } from './announce';
import { confirmMail, followSiteOf } from './followers.mail';
import { followersCsv, toAdminFollower, toAnnouncement } from './followers.mapper';
import {
  confirmFollower,
  deleteFollowerById,
  deleteFollowerByKey,
  dropExpiredPending,
  findAnnouncement,
  findFollowerByEmail,
  holdAnnouncement,
  listAnnouncements,
  listFollowers,
  savePendingFollower,
  sendAnnouncementNow,
} from './followers.repository';
import { AdminFollowersSchema, AnnouncementSchema, ConfirmFollowBody, FOLLOWERS, FollowAnswerSchema, FollowStatusSchema, SubscribeBody, UnsubscribeQuery } from './followers.schema';

/** How long a confirmation link works. */
const CONFIRM_TTL_MS = 7 * 86_400_000;

/** Confirmation e-mails one address may be sent in a day, whoever asks: the form cannot be used to flood a stranger's inbox. */
const CONFIRMATIONS_PER_ADDRESS_DAY = 3;

/** The announcements the admin's screen lists. */
const ANNOUNCEMENTS_SHOWN = 20;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The public side of following: is the form open, subscribe (a confirmation e-mail: double
 * opt-in), confirm, and the one-click unsubscribe (RFC 8058: a POST without sign-in to the URL of
 * the e-mail's List-Unsubscribe header, whatever its body). No answer says whether an address
 * follows, and no address is logged.
 */
export async function publicFollowerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perAddress = new FailureLimiter(CONFIRMATIONS_PER_ADDRESS_DAY, 86_400_000);
  // A mail client's one-click POST is a form (`List-Unsubscribe=One-Click`): read and ignored.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));

  r.get('/content/public/follow', {
    schema: { tags: ['followers'], summary: 'Whether the "Follow the season" form is open (the server can send e-mail)', querystring: TenantQuery, response: { 200: FollowStatusSchema } },
    handler: (request, reply) => sendCachedJson(request, reply, FollowStatusSchema, async () => ({ open: app.ctx.outbox.configured })),
  });

  r.post('/content/public/subscribe', {
    // A handful an hour is plenty for a person and little for a spammer.
    config: publicWriteLimit(app, { max: 5, timeWindow: '1 hour' }),
    schema: {
      tags: ['followers'],
      summary: 'Follow the season by e-mail: a confirmation link is sent (double opt-in)',
      description:
        'The answer is the same whatever the address (new, pending, already following). A new or pending address gets a confirmation e-mail with a link valid a week; nothing else is sent before it is confirmed. `website` is a honeypot. 409 `following_closed` when the server cannot send e-mail.',
      querystring: TenantQuery,
      body: SubscribeBody,
      response: { 202: FollowAnswerSchema, ...ErrorResponses, 409: ErrorSchema, 429: ErrorSchema },
    },
    handler: async (request, reply) => {
      if (!app.ctx.outbox.configured) throw new AppError(409, 'following_closed', FOLLOWERS.code.closed);
      const email = request.body.email.toLowerCase();
      const key = `${request.tenantId}|${email}`;
      // Past its confirmations of the day, an address is answered the same and sent nothing.
      let allowed = true;
      try {
        perAddress.check(key, FOLLOWERS.code.closed);
      } catch {
        allowed = false;
      }
      if (!request.body.website && allowed) {
        perAddress.fail(key);
        const scope = eventScopeOf(request);
        const token = randomBytes(32).toString('base64url');
        const now = Date.now();
        const sent = await request.db.transaction().execute(async (trx) => {
          await dropExpiredPending(trx, new Date(now).toISOString());
          if ((await findFollowerByEmail(trx, email))?.status === 'confirmed') return false;
          await savePendingFollower(trx, { email, confirm_hash: tokenHash(token), confirm_expires_at: new Date(now + CONFIRM_TTL_MS).toISOString(), unsubscribe_key: randomBytes(24).toString('base64url') });
          await enqueueMail(trx, { kind: 'follow_confirm', to: email, ...confirmMail(await followSiteOf(trx, scope.origin, request.tenantId), token) });
          return true;
        });
        if (sent) app.ctx.outbox.wake(request.tenantId);
      }
      return reply.code(202).send({ ok: true as const, message: sayToRequest(request, reply, FOLLOWERS.code.sent) });
    },
  });

  r.post('/content/public/subscribe/confirm', {
    config: publicWriteLimit(app, { max: 20, timeWindow: '1 hour' }),
    schema: {
      tags: ['followers'],
      summary: "Confirm an address with its confirmation link's token",
      description: '400 `follow_link_invalid` for a token unknown, used or expired.',
      querystring: TenantQuery,
      body: ConfirmFollowBody,
      response: { 200: FollowAnswerSchema, ...ErrorResponses, 429: ErrorSchema },
    },
    handler: async (request, reply) => {
      const row = await confirmFollower(request.db, tokenHash(request.body.token), new Date().toISOString());
      if (!row) throw new AppError(400, 'follow_link_invalid', FOLLOWERS.code.invalid);
      return { ok: true as const, message: sayToRequest(request, reply, FOLLOWERS.code.confirmed) };
    },
  });

  r.post('/content/public/unsubscribe', {
    config: publicWriteLimit(app, { max: 30, timeWindow: '1 hour' }),
    schema: {
      tags: ['followers'],
      summary: 'Unsubscribe in one click (RFC 8058): the URL of the List-Unsubscribe header, POSTed without sign-in',
      description:
        'The body (`List-Unsubscribe=One-Click`, form-encoded, from a mail client) is not needed. The answer is the same for any key: an unknown one was unsubscribed already. The address is deleted, with its e-mails not sent yet.',
      querystring: UnsubscribeQuery,
      response: { 200: FollowAnswerSchema, 429: ErrorSchema },
    },
    handler: async (request, reply) => {
      await request.db.transaction().execute(async (trx) => {
        const email = await deleteFollowerByKey(trx, request.query.key);
        if (email) await dropPendingTo(trx, email, ANNOUNCEMENT_TOPICS);
      });
      return { ok: true as const, message: sayToRequest(request, reply, FOLLOWERS.code.unsubscribed) };
    },
  });
}

/** The admin's followers: the list with its count, remove one, export them, and the announcements waiting (hold back, send now). */
export async function adminFollowerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  adminOnly(r);
  const base = { tags: ['followers', 'admin'], security: adminSecurity };

  r.get('/content/admin/followers', {
    schema: { ...base, summary: 'The followers (how many confirmed, how many pending), newest first, and the latest announcements', querystring: TenantQuery, response: { 200: AdminFollowersSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      const rows = await listFollowers(request.db);
      const now = Date.now();
      return {
        count: rows.filter((f) => f.status === 'confirmed').length,
        pending: rows.filter((f) => f.status === 'pending').length,
        mailConfigured: app.ctx.outbox.configured,
        items: rows.map(toAdminFollower),
        announcements: (await listAnnouncements(request.db, ANNOUNCEMENTS_SHOWN)).map((a) => toAnnouncement(a, now)),
      };
    },
  });
  r.get('/content/admin/followers/export', {
    schema: { ...base, summary: 'The confirmed followers as CSV (address, date confirmed)', querystring: TenantQuery, produces: ['text/csv'], response: { 200: z.string(), ...AdminErrorResponses } },
    handler: async (request, reply) => {
      const csv = followersCsv((await listFollowers(request.db)).filter((f) => f.status === 'confirmed'));
      return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="followers.csv"').header('cache-control', 'no-store').send(csv);
    },
  });
  r.delete('/content/admin/followers/:id', {
    schema: { ...base, summary: 'Remove a follower (its e-mails not sent yet are dropped)', params: IdParams, querystring: TenantQuery, response: { 200: OkSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      const removed = await request.db.transaction().execute(async (trx) => {
        const email = await deleteFollowerById(trx, request.params.id);
        if (email) await dropPendingTo(trx, email, ANNOUNCEMENT_TOPICS);
        return email !== undefined;
      });
      if (!removed) throw notFound('follower_not_found', FOLLOWERS.code.notFound);
      return { ok: true as const };
    },
  });

  const announcementAction = (action: 'hold' | 'send') =>
    r.post(`/content/admin/followers/announcements/:id/${action}`, {
      schema: {
        ...base,
        summary: action === 'hold' ? 'Hold an announcement back: its e-mails not sent yet are dropped' : 'Send an announcement now, without waiting for the end of its hold-back time',
        params: IdParams,
        querystring: TenantQuery,
        response: { 200: AnnouncementSchema, ...AdminErrorResponses, 409: ErrorSchema },
      },
      handler: async (request) => {
        const now = new Date();
        const row = await request.db.transaction().execute(async (trx) => {
          const a = await findAnnouncement(trx, request.params.id);
          if (!a) throw notFound('announcement_not_found', FOLLOWERS.code.announcementNotFound);
          if (toAnnouncement(a, now.getTime()).status !== 'waiting') throw conflict('announcement_sent', FOLLOWERS.code.alreadySent);
          if (action === 'hold') {
            await dropPendingTopic(trx, announcementTopic(a.id));
            await holdAnnouncement(trx, a.id, now.toISOString());
          } else {
            await releaseTopic(trx, announcementTopic(a.id), now.toISOString());
            await sendAnnouncementNow(trx, a.id, now.toISOString());
          }
          return findAnnouncement(trx, a.id);
        });
        if (action === 'send') app.ctx.outbox.wake(request.tenantId);
        return toAnnouncement(row!, now.getTime());
      },
    });
  announcementAction('hold');
  announcementAction('send');
}
