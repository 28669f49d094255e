import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { writeFileAtomic } from '../../tenants/tenant-store';

/** The claims of an admin token. */
export interface AdminClaims {
  userId: number;
  tenantId: string;
  email: string;
  /** The admin's token generation when signed; the token is void once the admin's is raised. */
  generation: number;
  /** The session the token belongs to (`admin_session.id`): ending the session ends the token. */
  sessionId: string;
}

/** Reads the install's signing key from `data/secret.key`, creating it on first use. */
export function loadOrCreateSecret(file: string): Uint8Array {
  try {
    const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
    if (key.length >= 32) return new Uint8Array(key);
  } catch {
    // First start: no key yet.
  }
  const key = randomBytes(32);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  writeFileAtomic(file, `${key.toString('base64url')}\n`);
  return new Uint8Array(key);
}

const ISSUER = 'athlete-site';

/**
 * Signs a three-part HS256 token bound to its tenant and session, with an expiry. A token without
 * a session (a test's expired or forged one) is signed too, and refused by verifyAdminToken.
 */
export async function signAdminToken(secret: Uint8Array, claims: Omit<AdminClaims, 'sessionId'> & { sessionId?: string }, ttlSeconds: number): Promise<{ token: string; expiresAt: string }> {
  const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
  const token = await new SignJWT({ tid: claims.tenantId, email: claims.email, gen: claims.generation, ...(claims.sessionId ? { sid: claims.sessionId } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(`tenant:${claims.tenantId}`)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(secret);
  return { token, expiresAt: new Date(exp * 1000).toISOString() };
}

/**
 * Verifies a token for the given tenant; undefined when forged, expired, for another tenant, or
 * signed before sessions existed (no `sid`: such a token could be neither listed nor ended, so
 * its browser signs in once more).
 */
export async function verifyAdminToken(secret: Uint8Array, token: string, tenantId: string): Promise<AdminClaims | undefined> {
  return (await verifyAdminTokenUntil(secret, token, tenantId))?.claims;
}

/** verifyAdminToken, with the token's expiry (seconds since the epoch). */
export async function verifyAdminTokenUntil(secret: Uint8Array, token: string, tenantId: string): Promise<{ claims: AdminClaims; exp: number } | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, audience: `tenant:${tenantId}`, algorithms: ['HS256'] });
    if (payload.tid !== tenantId || !payload.sub || typeof payload.exp !== 'number') return undefined;
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId)) return undefined;
    // Tokens signed before generations existed carry none: generation 0, the column's default.
    const generation = payload.gen === undefined ? 0 : payload.gen;
    if (typeof generation !== 'number' || !Number.isInteger(generation)) return undefined;
    if (typeof payload.sid !== 'string' || !payload.sid) return undefined;
    return { claims: { userId, tenantId, email: String(payload.email ?? ''), generation, sessionId: payload.sid }, exp: payload.exp };
  } catch {
    return undefined;
  }
}

/** What a sign-in ticket stands for: the password was right, a second factor is still owed. */
export interface LoginTicket {
  userId: number;
  generation: number;
  /** The ticket's own id: a ticket gives one token at most. */
  id: string;
  /** When it expires (seconds since the epoch). */
  exp: number;
}

/** How long a sign-in ticket waits for its code. */
const LOGIN_TICKET_TTL_SECONDS = 300;

// A ticket is signed with the same key as a token but for another audience, so neither is ever
// taken for the other.
const ticketAudience = (tenantId: string) => `login:${tenantId}`;

/** Signs the ticket `POST /auth/login` answers when the admin has two-factor codes on. */
export async function signLoginTicket(secret: Uint8Array, tenantId: string, userId: number, generation: number): Promise<{ ticket: string; expiresAt: string }> {
  const exp = Math.floor(Date.now() / 1000) + LOGIN_TICKET_TTL_SECONDS;
  const ticket = await new SignJWT({ tid: tenantId, gen: generation, typ: 'second-factor' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setAudience(ticketAudience(tenantId))
    .setJti(randomBytes(12).toString('base64url'))
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(secret);
  return { ticket, expiresAt: new Date(exp * 1000).toISOString() };
}

/** Verifies a sign-in ticket of this tenant; undefined when forged, expired or for another tenant. */
export async function verifyLoginTicket(secret: Uint8Array, ticket: string, tenantId: string): Promise<LoginTicket | undefined> {
  try {
    const { payload } = await jwtVerify(ticket, secret, { issuer: ISSUER, audience: ticketAudience(tenantId), algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (payload.tid !== tenantId || payload.typ !== 'second-factor' || !Number.isInteger(userId) || typeof payload.gen !== 'number' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return undefined;
    return { userId, generation: payload.gen, id: payload.jti, exp: payload.exp };
  } catch {
    return undefined;
  }
}
