import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findLiveSession, touchSession } from './sessions.repository';
import { LruMap } from 'toad-cache';
import { verifyAdminToken, verifyAdminTokenUntil, type AdminClaims } from './token';
import { withoutBidiControls } from '../../http/bidi-controls';
import { AppError, unauthorized } from '../../http/errors';
import { HTTP } from '../../http/http-messages';
import type { MessageCode } from '../../shared/api-messages';

/** The token of a request: `Authorization: Bearer …`, else the `x-api-key` header. */
export function tokenOf(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const auth = request.headers.authorization;
  if (auth) {
    const m = /^Bearer\s+(\S+)$/i.exec(auth);
    if (m) return m[1];
  }
  const key = request.headers['x-api-key'];
  const value = Array.isArray(key) ? key[0] : key;
  return value?.trim() || undefined;
}

/**
 * Makes every route of a scope admin-only, the one way every feature does it: the check runs in
 * `onRequest`, before the body is parsed or validated, so an anonymous request is refused with 401
 * whatever its body (never a 400 that describes the payload), and an upload is refused unread.
 * A JSON body then loses its bidirectional controls (bidi-controls.ts).
 */
export function adminOnly(scope: FastifyInstance): void {
  scope.addHook('onRequest', requireAdmin(scope));
  // Every text an admin writes is cleaned of bidirectional controls before its schema reads it.
  scope.addHook('preValidation', withoutBidiControls);
}

/** The admin that adminOnly's check found; its absence is a wiring mistake, answered as 401. */
export function signedIn(request: FastifyRequest): AdminClaims {
  if (!request.admin) throw unauthorized();
  return request.admin;
}

/** Tokens kept as checked, per app: a browser's few tokens, for every admin signed in at once. */
const CHECKED_TOKENS = 1000;
const checkedTokens = new WeakMap<object, LruMap<{ claims: AdminClaims; exp: number }>>();

/**
 * The claims of a token of `tenantId`: its signature checked once, then kept (by tenant and token)
 * until it expires. The check is WebCrypto's HMAC through jose, about a fifth of an admin read's
 * CPU time; the same string with the same signature needs no second check. Whether its session
 * still holds is asked of the database at every request all the same.
 */
async function claimsOf(app: FastifyInstance, token: string, tenantId: string): Promise<AdminClaims | undefined> {
  let checked = checkedTokens.get(app.ctx);
  if (!checked) checkedTokens.set(app.ctx, (checked = new LruMap(CHECKED_TOKENS)));
  const key = `${tenantId} ${token}`;
  const kept = checked.get(key);
  if (kept) return kept.exp * 1000 > Date.now() ? kept.claims : undefined;
  const verified = await verifyAdminTokenUntil(app.ctx.secret, token, tenantId);
  if (verified) checked.set(key, verified);
  return verified?.claims;
}

/** How often a session's "last seen" is written: at most once a minute, not at every request. */
const LAST_SEEN_EVERY_MS = 60_000;

/**
 * The admin check (used by `adminOnly`): a valid token of this tenant whose session still exists
 * (not ended, not expired, its admin not removed) and whose admin's token generation has not been
 * raised since (a password change or reset), else 401. One indexed lookup per request; the
 * session's "last seen" is written at most once a minute.
 */
function requireAdmin(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = tokenOf(request);
    if (!token) throw unauthorized(HTTP.code.tokenMissing);
    const claims = await claimsOf(app, token, request.tenantId);
    if (!claims) throw unauthorized(HTTP.code.tokenInvalid);
    const now = new Date();
    const session = await findLiveSession(request.db, claims.sessionId, now.toISOString());
    if (!isSessionOf(session, claims)) throw unauthorized(HTTP.code.sessionEnded);
    if (now.getTime() - Date.parse(session.last_seen_at) >= LAST_SEEN_EVERY_MS) await touchSession(request.tenantDb, claims.sessionId, now.toISOString());
    request.admin = claims;
  };
}

/** True when the session row belongs to the token's admin, at the token's generation. */
function isSessionOf(session: { admin_id: number; token_generation: number } | undefined, claims: AdminClaims): session is { admin_id: number; token_generation: number; last_seen_at: string } {
  return session !== undefined && session.admin_id === claims.userId && session.token_generation === claims.generation;
}

/**
 * True when the request carries a valid token of an existing admin of `tenantId`, with the checks
 * of requireAdmin, for a route outside the tenant scope (`/healthz`). Never throws.
 */
export async function isSignedInAdmin(app: FastifyInstance, request: FastifyRequest, tenantId: string): Promise<boolean> {
  const token = tokenOf(request);
  if (!token) return false;
  const claims = await verifyAdminToken(app.ctx.secret, token, tenantId);
  if (!claims) return false;
  try {
    const session = await app.ctx.pool.with(tenantId, (h) => findLiveSession(h.db, claims.sessionId, new Date().toISOString()));
    return isSessionOf(session, claims);
  } catch {
    return false;
  }
}

/**
 * Counts failed sign-ins per key in a sliding window. @fastify/rate-limit counts every request;
 * here only failures count, so an admin who types the password right is never locked out by
 * someone else's guesses against another e-mail.
 */
export class FailureLimiter {
  private failures = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Throws 429 with Retry-After when the key has used up its failures. */
  check(key: string, message: MessageCode): void {
    const now = Date.now();
    const list = this.recent(key, now);
    if (list.length >= this.max) {
      const retryAfter = Math.max(1, Math.ceil((list[0]! + this.windowMs - now) / 1000));
      throw new AppError(429, 'too_many_attempts', message, undefined, { 'retry-after': String(retryAfter) });
    }
  }

  /** Records one failure. */
  fail(key: string): void {
    const now = Date.now();
    const list = this.recent(key, now);
    list.push(now);
    this.failures.set(key, list);
    if (this.failures.size > 10_000) this.sweep(now);
  }

  /** Forgets the failures of a key after a success. */
  clear(key: string): void {
    this.failures.delete(key);
  }

  private sweep(now: number): void {
    for (const key of [...this.failures.keys()]) this.recent(key, now);
  }
}
