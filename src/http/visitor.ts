import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The header the UI sends with the anonymous visitor id it keeps in local storage. */
export const VISITOR_HEADER = 'x-visitor-id';
/** The cookie fallback, for a browser whose storage is blocked. */
export const VISITOR_COOKIE = 'asv';
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/**
 * The anonymous id of the browser behind a public like or vote: the `x-visitor-id` header, else the
 * `asv` cookie, else a new random id set as that cookie. It makes "once per browser" hold on the
 * server too; it identifies no person.
 */
export function visitorIdOf(request: FastifyRequest, reply: FastifyReply): string {
  const header = request.headers[VISITOR_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader && VISITOR_ID.test(fromHeader)) return fromHeader;
  const fromCookie = cookieValue(request.headers.cookie, VISITOR_COOKIE);
  if (fromCookie && VISITOR_ID.test(fromCookie)) return fromCookie;
  const id = randomBytes(18).toString('base64url');
  reply.header('set-cookie', `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`);
  return id;
}
