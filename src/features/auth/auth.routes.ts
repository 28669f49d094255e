import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors';
import { ErrorResponses } from '../../http/openapi';
import { FailureLimiter } from '../../http/auth';
import { findAdminByEmail } from './auth.repository';
import { AUTH_MESSAGES, LoginBody, LoginResponse } from './auth.schema';
import { dummyPasswordHash, verifyPassword } from './password';
import { signAdminToken } from './token';

/** `POST /auth/login`: e-mail and password for a token; failures limited per client and e-mail. */
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
      const clientKey = `${request.tenantId}|${request.ip}`;
      const emailKey = `${clientKey}|${email}`;
      perClient.check(clientKey, AUTH_MESSAGES.tooMany);
      perEmail.check(emailKey, AUTH_MESSAGES.tooMany);
      const user = await findAdminByEmail(request.db, email);
      const ok = await verifyPassword(request.body.password, user?.password_hash ?? (await dummyPasswordHash()));
      if (!user || !ok) {
        perEmail.fail(emailKey);
        perClient.fail(clientKey);
        request.log.info({ email }, 'failed admin sign-in');
        throw new AppError(401, 'invalid_credentials', AUTH_MESSAGES.invalid);
      }
      perEmail.clear(emailKey);
      const { token, expiresAt } = await signAdminToken(app.ctx.secret, { userId: user.id, tenantId: request.tenantId, email }, tokenTtlSeconds);
      return { token, tenantId: request.tenantId, expiresAt };
    },
  });
}
