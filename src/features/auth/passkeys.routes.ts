import type { FastifyInstance } from 'fastify';
import type { MessageCode } from '../../shared/api-messages';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { clientAddressKey } from '../../http/client-address';
import { AdminErrorResponses, ErrorResponses, ErrorSchema, adminSecurity } from '../../http/openapi';
import { publicWriteLimit } from '../../http/rate-limit';
import { IdParams, OkSchema } from '../../http/request-schemas';
import { FailureLimiter, adminOnly, signedIn } from './admin-guard';
import { toNewPasskeyRow, toPasskey } from './auth.mapper';
import { findAdminById } from './auth.repository';
import { AUTH, AddPasskeyBody, PasskeyLoginBody, PasskeySchema, TokenResponse, WebAuthnOptionsSchema } from './auth.schema';
import { ChallengeStore, relyingPartyOf, userHandleOf } from './passkeys';
import { deletePasskey, findPasskeyByCredentialId, insertPasskey, listPasskeys, notePasskeyUse } from './passkeys.repository';
import { startSession } from './sessions';

/**
 * @simplewebauthn/server, loaded at the first ceremony: its certificate and ASN.1 modules took ~40 ms
 * of every start (a third of the start's growth since passkeys came), for a route few requests use.
 */
const webAuthn = () => import('@simplewebauthn/server');

/** How long the browser's dialog may stay open. */
const CEREMONY_TIMEOUT_MS = 120_000;

/** The transports a stored passkey lists, for the browser's hints. */
const transportsOf = (json: string): string[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
};

/**
 * Passkeys (WebAuthn, with @simplewebauthn/server). Signing in needs no e-mail: the browser offers
 * the passkeys it holds for this site (discoverable credentials), and the one chosen names its
 * admin. A passkey asks the device for its owner (fingerprint, face, PIN: user verification), so it
 * is two factors by itself and signs in without a code. The admin's own: register one more (named
 * after its device), remove one.
 */
