import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, unauthorized } from '../../http/errors';
import { HTTP } from '../../http/http-messages';
import { AdminErrorResponses, ErrorResponses, adminSecurity } from '../../http/openapi';
import { FailureLimiter, adminOnly } from './admin-guard';
import { clientAddressKey } from '../../http/client-address';
import { findAdminByEmail, findAdminById, revokeAdminTokens, setAdminPassword } from './auth.repository';
import { AUTH, ChangePasswordBody, LoginBody, LoginResponse } from './auth.schema';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { signAdminToken, type AdminClaims } from './token';

/** The admin that adminOnly's check found; its absence is a wiring mistake, answered as 401. */
function signedIn(request: FastifyRequest): AdminClaims {
  if (!request.admin) throw unauthorized();
  return request.admin;
}

/**
 * `POST /auth/login`: e-mail and password for a token; failures limited per client and e-mail.
 * `POST /auth/logout` ends the admin's sessions on the server; `PUT /auth/password` changes the
 * password, ends every other session and answers a fresh token for this one.
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { loginMaxFailures, loginWindowMs, tokenTtlSeconds } = app.ctx.config;
  const perEmail = new FailureLimiter(loginMaxFailures, loginWindowMs);
  // A client guessing across many e-mails is stopped too.
  const perClient = new FailureLimiter(loginMaxFailures * 4, loginWindowMs);

  app.withTypeProvider<ZodTypeProvider>().post('/auth/login', {
    schema: {
      tags: ['auth'],
      summary: 'Sign in as an admin of this tenant',
      body: LoginBody,
      response: { 200: LoginResponse, ...ErrorResponses },
    },
    handler: async (request) => {
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
      const { token, expiresAt } = await signAdminToken(app.ctx.secret, { userId: user.id, tenantId: request.tenantId, email, generation: user.token_generation }, tokenTtlSeconds);
      return { token, tenantId: request.tenantId, expiresAt };
    },
  });

  await app.register(async (admin) => {
    const r = admin.withTypeProvider<ZodTypeProvider>();
    adminOnly(r);
    const base = { tags: ['auth', 'admin'], security: adminSecurity };
    // One generation per admin: signing out ends this admin's sessions on every device, the
    // price of revocation without a server-side session table.
    r.post('/auth/logout', {
      schema: { ...base, summary: 'Sign out: the token (and the admin’s other sessions) stop working', response: { 200: z.object({ ok: z.literal(true) }), 401: AdminErrorResponses[401] } },
      handler: async (request) => {
        await revokeAdminTokens(request.db, signedIn(request).userId);
        return { ok: true as const };
      },
    });
    r.put('/auth/password', {
      schema: { ...base, summary: 'Change the password; other sessions end, a new token is answered', body: ChangePasswordBody, response: { 200: LoginResponse, ...AdminErrorResponses } },
      handler: async (request) => {
        const claims = signedIn(request);
        const user = await findAdminById(request.db, claims.userId);
        if (!user || !(await verifyPassword(request.body.currentPassword, user.password_hash))) throw badRequest(AUTH.code.wrongPassword, undefined, 'wrong_password');
        const generation = await setAdminPassword(request.db, user.id, await hashPassword(request.body.newPassword));
        if (generation === undefined) throw unauthorized(HTTP.code.accountGone);
        const { token, expiresAt } = await signAdminToken(app.ctx.secret, { ...claims, generation }, tokenTtlSeconds);
        return { token, tenantId: request.tenantId, expiresAt };
      },
    });
  });
}
