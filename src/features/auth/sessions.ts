import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { networkOf } from '../../http/client-address';
import { siteAddressOf } from '../../http/site-address';
import type { AdminSessionTable, AdminUserRow } from './auth.table';
import { SIGN_IN_SUMMARIES, type TokenResult } from './auth.schema';
import { sayIn } from '../../shared/api-messages';
import { summariseUserAgent } from './device';
import { insertSession, noteDevice, pruneExpiredSessions } from './sessions.repository';
import { signAdminToken } from './token';

// Starting a session: every way of signing in (a password, a password and a code, a passkey)
// ends here. The session's row, the device it came from and the notice of a new device are
// written in one transaction; the token names the session.

/** How a session signed in. */
export type SignInMethod = AdminSessionTable['method'];

/** The device cookie: a random value per browser (only its SHA-256 is kept), sent with the sign-in requests only. */
const DEVICE_COOKIE = 'athlete_device';
const DEVICE_VALUE = /^[A-Za-z0-9_-]{32}$/;
/** Chrome keeps a cookie 400 days at most. */
const DEVICE_COOKIE_MAX_AGE = 400 * 86_400;

/** A sign-in from a browser this admin has never signed in from (its device cookie is new to the site). */
export interface NewDeviceSignIn {
  tenantId: string;
  adminId: number;
  /** The admin's e-mail: where a notice goes. */
  email: string;
  /** The browser and system ("Safari on iPhone"). */
  device: string;
  /** The client address's network (`203.0.113.0/24`). */
  network: string;
  method: SignInMethod;
  /** When (ISO 8601). */
  at: string;
  /** True when it is the first device this admin ever signed in from (a new account's first sign-in). */
  firstDevice: boolean;
  /** The security screen of the site, where the admin can end the session: `https://site/admin/security`. */
  securityUrl: string;
}

/**
 * Told of each sign-in from a new device, inside the sign-in's transaction: a message written to
 * the outbox with `db` is sent if and only if the sign-in happened. A listener that throws is
 * logged and does not stop the sign-in.
 */
export type NewDeviceListener = (db: Kysely<DB>, event: NewDeviceSignIn) => Promise<void>;

// Per app (its shared context), so the apps of one process (the tests) never hear each other.
const listeners = new WeakMap<object, Set<NewDeviceListener>>();

/**
 * Calls `listener` for every sign-in from a device the admin never signed in from (the e-mail
 * notifications send their notice from here); answers a function that stops it.
 */
export function onNewDeviceSignIn(app: FastifyInstance, listener: NewDeviceListener): () => void {
  let set = listeners.get(app.ctx);
  if (!set) listeners.set(app.ctx, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** The SHA-256 of a value, hex (the device cookie and the recovery codes are kept so). */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The browser's device cookie when it has a well-formed one. */
function deviceCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[DEVICE_COOKIE];
  return value && DEVICE_VALUE.test(value) ? value : undefined;
}


/**
 * Signs `admin` in: a new session (its row, its device, a notice when the device is new), the
 * device cookie, and the token naming the session. Notes the sign-in for the audit log.
 */
export async function startSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, admin: AdminUserRow, method: SignInMethod): Promise<TokenResult> {
  const sessionId = randomBytes(16).toString('base64url');
  const { token, expiresAt } = await signAdminToken(app.ctx.secret, { userId: admin.id, tenantId: request.tenantId, email: admin.email, generation: admin.token_generation, sessionId }, app.ctx.config.tokenTtlSeconds);
  const at = new Date().toISOString();
  const userAgent = (request.headers['user-agent'] ?? '').slice(0, 300);
  const device = summariseUserAgent(userAgent);
  const network = networkOf(request.ip);
  const cookie = deviceCookieOf(request) ?? randomBytes(24).toString('base64url');
  await request.db.transaction().execute(async (trx) => {
    await pruneExpiredSessions(trx, at);
    await insertSession(trx, { id: sessionId, admin_id: admin.id, method, user_agent: userAgent, device, network, created_at: at, expires_at: expiresAt });
    const seen = await noteDevice(trx, admin.id, sha256(cookie), device, at);
    if (!seen.isNew) return;
    const event: NewDeviceSignIn = {
      tenantId: request.tenantId,
      adminId: admin.id,
      email: admin.email,
      device,
      network,
      method,
      at,
      firstDevice: seen.first,
      securityUrl: `${siteAddressOf(app.ctx, request, request.tenantId).origin}/admin/security`,
    };
    for (const listener of listeners.get(app.ctx) ?? []) {
      try {
        await listener(trx, event);
      } catch (err) {
        request.log.error({ err, tenant: request.tenantId }, 'a new-device listener failed; the sign-in goes on');
      }
    }
  });
  reply.setCookie(DEVICE_COOKIE, cookie, { path: '/auth', httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https', maxAge: DEVICE_COOKIE_MAX_AGE });
  // The audit log is a record: it keeps the English, which the admin's screens say in their own language (SIGN_IN_SUMMARIES).
  request.audit = { kind: 'sign-in', actor: { userId: admin.id, email: admin.email }, entity: 'session', summary: `${sayIn('en', SIGN_IN_SUMMARIES[method])} · ${device}${network ? ` · ${network}` : ''}` };
  return { token, tenantId: request.tenantId, expiresAt };
}
