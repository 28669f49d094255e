import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, conflict } from '../../http/errors';
import { clientAddressKey } from '../../http/client-address';
import { AdminErrorResponses, ErrorResponses, ErrorSchema, adminSecurity } from '../../http/openapi';
import { siteAddressOf } from '../../http/site-address';
import { FailureLimiter, adminOnly, signedIn } from './admin-guard';
import { findAdminById } from './auth.repository';
import { AUTH, PasswordBody, RecoveryCodesResponse, TokenResponse, TotpCodeBody, TotpLoginBody, TotpSetupResponse } from './auth.schema';
import { verifyPassword } from './password';
import { sha256, startSession } from './sessions';
import { verifyLoginTicket } from './token';
import { matchTotpStep, newRecoveryCodes, newTotpSecret, normaliseRecoveryCode, otpauthUrlOf } from './totp';
import { acceptTotpStep, deleteTotp, enableTotp, findTotp, replaceRecoveryCodes, startTotpSetup, spendRecoveryCode } from './totp.repository';

/** Tickets that already gave a token, until they expire: a ticket signs in once. */
class SpentTickets {
  private spent = new Map<string, number>();

  has(id: string): boolean {
    return this.spent.has(id);
  }

  add(id: string, exp: number): void {
    const now = Date.now() / 1000;
    if (this.spent.size > 10_000) for (const [k, e] of this.spent) if (e < now) this.spent.delete(k);
    this.spent.set(id, exp);
  }
}

/** Ten new recovery codes, stored as their SHA-256 in place of the old ones; answers them (shown once). */
async function renewRecoveryCodes(db: Parameters<typeof replaceRecoveryCodes>[0], adminId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(db, adminId, codes.map((c) => sha256(normaliseRecoveryCode(c))));
  return codes;
}

/**
 * Two-factor codes (TOTP). Signing in: `POST /auth/login/totp` takes the ticket of a right
 * password with a current code or an unused recovery code, and answers the token; failures are
 * limited per admin and per client. The admin's own: set up (a secret and its QR code's URL),
 * enable with a first code (ten recovery codes answered, once), turn off or renew the recovery
 * codes with the password.
 */
