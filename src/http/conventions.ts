import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request id: the client's `x-request-id` when it is a sane token, else a new UUID. */
export function genRequestId(req: IncomingMessage): string {
  const header = req.headers['x-request-id'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

/** Echoes the request id on every answer, so a client's report can be matched to the log line. */
export function registerRequestConventions(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // JSON bodies only where JSON is expected: Fastify's default text/plain parser is removed, so a
  // text body to a JSON route is a 415 rather than a string slipping through.
  app.removeContentTypeParser('text/plain');
}
