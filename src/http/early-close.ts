import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * Most bytes of an unread request body read and dropped after an early answer, so the connection
 * stays usable; a larger (or unknown-length) rest closes the connection instead. Browsers send the
 * whole body anyway, and a connection closed under a body still being sent makes many clients
 * report a network error instead of the answer, so draining is the better choice up to the size
 * of the largest image upload.
 */
const DRAIN_MAX_BYTES = 32 * 1024 * 1024;

/** Reads and drops what is left of a request body (nothing else may still be reading it). */
function drain(req: IncomingMessage): void {
  if (req.complete || req.destroyed) return;
  req.unpipe();
  req.resume();
}

/**
 * After an answer sent before the request's body was read to its end (a 415 from the content-type
 * check, an upload refused by its first bytes, a 401 on an upload…), the rest of the body still
 * sits on the connection, and a client that reuses it (Node's fetch, browsers) waits for its next
 * answer until the keep-alive timeout (~73 s). Up to DRAIN_MAX_BYTES the rest is drained once the
 * answer is sent; beyond, or of unknown length, the answer says `Connection: close`.
 */
export function closeAfterEarlyAnswer(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const req = request.raw;
    if (!req.complete) {
      const length = Number(req.headers['content-length'] ?? Number.NaN);
      if (Number.isFinite(length) && length <= DRAIN_MAX_BYTES) reply.raw.once('finish', () => drain(req));
      else reply.header('connection', 'close');
    }
    done(null, payload);
  });
}
