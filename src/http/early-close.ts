import type { FastifyInstance } from 'fastify';

/**
 * Closes the connection after any answer sent before the request's body was read to its end (a
 * 415 from the content-type check, an upload refused by its first bytes, a 401 on an upload…).
 * Kept alive, such a connection still carries the unread rest of the body, and a client that
 * reuses it (Node's fetch, browsers) waits for its next answer until the keep-alive timeout.
 */
export function closeAfterEarlyAnswer(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.raw.complete) reply.header('connection', 'close');
    return payload;
  });
}
