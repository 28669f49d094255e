import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors';
import { siteAddressOf } from '../../http/site-address';
import { AUTH } from './auth.schema';

// What a passkey is bound to, and the challenges of the ceremonies in flight.

/** The relying party of a request: the host name passkeys are made for and used on, and the origin the browser must report. */
export interface RelyingParty {
  rpId: string;
  origin: string;
}

/**
 * The relying party of this request: the site's own address (site-address.ts), never the Host as
 * sent: its host name is one the tenant registered (or, for a tenant without one, this machine's
 * name), and behind a proxy X-Forwarded-* count only with --trust-proxy. So a passkey made on one
 * tenant's host never signs in to another tenant, and a forged Host cannot choose the RP ID. An IP
 * address is no RP ID (WebAuthn needs a name): 400 `passkey_needs_name`.
 */
export function relyingPartyOf(app: FastifyInstance, request: FastifyRequest): RelyingParty {
  const site = siteAddressOf(app.ctx, request, request.tenantId);
  const host = site.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) throw badRequest(AUTH.code.passkeyNeedsName, undefined, 'passkey_needs_name');
  return { rpId: site.hostname, origin: site.origin };
}

/**
 * The WebAuthn user handle of an admin: 16 bytes no one can link to the admin or the e-mail, the
 * same at every registration (an authenticator keeps one passkey per site and handle), different
 * on every tenant (two tenants on one host name never overwrite each other's passkeys).
 */
export function userHandleOf(secret: Uint8Array, tenantId: string, adminId: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHmac('sha256', secret).update(`webauthn-user:${tenantId}:${adminId}`).digest().subarray(0, 16));
}

/** What a challenge was issued for. */
export interface ChallengeFor {
  purpose: 'register' | 'sign-in';
  tenantId: string;
  rpId: string;
  /** The session that asked to register (a registration finishes in the session that started it). */
  sessionId?: string;
}

/** How long a ceremony may take (the browser's dialog, the phone's fingerprint). */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** The most challenges kept at once; the oldest go first beyond it (each is a few hundred bytes). */
const MAX_CHALLENGES = 10_000;

/**
 * The challenges handed out and not used yet, in memory (one server per data folder). A challenge
 * is good once, for what it was issued for, for five minutes: `take` removes it whatever it answers.
 */
export class ChallengeStore {
  private pending = new Map<string, ChallengeFor & { expires: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Keeps a challenge issued for `what`. */
  issue(challenge: string, what: ChallengeFor): void {
    const now = this.now();
    if (this.pending.size >= MAX_CHALLENGES) {
      for (const [key, entry] of this.pending) if (entry.expires <= now) this.pending.delete(key);
      while (this.pending.size >= MAX_CHALLENGES) this.pending.delete(this.pending.keys().next().value!);
    }
    this.pending.set(challenge, { ...what, expires: now + CHALLENGE_TTL_MS });
  }

  /** True when `challenge` was issued for exactly `what` and has not expired; it is used up either way. */
  take(challenge: string, what: ChallengeFor): boolean {
    const entry = this.pending.get(challenge);
    if (!entry) return false;
    this.pending.delete(challenge);
    return entry.expires > this.now() && entry.purpose === what.purpose && entry.tenantId === what.tenantId && entry.rpId === what.rpId && entry.sessionId === what.sessionId;
  }
}
