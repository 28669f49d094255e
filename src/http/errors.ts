import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { STORAGE_FULL_MESSAGE, isStorageFullError } from './storage-full';
import { TENANT_UNAVAILABLE_MESSAGES, isCorruptionError } from './unavailable';

/** One field-level problem, as the UI shows it next to the field. */
export interface Issue {
  path: string;
  message: string;
}

/** The one error type handlers throw; the error handler turns it into `{ error, message, issues? }`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: Issue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** 400 with field-level issues; `message` is the first issue's text, which the existing client shows. */
export const badRequest = (message: string, issues?: Issue[], code = 'validation_failed') =>
  new AppError(400, code, message, issues);
/** 404 for an unknown id or one that belongs to another tenant. */
export const notFound = (code: string, message: string) => new AppError(404, code, message);
/** 409 when the request conflicts with the current state. */
export const conflict = (code: string, message: string) => new AppError(409, code, message);
/** 401 when no valid credentials came with the request. */
export const unauthorized = (message = 'Missing or invalid admin token.') =>
  new AppError(401, 'unauthorized', message);
/** 403 when the credentials are valid but do not allow this. */
export const forbidden = (message = 'Forbidden.') => new AppError(403, 'forbidden', message);

/** The JSON body of every error answer. */
export interface ErrorBody {
  error: string;
  message: string;
  issues?: Issue[];
}

function zodIssuesOf(err: FastifyError): Issue[] {
  const validation = (err.validation ?? []) as Array<{ instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[]; message?: string } } }>;
  return validation.map((v) => {
    const path = v.params?.issue?.path?.map(String).join('.') ?? v.instancePath?.replace(/^\//, '').replace(/\//g, '.') ?? '';
    return { path, message: v.params?.issue?.message ?? v.message ?? 'Invalid value' };
  });
}

/** A SQLite UNIQUE or PRIMARY KEY violation, whichever feature's write hit it. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** What a client reads when another process held the database's write lock past busy_timeout. */
export const DATABASE_BUSY_MESSAGE = 'The site is busy saving something else: nothing was saved. Try again in a moment.';

/** True for SQLite's "database is locked" (SQLITE_BUSY and its extended codes): the lock outlasted busy_timeout. */
export function isBusyError(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/** What a client reads when a route that takes a JSON body got none (rather than the schema's "expected object, received null"). */
export const MISSING_BODY_MESSAGE = 'This request needs a JSON body, and none came with it.';

/** Installs the single error handler and the JSON 404 for unknown API paths. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      const body: ErrorBody = { error: err.code, message: err.message };
      if (err.issues?.length) body.issues = err.issues;
      return reply.code(err.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      if (err.validationContext === 'body' && request.body == null) {
        return reply.code(400).send({ error: 'validation_failed', message: MISSING_BODY_MESSAGE, issues: [{ path: '', message: MISSING_BODY_MESSAGE }] });
      }
      const issues = zodIssuesOf(err);
      return reply.code(400).send({ error: 'validation_failed', message: issues[0]?.message ?? 'Invalid request.', issues });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, tenant: request.tenantId }, 'response did not match its schema');
      return reply.code(500).send({ error: 'internal_error', message: 'Internal server error.' });
    }
    if (isStorageFullError(err)) {
      // Logged once here with the real cause (SQLITE_FULL, ENOSPC), where an admin looks first.
      request.log.error({ err, tenant: request.tenantId }, 'storage full: a write was refused, nothing was saved; free space on the data folder\'s disk');
      return reply.code(507).send({ error: 'storage_full', message: STORAGE_FULL_MESSAGE });
    }
    if (isUniqueViolation(err)) {
      // Two writes raced for one unique value (or a client sent a duplicate): the state won, not a bug.
      return reply.code(409).send({ error: 'conflict', message: 'This already exists: another entry uses the same value. Reload and try again.' });
    }
    if (isBusyError(err)) {
      // Another process (a backup, the CLI, Litestream's checkpoint) held the write lock for longer
      // than busy_timeout: the transaction was rolled back. Not the client's fault, not a bug.
      request.log.warn({ err, tenant: request.tenantId }, 'database busy: another process held the write lock past busy_timeout; nothing was saved');
      return reply.code(503).header('retry-after', '1').send({ error: 'busy', message: DATABASE_BUSY_MESSAGE });
    }
    if (isCorruptionError(err)) {
      // Logged with the tenant id by the tenant scope, which also takes the tenant out of service.
      return reply.code(503).send({ error: 'tenant_unavailable', message: TENANT_UNAVAILABLE_MESSAGES.corrupt });
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err, tenant: request.tenantId }, 'request failed');
      return reply.code(500).send({ error: 'internal_error', message: 'Internal server error.' });
    }
    // Fastify's own 4xx (bad JSON, wrong content type, body too large, rate limit…): keep its message.
    const headers = (err as { headers?: Record<string, string> }).headers;
    if (headers) reply.headers(headers);
    const code = (err.code ?? 'bad_request').replace(/^FST_ERR_/, '').toLowerCase();
    return reply.code(status).send({ error: code, message: err.message });
  });
}
