import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { isInternalRequest } from './internal-requests';
import { readEmptyBodies } from './server-options';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request id: the client's `x-request-id` when it is a sane token, else a new UUID. Either
 * needs no escaping in JSON (the fast answers' access lines rely on it, fast-answers.ts).
 */
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
  readEmptyBodies(app);
}

// JSON answers are never rendered as documents, so the document headers (CSP, frame options…) that
// pages carry (document-headers.ts) would only cost time there. These are the ones that matter for data.
const API_HEADERS = Object.freeze({
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-site',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
});

/**
 * Security headers for API answers (the documents' scope adds the page headers), and the request id
 * echoed on every answer so a client's report can be matched to the log line.
 */
export function apiHeaders(app: FastifyInstance): void {
  // Callback hooks, not async ones: a promise per request and hook is measurable under load.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(API_HEADERS);
    reply.header('x-request-id', request.id);
    done();
  });
}

/** Marks every answer of the scope `noindex`: API answers are data for the pages, never search results. */
export function noindexAnswers(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('x-robots-tag', 'noindex');
    done();
  });
}

/**
 * Fastify's request logging, replaced: no "incoming request" line, and one line per answered
 * request at `info` with method, path (no query: it may carry search terms), status, time in ms,
 * tenant, and the request id (bound to the request's logger). Errors are logged with their stack
 * by the error handler; a 5xx answer or a failed response stream is also flagged here at `error`
 * so a journal filter on priority finds it.
 */
export class AccessLogController extends LogController {
  /** No line when a request comes in: its one line is written when it is answered. */
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    // A request the server made to itself (a page's reads) is part of the one that made it.
    if (!error && status < 500 && isInternalRequest(request.raw)) return;
    const line = {
      method: request.method,
      path: request.url.split('?')[0],
      status,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      tenant: request.tenantId || undefined,
      ...(error ? { err: error } : {}),
    };
    if (error || status >= 500) request.log.error(line, 'request answered with a server error');
    else request.log.info(line, 'request');
  }
}
