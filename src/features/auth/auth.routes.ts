import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, notFound, unauthorized } from '../../http/errors';
import { HTTP } from '../../http/http-messages';
import { AdminErrorResponses, ErrorResponses, adminSecurity } from '../../http/openapi';
import { FailureLimiter, adminOnly, signedIn } from './admin-guard';
import { clientAddressKey } from '../../http/client-address';
import { toPasskey, toSession } from './auth.mapper';
import { findAdminByEmail, findAdminById, setAdminPassword } from './auth.repository';
import { AUTH, ChangePasswordBody, LoginBody, LoginResponse, SecurityStatusSchema, SessionParams, SessionSchema, TokenResponse } from './auth.schema';
import { listPasskeys } from './passkeys.repository';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { startSession } from './sessions';
import { deleteSession, deleteSessionsOf, listLiveSessions, setSessionExpiry } from './sessions.repository';
import { signAdminToken, signLoginTicket } from './token';
import { countRecoveryCodesLeft, findTotp } from './totp.repository';

/**
 * `POST /auth/login`: e-mail and password for a token (or, when the admin has two-factor codes on,
 * a ticket that `POST /auth/login/totp` takes with a code); failures limited per client and e-mail.
 * `POST /auth/logout` ends this session; `PUT /auth/password` changes the password, ends every
 * other session and answers a fresh token for this one. The sessions: listed, one ended, every
 * other ended. `GET /auth/security`: what the security screen shows.
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { loginMaxFailures, loginWindowMs, tokenTtlSeconds } = app.ctx.config;
  const perEmail = new FailureLimiter(loginMaxFailures, loginWindowMs);
  // A client guessing across many e-mails is stopped too.
  const perClient = new FailureLimiter(loginMaxFailures * 4, loginWindowMs);

  app.withTypeProvider<ZodTypeProvider>().post('/auth/login', {
    schema: {
      tags: ['auth'],
      summary: 'Sign in as an admin of this tenant (a ticket instead of a token when a two-factor code is owed)',
      body: LoginBody,
      response: { 200: LoginResponse, ...ErrorResponses },
    },
    // The sign-in is recorded in the audit log (startSession notes it).
    config: { audit: true },
    handler: async (request, reply) => {
      const email = request.body.email.toLowerCase();
      // An IPv6 client by its /64: a new address of its own /64 for each guess is the same client.
      const clientKey = `${request.tenantId}|${clientAddressKey(request.ip)}`;
      const emailKey = `${clientKey}|${email}`;
      perClient.check(clientKey, AUTH.code.tooMany);
      perEmail.check(emailKey, AUTH.code.tooMany);
      const user = await findAdminByEmail(request.db, email);
      const ok = await verifyPassword(request.body.password, user?.password_hash ?? (await dummyPasswordHash()));
      if (!user || !ok) {
        perEmail.fail(emailKey);
        perClient.fail(clientKey);
        request.log.info({ email }, 'failed admin sign-in');
        throw new AppError(401, 'invalid_credentials', AUTH.code.invalid);
      }
      perEmail.clear(emailKey);
      if ((await findTotp(request.db, user.id))?.enabled_at) return signLoginTicket(app.ctx.secret, request.tenantId, user.id, user.token_generation);
      return startSession(app, request, reply, user, 'password');
    },
  });

  await app.register(async (admin) => {
    const r = admin.withTypeProvider<ZodTypeProvider>();
    adminOnly(r);
    const base = { tags: ['auth', 'admin'], security: adminSecurity };
    r.post('/auth/logout', {
      schema: { ...base, summary: 'Sign out: this session ends (the admin’s other sessions go on)', response: { 200: z.object({ ok: z.literal(true) }), 401: AdminErrorResponses[401] } },
      handler: async (request) => {
        const claims = signedIn(request);
        await deleteSession(request.db, claims.userId, claims.sessionId);
        return { ok: true as const };
      },
    });
    r.put('/auth/password', {
      schema: { ...base, summary: 'Change the password; other sessions end, a new token is answered', body: ChangePasswordBody, response: { 200: TokenResponse, ...AdminErrorResponses } },
      handler: async (request) => {
        const claims = signedIn(request);
        const user = await findAdminById(request.db, claims.userId);
        if (!user || !(await verifyPassword(request.body.currentPassword, user.password_hash))) throw badRequest(AUTH.code.wrongPassword, undefined, 'wrong_password');
        const hash = await hashPassword(request.body.newPassword);
        // The raised generation voids every token signed before, this one's too: this session goes on with a fresh token.
        const signed = await request.db.transaction().execute(async (trx) => {
          const generation = await setAdminPassword(trx, user.id, hash);
          if (generation === undefined) throw unauthorized(HTTP.code.accountGone);
          await deleteSessionsOf(trx, user.id, claims.sessionId);
          const fresh = await signAdminToken(app.ctx.secret, { ...claims, generation }, tokenTtlSeconds);
          await setSessionExpiry(trx, claims.sessionId, fresh.expiresAt);
          return fresh;
        });
        return { token: signed.token, tenantId: request.tenantId, expiresAt: signed.expiresAt };
      },
    });
    r.get('/auth/sessions', {
      schema: { ...base, summary: 'The signed-in admin’s sessions, newest first', response: { 200: z.array(SessionSchema), ...AdminErrorResponses } },
      handler: async (request) => {
        const claims = signedIn(request);
        return (await listLiveSessions(request.db, claims.userId, new Date().toISOString())).map((row) => toSession(row, claims.sessionId));
      },
    });
    r.delete('/auth/sessions/:id', {
      schema: { ...base, summary: 'End one of the admin’s sessions at once', params: SessionParams, response: { 200: z.object({ ok: z.literal(true) }), ...AdminErrorResponses } },
      handler: async (request) => {
        if (!(await deleteSession(request.db, signedIn(request).userId, request.params.id))) throw notFound('session_not_found', AUTH.code.sessionNotFound);
        return { ok: true as const };
      },
    });
    r.post('/auth/sessions/end-others', {
      schema: { ...base, summary: 'Sign out everywhere else: every session but this one ends', response: { 200: z.object({ ended: z.number().int() }), ...AdminErrorResponses } },
      handler: async (request) => {
        const claims = signedIn(request);
        return { ended: await deleteSessionsOf(request.db, claims.userId, claims.sessionId) };
      },
    });
    r.get('/auth/security', {
      schema: { ...base, summary: 'The signed-in admin’s passkeys, two-factor status and recovery codes left', response: { 200: SecurityStatusSchema, ...AdminErrorResponses } },
      handler: async (request) => {
        const claims = signedIn(request);
        const [user, totp, left, passkeys] = await Promise.all([findAdminById(request.db, claims.userId), findTotp(request.db, claims.userId), countRecoveryCodesLeft(request.db, claims.userId), listPasskeys(request.db, claims.userId)]);
        if (!user) throw unauthorized(HTTP.code.accountGone);
        const enabledAt = totp?.enabled_at ?? null;
        return { email: user.email, totp: { enabled: enabledAt !== null, enabledAt }, recoveryCodesLeft: enabledAt ? left : 0, passkeys: passkeys.map(toPasskey) };
      },
    });
  });
}
