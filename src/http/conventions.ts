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

/** Request conventions shared by every route. */
export function registerRequestConventions(app: FastifyInstance): void {
  // JSON bodies only where JSON is expected: Fastify's default text/plain parser is removed, so a
  // text body to a JSON route is a 415 rather than a string slipping through.
  app.removeContentTypeParser('text/plain');
}

// JSON answers are never rendered as documents, so the document headers (CSP, frame options…) that
// @fastify/helmet sets on pages would only cost time there. These are the ones that matter for data.
const API_HEADERS = Object.freeze({
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-site',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
});

/**
 * Security headers for API answers (the documents' scope adds @fastify/helmet's), and the request id
 * echoed on every answer so a client's report can be matched to the log line.
 */
export function apiHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(API_HEADERS);
    reply.header('x-request-id', request.id);
  });
}
