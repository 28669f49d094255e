import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The header the UI sends with the anonymous visitor id it keeps in local storage. */
const VISITOR_HEADER = 'x-visitor-id';
/** The cookie fallback, for a browser whose storage is blocked. */
const VISITOR_COOKIE = 'asv';
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;
/** How long a browser keeps its visitor cookie: a year, in seconds. */
const VISITOR_COOKIE_MAX_AGE = 365 * 24 * 3600;

/**
 * The anonymous id of the browser behind a public like or vote: the `x-visitor-id` header, else the
 * `asv` cookie, else a new random id set as that cookie. It makes "once per browser" hold on the
 * server too; it identifies no person.
 */
export function visitorIdOf(request: FastifyRequest, reply: FastifyReply): string {
  const header = request.headers[VISITOR_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader && VISITOR_ID.test(fromHeader)) return fromHeader;
  const fromCookie = request.cookies[VISITOR_COOKIE];
  if (fromCookie && VISITOR_ID.test(fromCookie)) return fromCookie;
  const id = randomBytes(18).toString('base64url');
  // `secure: 'auto'`: Secure when the request came over HTTPS (request.protocol, which believes a
  // proxy's X-Forwarded-Proto only with --trust-proxy), so the id is never sent back in clear; a
  // site served over plain HTTP (a home network) keeps a cookie it can use.
  reply.setCookie(VISITOR_COOKIE, id, { path: '/', maxAge: VISITOR_COOKIE_MAX_AGE, httpOnly: true, sameSite: 'lax', secure: 'auto' });
  return id;
}
