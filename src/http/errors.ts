import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { issueText, sayIn, type ApiLanguage, type MessageCode, type Said } from '../shared/api-messages';
import { HTTP } from './http-messages';
import { requestLanguage, varyOnLanguage } from './language';
import { isStorageFullError } from './storage-full';
import { TENANT_UNAVAILABLE_CODES, isCorruptionError } from './unavailable';

/** One field-level problem, as the UI shows it next to the field. */
export interface Issue {
  path: string;
  message: string;
}

/** A field-level problem as an error carries it: the field's path and what to say, by code. */
export interface AppIssue {
  path: string;
  message: Said;
}

/**
 * The one error type handlers throw; the error handler turns it into `{ error, message, issues? }`,
 * the message and issues said in the request's language. `message` (the Error's) is the English text, for logs.
 */
export class AppError extends Error {
  readonly said: Said;
  constructor(
    readonly status: number,
    readonly code: string,
    said: Said,
    readonly issues?: AppIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(sayIn('en', said));
    this.said = said;
    this.name = 'AppError';
  }
}

/** 400 with field-level issues; `message` is the first issue's text, which the existing client shows. */
export const badRequest = (message: Said, issues?: AppIssue[], code = 'validation_failed') => new AppError(400, code, message, issues);
/** 404 for an unknown id or one that belongs to another tenant. */
export const notFound = (code: string, message: Said) => new AppError(404, code, message);
/** 409 when the request conflicts with the current state. */
export const conflict = (code: string, message: Said) => new AppError(409, code, message);
/** 401 when no valid credentials came with the request. */
export const unauthorized = (message: Said = HTTP.code.unauthorized) => new AppError(401, 'unauthorized', message);
/** 403 when the credentials are valid but do not allow this. */
export const forbidden = (message: Said = HTTP.code.forbidden) => new AppError(403, 'forbidden', message);

/** The JSON body of every error answer. */
export interface ErrorBody {
  error: string;
  message: string;
  issues?: Issue[];
}

