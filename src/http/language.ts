import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { API_LANGUAGES, sayIn, type ApiLanguage, type Said } from '../shared/api-messages';

// The language of the API's own words (error messages, the few answers that say something): the
// request's Accept-Language negotiated between English and French, English when it names neither.
// negotiator (Express's, via `accepts`) reads the header as RFC 9110 says: quality values, a
// region (`fr-CA`) matching its language, `*`; the answers are plain JSON, so Fastify's
// @fastify/accepts (a request decorator over the same library for every kind of header) would bring
// more than this one question needs.

/** The language to answer a request in: `en` or `fr` from its Accept-Language, English by default. */
export function requestLanguage(request: FastifyRequest): ApiLanguage {
  const header = request.headers['accept-language'];
  if (!header) return 'en';
  const chosen = new Negotiator({ headers: { 'accept-language': header } }).language([...API_LANGUAGES]);
  return (API_LANGUAGES as readonly string[]).includes(chosen ?? '') ? (chosen as ApiLanguage) : 'en';
}

/** Marks an answer whose text follows the request's language, for caches between the server and the client. */
export function varyOnLanguage(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (/(^|,)\s*(accept-language|\*)\s*(,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, Accept-Language` : 'Accept-Language');
}

/** What a successful answer says, in the request's language; the answer then varies with Accept-Language. */
export function sayToRequest(request: FastifyRequest, reply: FastifyReply, said: Said): string {
  varyOnLanguage(reply);
  return sayIn(requestLanguage(request), said);
}
