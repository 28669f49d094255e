import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/**
 * Options of every HTTP server the app answers on (Fastify's, the HTTPS one, the internal
 * listener). A request without a Content-Length or Transfer-Encoding header has no body (RFC 9112
 * 6.3): Node gives it a body stream that has already ended instead of one that emits its 'end' and
 * 'close' a tick later, about 2.5 µs of a cached public read's ~25 (docs/benchmarks.md). Such a
 * request never emits 'close', so nothing may wait for it: the tenant's database goes back on the
 * response's 'close', and Fastify's `request.signal` (which listens for the request's) would never
 * abort for a GET whose client went away; watch the response instead. The body parsers are handled
 * by `readEmptyBodies`. Node 24.12 and later; an older Node ignores the option.
 */
export const SERVER_OPTIONS = Object.freeze({ optimizeEmptyRequests: true });

/** The methods Fastify never reads a body for. */
const BODYLESS = new Set(['GET', 'HEAD', 'TRACE']);

/**
 * A POST, PUT… without body headers arrives with its body stream already ended (SERVER_OPTIONS),
 * which never emits the 'end' Fastify's body parsers wait for when the request names a content
 * type: they read an empty stream instead, and answer as they always did (an empty JSON body is a 400).
 */
export function readEmptyBodies(app: FastifyInstance): void {
  app.addHook('preParsing', (request, _reply, payload, done) => {
    done(null, payload === request.raw && request.raw.readableEnded && !BODYLESS.has(request.method) ? emptyBody() : payload);
  });
}

/** A body stream with nothing in it, ending when read. */
function emptyBody(): Readable {
  return new Readable({
    read() {
      this.push(null);
    },
  });
}