export async function totpRoutes(app: FastifyInstance): Promise<void> {
  const { loginMaxFailures, loginWindowMs } = app.ctx.config;
  // Six digits are a million guesses: five wrong codes per admin in the window, whoever tries.
  const perAdmin = new FailureLimiter(loginMaxFailures, loginWindowMs);
  const perClient = new FailureLimiter(loginMaxFailures * 4, loginWindowMs);
  const spent = new SpentTickets();

  app.withTypeProvider<ZodTypeProvider>().post('/auth/login/totp', {
    schema: {
      tags: ['auth'],
      summary: 'Finish a sign-in: the ticket of a right password and a two-factor or recovery code, for a token',
      body: TotpLoginBody,
      response: { 200: TokenResponse, 401: ErrorSchema, 429: ErrorSchema, ...ErrorResponses },
    },
    config: { audit: true },
    handler: async (request, reply) => {
      const clientKey = `${request.tenantId}|${clientAddressKey(request.ip)}`;
      perClient.check(clientKey, AUTH.code.tooMany);
      const ticket = await verifyLoginTicket(app.ctx.secret, request.body.ticket, request.tenantId);
      const user = ticket && !spent.has(ticket.id) ? await findAdminById(request.db, ticket.userId) : undefined;
      const totp = user && user.token_generation === ticket?.generation ? await findTotp(request.db, user.id) : undefined;
      if (!ticket || !user || !totp?.enabled_at) throw new AppError(401, 'invalid_ticket', AUTH.code.invalidTicket);
      const adminKey = `${request.tenantId}|admin:${user.id}`;
      perAdmin.check(adminKey, AUTH.code.tooMany);
      const code = request.body.code;
      const step = matchTotpStep(totp.secret, code);
      let method: 'totp' | 'recovery_code' | undefined;
      if (step !== undefined) method = (await acceptTotpStep(request.db, user.id, step)) ? 'totp' : undefined;
      else if (!/^\d+$/.test(code)) method = (await spendRecoveryCode(request.db, user.id, sha256(normaliseRecoveryCode(code)), new Date().toISOString())) ? 'recovery_code' : undefined;
      if (!method) {
        perAdmin.fail(adminKey);
        perClient.fail(clientKey);
        request.log.info({ tenant: request.tenantId, adminId: user.id }, 'wrong two-factor code');
        throw new AppError(401, 'invalid_code', AUTH.code.invalidCode);
      }
      perAdmin.clear(adminKey);
      spent.add(ticket.id, ticket.exp);
      return startSession(app, request, reply, user, method);
    },
  });

  await app.register(async (admin) => {
    const r = admin.withTypeProvider<ZodTypeProvider>();
    adminOnly(r);
    const base = { tags: ['auth', 'admin'], security: adminSecurity };
    /** Checks the admin's password again for a security change; wrong ones count against the admin's limit. */
    const checkPassword = async (db: Parameters<typeof findAdminById>[0], adminId: number, tenantId: string, password: string): Promise<void> => {
      const key = `${tenantId}|admin:${adminId}`;
      perAdmin.check(key, AUTH.code.tooMany);
      const user = await findAdminById(db, adminId);
      if (!user || !(await verifyPassword(password, user.password_hash))) {
        perAdmin.fail(key);
        throw badRequest(AUTH.code.passwordWrong, undefined, 'wrong_password');
      }
    };

    r.post('/auth/totp/setup', {
      schema: { ...base, summary: 'Set up two-factor codes: a new secret and the otpauth:// URL of its QR code', response: { 200: TotpSetupResponse, 409: ErrorSchema, ...AdminErrorResponses } },
      handler: async (request) => {
        const claims = signedIn(request);
        const secret = newTotpSecret();
        if (!(await startTotpSetup(request.db, claims.userId, secret))) throw conflict('totp_on', AUTH.code.totpOn);
        // The app lists the code under the site's name and the admin's e-mail.
        const issuer = siteAddressOf(app.ctx, request, request.tenantId).hostname;
        return { secret, otpauthUrl: otpauthUrlOf(secret, issuer, claims.email) };
      },
    });
    r.post('/auth/totp/enable', {
      schema: { ...base, summary: 'Turn two-factor codes on with a first code; answers ten recovery codes, shown once', body: TotpCodeBody, response: { 200: RecoveryCodesResponse, 409: ErrorSchema, 429: ErrorSchema, ...AdminErrorResponses } },
      handler: async (request) => {
        const claims = signedIn(request);
        const key = `${request.tenantId}|admin:${claims.userId}`;
        perAdmin.check(key, AUTH.code.tooMany);
        const totp = await findTotp(request.db, claims.userId);
        if (!totp) throw conflict('totp_not_set_up', AUTH.code.totpNotSetUp);
        if (totp.enabled_at) throw conflict('totp_on', AUTH.code.totpOn);
        const step = matchTotpStep(totp.secret, request.body.code);
        if (step === undefined) {
          perAdmin.fail(key);
          throw badRequest(AUTH.code.invalidCode, undefined, 'invalid_code');
        }
        perAdmin.clear(key);
        return request.db.transaction().execute(async (trx) => {
          if (!(await enableTotp(trx, claims.userId, step, new Date().toISOString()))) throw conflict('totp_on', AUTH.code.totpOn);
          return { recoveryCodes: await renewRecoveryCodes(trx, claims.userId) };
        });
      },
    });
    r.post('/auth/totp/disable', {
      schema: { ...base, summary: 'Turn two-factor codes off (the password again)', body: PasswordBody, response: { 200: z.object({ ok: z.literal(true) }), 409: ErrorSchema, 429: ErrorSchema, ...AdminErrorResponses } },
      handler: async (request) => {
        const claims = signedIn(request);
        await checkPassword(request.db, claims.userId, request.tenantId, request.body.password);
        if (!(await deleteTotp(request.db, claims.userId))) throw conflict('totp_off', AUTH.code.totpOff);
        return { ok: true as const };
      },
    });
    r.post('/auth/totp/recovery-codes', {
      schema: { ...base, summary: 'Ten new recovery codes in place of the old ones (the password again), shown once', body: PasswordBody, response: { 200: RecoveryCodesResponse, 409: ErrorSchema, 429: ErrorSchema, ...AdminErrorResponses } },
      handler: async (request) => {
        const claims = signedIn(request);
        await checkPassword(request.db, claims.userId, request.tenantId, request.body.password);
        return request.db.transaction().execute(async (trx) => {
          if (!(await findTotp(trx, claims.userId))?.enabled_at) throw conflict('totp_off', AUTH.code.totpOff);
          return { recoveryCodes: await renewRecoveryCodes(trx, claims.userId) };
        });
      },
    });
  });
}
