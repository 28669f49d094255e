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

/** Signs a three-part HS256 token bound to its tenant, with an expiry. */
export async function signAdminToken(secret: Uint8Array, claims: AdminClaims, ttlSeconds: number): Promise<{ token: string; expiresAt: string }> {
  const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
  const token = await new SignJWT({ tid: claims.tenantId, email: claims.email, gen: claims.generation })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(`tenant:${claims.tenantId}`)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(secret);
  return { token, expiresAt: new Date(exp * 1000).toISOString() };
}

/** Verifies a token for the given tenant; undefined when forged, expired or for another tenant. */
export async function verifyAdminToken(secret: Uint8Array, token: string, tenantId: string): Promise<AdminClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, audience: `tenant:${tenantId}`, algorithms: ['HS256'] });
    if (payload.tid !== tenantId || !payload.sub || typeof payload.exp !== 'number') return undefined;
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId)) return undefined;
    // Tokens signed before generations existed carry none: generation 0, the column's default.
    const generation = payload.gen === undefined ? 0 : payload.gen;
    if (typeof generation !== 'number' || !Number.isInteger(generation)) return undefined;
    return { userId, tenantId, email: String(payload.email ?? ''), generation };
  } catch {
    return undefined;
  }
}