export async function passkeyRoutes(app: FastifyInstance): Promise<void> {
  const challenges = new ChallengeStore();
  const perClient = new FailureLimiter(app.ctx.config.loginMaxFailures * 4, app.ctx.config.loginWindowMs);
  // Anyone may ask for a sign-in challenge: a client asking for many is slowed down.
  const asking = publicWriteLimit(app, { max: 30, timeWindow: '1 minute' });

  const r0 = app.withTypeProvider<ZodTypeProvider>();
  r0.post('/auth/passkey/options', {
    schema: { tags: ['auth'], summary: 'Start a sign-in with a passkey: the options for navigator.credentials.get()', response: { 200: WebAuthnOptionsSchema, ...ErrorResponses } },
    config: asking,
    handler: async (request) => {
      const rp = relyingPartyOf(app, request);
      const { generateAuthenticationOptions } = await webAuthn();
      const options = await generateAuthenticationOptions({ rpID: rp.rpId, userVerification: 'required', timeout: CEREMONY_TIMEOUT_MS });
      challenges.issue(options.challenge, { purpose: 'sign-in', tenantId: request.tenantId, rpId: rp.rpId });
      return { ...options };
    },
  });
  r0.post('/auth/passkey/login', {
    schema: { tags: ['auth'], summary: 'Sign in with a passkey (no e-mail): the authenticator’s answer, for a token', body: PasskeyLoginBody, response: { 200: TokenResponse, 401: ErrorSchema, 429: ErrorSchema, ...ErrorResponses } },
    config: { ...asking, audit: true },
    handler: async (request, reply) => {
      const clientKey = `${request.tenantId}|${clientAddressKey(request.ip)}`;
      perClient.check(clientKey, AUTH.code.tooMany);
      const refuse = (code: string, message: MessageCode): never => {
        perClient.fail(clientKey);
        throw new AppError(401, code, message);
      };
      const rp = relyingPartyOf(app, request);
      const { response } = request.body;
      const passkey = await findPasskeyByCredentialId(request.db, response.id);
      // A passkey signs in on the host name it was made for only.
      if (!passkey || passkey.rp_id !== rp.rpId) return refuse('invalid_passkey', AUTH.code.passkeyUnknown);
      const admin = await findAdminById(request.db, passkey.admin_id);
      if (!admin) return refuse('invalid_passkey', AUTH.code.passkeyUnknown);
      const handle = Buffer.from(userHandleOf(app.ctx.secret, request.tenantId, admin.id)).toString('base64url');
      if (response.response.userHandle !== undefined && response.response.userHandle !== handle) return refuse('invalid_passkey', AUTH.code.passkeyUnknown);
      const { verifyAuthenticationResponse } = await webAuthn();
      const verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: (challenge) => challenges.take(challenge, { purpose: 'sign-in', tenantId: request.tenantId, rpId: rp.rpId }),
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpId,
        credential: { id: passkey.credential_id, publicKey: Buffer.from(passkey.public_key, 'base64url'), counter: passkey.counter, transports: transportsOf(passkey.transports) },
        requireUserVerification: true,
      }).catch(() => undefined);
      if (!verified?.verified) return refuse('passkey_failed', AUTH.code.passkeyFailed);
      await notePasskeyUse(request.db, passkey.id, verified.authenticationInfo.newCounter, verified.authenticationInfo.credentialBackedUp, new Date().toISOString());
      perClient.clear(clientKey);
      return startSession(app, request, reply, admin, 'passkey');
    },
  });

  await app.register(async (admin) => {
    const r = admin.withTypeProvider<ZodTypeProvider>();
    adminOnly(r);
    const base = { tags: ['auth', 'admin'], security: adminSecurity };
    r.post('/auth/passkeys/options', {
      schema: { ...base, summary: 'Start adding a passkey: the options for navigator.credentials.create()', response: { 200: WebAuthnOptionsSchema, ...AdminErrorResponses } },
      handler: async (request) => {
        const claims = signedIn(request);
        const rp = relyingPartyOf(app, request);
        const existing = (await listPasskeys(request.db, claims.userId)).filter((p) => p.rp_id === rp.rpId);
        const { generateRegistrationOptions } = await webAuthn();
        const options = await generateRegistrationOptions({
          rpName: 'Athlete.Site',
          rpID: rp.rpId,
          userName: claims.email,
          userDisplayName: claims.email,
          userID: userHandleOf(app.ctx.secret, request.tenantId, claims.userId),
          timeout: CEREMONY_TIMEOUT_MS,
          attestationType: 'none',
          // The same authenticator is not registered twice.
          excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: transportsOf(p.transports) })),
          // A discoverable credential (signing in without the e-mail) that asks the device for its owner.
          authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        });
        challenges.issue(options.challenge, { purpose: 'register', tenantId: request.tenantId, rpId: rp.rpId, sessionId: claims.sessionId });
        return { ...options };
      },
    });
    r.post('/auth/passkeys', {
      schema: { ...base, summary: 'Add a passkey: its name and the authenticator’s answer', body: AddPasskeyBody, response: { 201: PasskeySchema, 409: ErrorSchema, ...AdminErrorResponses } },
      handler: async (request, reply) => {
        const claims = signedIn(request);
        const rp = relyingPartyOf(app, request);
        const { name, response } = request.body;
        const { verifyRegistrationResponse } = await webAuthn();
        const verified = await verifyRegistrationResponse({
          response,
          expectedChallenge: (challenge) => challenges.take(challenge, { purpose: 'register', tenantId: request.tenantId, rpId: rp.rpId, sessionId: claims.sessionId }),
          expectedOrigin: rp.origin,
          expectedRPID: rp.rpId,
          requireUserVerification: true,
        }).catch(() => undefined);
        if (!verified?.verified) throw badRequest(AUTH.code.passkeyFailed, undefined, 'passkey_failed');
        const { credential, credentialBackedUp } = verified.registrationInfo;
        if (await findPasskeyByCredentialId(request.db, credential.id)) throw conflict('passkey_taken', AUTH.code.passkeyTaken);
        const row = await insertPasskey(
          request.db,
          toNewPasskeyRow({ adminId: claims.userId, name, rpId: rp.rpId, credentialId: credential.id, publicKey: credential.publicKey, counter: credential.counter, transports: credential.transports ?? response.response.transports ?? [], backedUp: credentialBackedUp }),
        );
        request.audit = { entity: 'passkey', entityId: row.id };
        return reply.code(201).send(toPasskey(row));
      },
    });
    r.delete('/auth/passkeys/:id', {
      schema: { ...base, summary: 'Remove a passkey: it signs in no more', params: IdParams, response: { 200: OkSchema, ...AdminErrorResponses } },
      handler: async (request) => {
        if (!(await deletePasskey(request.db, signedIn(request).userId, request.params.id))) throw notFound('passkey_not_found', AUTH.code.passkeyNotFound);
        return { ok: true as const };
      },
    });
  });
}
