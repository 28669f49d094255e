import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sayToRequest } from '../../http/language';
import { AppError } from '../../http/errors';
import { ErrorResponses, ErrorSchema } from '../../http/openapi';
import { publicWriteLimit } from '../../http/rate-limit';
import { siteAddressOf } from '../../http/site-address';
import { renderMail } from '../../mail/mail-template';
import { enqueueMail } from '../../mail/outbox.repository';
import { FailureLimiter } from './admin-guard';
import { findAdminByEmail, setAdminPassword } from './auth.repository';
import { hashPassword } from './password';
import { t } from './password-reset.mail.messages';
import { dropOtherResets, findUsableReset, insertPasswordReset, useReset } from './password-reset.repository';
import { PASSWORD_RESET, PasswordResetAnswerSchema, PasswordResetAvailabilitySchema, PasswordResetBody, PasswordResetConfirmBody } from './password-reset.schema';

/** How long a reset link works. */
const RESET_TTL_MS = 3_600_000;

/** Reset e-mails one address may be sent in an hour, whoever asks (and asked for any address: known or not, the same). */
const PER_ADDRESS_HOUR = 3;

/** The stored form of a link's token: its SHA-256 (a copy of the database opens no account). */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A forgotten password, by e-mail: `POST /auth/password-reset` answers the same for any address
 * and, for an admin's, writes the e-mail with a one-time link valid one hour to the outbox;
 * `POST /auth/password-reset/confirm` sets the new password and ends every session of the admin.
 * Both are rate limited per client address, the first also per address asked for.
 */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perAddress = new FailureLimiter(PER_ADDRESS_HOUR, 3_600_000);
  const base = { tags: ['auth'] };

  r.get('/auth/password-reset', {
    schema: { ...base, summary: 'Whether this server can e-mail a reset link (the sign-in page offers "Forgot password?")', response: { 200: PasswordResetAvailabilitySchema } },
    handler: async () => ({ available: app.ctx.outbox.configured }),
  });

  r.post('/auth/password-reset', {
    config: publicWriteLimit(app, { max: 10, timeWindow: '15 minutes' }),
    schema: {
      ...base,
      summary: 'E-mail a link to choose a new password (the answer is the same for every address)',
      description:
        'The answer does not say whether the address is an admin of this site. For one, a link valid one hour and usable once goes to the outbox (an earlier link stops working). 409 `mail_not_configured` when the server cannot send e-mail; 429 after 10 requests from one client address in 15 minutes, or 3 for one e-mail address in an hour.',
      body: PasswordResetBody,
      response: { 202: PasswordResetAnswerSchema, ...ErrorResponses, 409: ErrorSchema, 429: ErrorSchema },
    },
    handler: async (request, reply) => {
      if (!app.ctx.outbox.configured) throw new AppError(409, 'mail_not_configured', PASSWORD_RESET.code.notConfigured);
      const email = request.body.email.toLowerCase();
      const key = `${request.tenantId}|${email}`;
      perAddress.check(key, PASSWORD_RESET.code.tooMany);
      perAddress.fail(key);
      // The token is made whether or not the address is an admin's: the answer takes the same path.
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      const sent = await request.db.transaction().execute(async (trx) => {
        const admin = await findAdminByEmail(trx, email);
        if (!admin) return false;
        await dropOtherResets(trx, admin.id, undefined, now.toISOString());
        await insertPasswordReset(trx, { admin_id: admin.id, token_hash: tokenHash(token), expires_at: new Date(now.getTime() + RESET_TTL_MS).toISOString() });
        const site = siteAddressOf(app.ctx, request, request.tenantId);
        const lang = request.body.lang ?? 'en';
        // The token travels in the query: the access log writes paths without it.
        const url = `${site.origin}/admin/reset-password?token=${token}`;
        const mail = renderMail(t('subject', { site: site.host }, lang), {
          lang,
          title: t('title', {}, lang),
          paragraphs: [t('body', { email: admin.email, site: site.host }, lang), t('ignore', {}, lang)],
          button: { label: t('button', {}, lang), url },
          footer: [t('footer', { site: site.host }, lang)],
        });
        await enqueueMail(trx, { kind: 'password_reset', to: admin.email, ...mail });
        return true;
      });
      if (sent) app.ctx.outbox.wake(request.tenantId);
      return reply.code(202).send({ ok: true as const, message: sayToRequest(request, reply, PASSWORD_RESET.code.sent) });
    },
  });

  r.post('/auth/password-reset/confirm', {
    config: publicWriteLimit(app, { max: 10, timeWindow: '15 minutes' }),
    schema: {
      ...base,
      summary: 'Set a new password with the link of a reset e-mail; every session of the admin ends',
      description: '400 `reset_link_invalid` for a link unknown, used, expired or replaced by a newer one. The link works once.',
      body: PasswordResetConfirmBody,
      response: { 200: PasswordResetAnswerSchema, ...ErrorResponses, 429: ErrorSchema },
    },
    handler: async (request, reply) => {
      const hash = await hashPassword(request.body.password);
      const now = new Date().toISOString();
      const done = await request.db.transaction().execute(async (trx) => {
        const reset = await findUsableReset(trx, tokenHash(request.body.token), now);
        if (!reset || !(await useReset(trx, reset.id, now))) return false;
        // A new password raises the admin's token generation: every session ends.
        if ((await setAdminPassword(trx, reset.admin_id, hash)) === undefined) return false;
        await dropOtherResets(trx, reset.admin_id, reset.id, now);
        return true;
      });
      if (!done) throw new AppError(400, 'reset_link_invalid', PASSWORD_RESET.code.invalid);
      return { ok: true as const, message: sayToRequest(request, reply, PASSWORD_RESET.code.done) };
    },
  });
}