/** A validation error's issues (fastify-type-provider-zod: zod's code as `keyword`, its details in `params`), said in `lang`. */
function zodIssuesOf(err: FastifyError, lang: ApiLanguage): Issue[] {
  const validation = (err.validation ?? []) as Array<{ keyword?: string; instancePath?: string; message?: string; params?: Record<string, unknown> }>;
  return validation.map((v) => {
    const path = v.instancePath?.replace(/^\//, '').replace(/\//g, '.') ?? '';
    return { path, message: issueText({ ...v.params, code: v.keyword, message: v.message }, lang) };
  });
}

/** A SQLite UNIQUE or PRIMARY KEY violation, whichever feature's write hit it. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** What a client reads when another process held the database's write lock past busy_timeout. */
export const DATABASE_BUSY_MESSAGE = HTTP.en.busy;

/** True for SQLite's "database is locked" (SQLITE_BUSY and its extended codes): the lock outlasted busy_timeout. */
export function isBusyError(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/** What a client reads when a route that takes a JSON body got none (rather than the schema's "expected object, received null"). */
export const MISSING_BODY_MESSAGE = HTTP.en.missingBody;

/** Fastify's own refusals said in French, by their code (`FST_ERR_` removed, lower case); the others by status. */
const FASTIFY_FRENCH: Record<string, MessageCode> = {
  ctp_invalid_json_body: HTTP.code.fastifyInvalidJson,
  ctp_empty_json_body: HTTP.code.fastifyEmptyJson,
  ctp_body_too_large: HTTP.code.fastifyTooLarge,
  ctp_invalid_media_type: HTTP.code.fastifyMediaType,
  fst_req_file_too_large: HTTP.code.fastifyTooLarge,
  fst_parts_limit: HTTP.code.fastifyTooLarge,
  fst_files_limit: HTTP.code.fastifyTooLarge,
  fst_fields_limit: HTTP.code.fastifyTooLarge,
};

/** The text of a refusal Fastify or a plugin wrote itself: its own English, else ours for its code or status. */
function fastifyText(code: string, status: number, message: string, lang: ApiLanguage): string {
  if (lang === 'en' && message) return message;
  const said = FASTIFY_FRENCH[code] ?? (status === 413 ? HTTP.code.fastifyTooLarge : status === 415 ? HTTP.code.fastifyMediaType : status === 404 ? HTTP.code.fastifyNotFound : HTTP.code.invalidRequest);
  return sayIn(lang, said);
}

/**
 * Sends an error answer `{ error, message, issues? }` with what it says in the request's language
 * (and `Vary: Accept-Language`, since its text follows that header). For the error answers written
 * outside the error handler (the JSON 404s of src/http/spa.ts).
 */
export function sendError(request: FastifyRequest, reply: FastifyReply, status: number, error: string, said: Said, issues?: AppIssue[]): FastifyReply {
  const lang = requestLanguage(request);
  const body: ErrorBody = { error, message: sayIn(lang, said) };
  if (issues?.length) body.issues = issues.map((i) => ({ path: i.path, message: sayIn(lang, i.message) }));
  varyOnLanguage(reply);
  return reply.code(status).send(body);
}

/** Installs the single error handler and the JSON 404 for unknown API paths. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return sendError(request, reply, err.status, err.code, err.said, err.issues);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      if (err.validationContext === 'body' && request.body == null) {
        return sendError(request, reply, 400, 'validation_failed', HTTP.code.missingBody, [{ path: '', message: HTTP.code.missingBody }]);
      }
      const lang = requestLanguage(request);
      const issues = zodIssuesOf(err, lang);
      varyOnLanguage(reply);
      return reply.code(400).send({ error: 'validation_failed', message: issues[0]?.message ?? sayIn(lang, HTTP.code.invalidRequest), issues });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, tenant: request.tenantId }, 'response did not match its schema');
      return sendError(request, reply, 500, 'internal_error', HTTP.code.internal);
    }
    if (isStorageFullError(err)) {
      // Logged once here with the real cause (SQLITE_FULL, ENOSPC), where an admin looks first.
      request.log.error({ err, tenant: request.tenantId }, 'storage full: a write was refused, nothing was saved; free space on the data folder\'s disk');
      return sendError(request, reply, 507, 'storage_full', HTTP.code.storageFull);
    }
    if (isUniqueViolation(err)) {
      // Two writes raced for one unique value (or a client sent a duplicate): the state won, not a bug.
      return sendError(request, reply, 409, 'conflict', HTTP.code.duplicate);
    }
    if (isBusyError(err)) {
      // Another process (a backup, the CLI, Litestream's checkpoint) held the write lock for longer
      // than busy_timeout: the transaction was rolled back. Not the client's fault, not a bug.
      request.log.warn({ err, tenant: request.tenantId }, 'database busy: another process held the write lock past busy_timeout; nothing was saved');
      reply.header('retry-after', '1');
      return sendError(request, reply, 503, 'busy', HTTP.code.busy);
    }
    if (isCorruptionError(err)) {
      // Logged with the tenant id by the tenant scope, which also takes the tenant out of service.
      return sendError(request, reply, 503, 'tenant_unavailable', TENANT_UNAVAILABLE_CODES.corrupt);
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err, tenant: request.tenantId }, 'request failed');
      return sendError(request, reply, 500, 'internal_error', HTTP.code.internal);
    }
    // Fastify's own 4xx (bad JSON, wrong content type, body too large…): its message in English, ours in French.
    const headers = (err as { headers?: Record<string, string> }).headers;
    if (headers) reply.headers(headers);
    const code = (err.code ?? 'bad_request').replace(/^FST_ERR_/, '').toLowerCase();
    varyOnLanguage(reply);
    return reply.code(status).send({ error: code, message: fastifyText(code, status, err.message, requestLanguage(request)) });
  });
}
