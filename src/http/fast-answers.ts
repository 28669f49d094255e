import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import type { TLSSocket } from 'node:tls';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LruMap } from 'toad-cache';
import { z } from 'zod';
import type { AppContext } from './context';
import { genRequestId } from './conventions';
import { isInternalRequest } from './internal-requests';
import { CACHE_BUSTING_PARAM, type CachedAnswer, type EncodedBodies } from './public-cache';
import { tenantIdFor } from './tenant';

// Fast answers: a cached public answer (JSON read, page, robots.txt…) replayed by the HTTP server
// before Fastify sees the request. Once the routes have answered a request from the public cache,
// the exact status, headers and bytes they sent are kept under everything that can change them
// (URL, tenant header, host, protocol, proxy headers, accept-encoding); a request with the same
// inputs is answered with those bytes while the tenant's data version has not moved, skipping
// routing, hooks, validation, serialisation, compression and the per-request child logger. The
// security headers are those the routes sent, so they cannot drift from the routes'. Anything else
// (a miss, a HEAD, a stale version, a tenant not open) goes to Fastify as before, which records the
// new answer for the next request. `app.inject` never reaches this path: tests of it use real HTTP.
// The server's own requests (internal-requests.ts) do, and write no access line.

/** Headers that belong to one response, not to the answer: never replayed. */
const PER_RESPONSE = new Set(['date', 'x-request-id', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);

/** Most answers kept (per URL, tenant, host and encoding; a few headers each); the one used longest ago goes first. */
const MAX_ANSWERS = 2000;

/** The compressions @fastify/compress may choose, done once per answer here (brotli at its quality). */
const ENCODERS: Record<string, (body: Buffer) => Buffer> = {
  identity: (b) => b,
  br: (b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (b) => zlib.gzipSync(b),
  deflate: (b) => zlib.deflateSync(b),
  ...(typeof zlib.zstdCompressSync === 'function' ? { zstd: (b: Buffer) => zlib.zstdCompressSync(b) } : {}),
};

interface Variant {
  status: number;
  /** Flat [name, value, …] list for writeHead, with the request id's value at `idAt`. */
  headers: Array<string | string[]>;
  idAt: number;
  /** The content-encoding of the body (a 200), read from the cached answer when it is sent; none for a 304. */
  encoding: string | undefined;
  /** The access line's parts that are the same for every request this variant answers. */
  line: AccessLineParts;
}

interface Answer {
  tenantId: string;
  /** The route declares a `ts` query parameter and ignores it: a request with one may be replayed. */
  ignoresTs: boolean;
  /** The host name Fastify derived from the request (a function of the key's inputs). */
  hostname: string;
  /**
   * The public cache's entry, held weakly: the bytes are that entry's (and its compressed copies'),
   * kept while the public cache keeps it (bounded in bytes, public-cache.ts). What the keys hold
   * here is then a few headers each, however many keys name one entry.
   */
  cached: WeakRef<CachedAnswer>;
  ok?: Variant;
  notModified?: Variant;
}

/** What the routes mark on a request answered from the public cache (public-cache.ts, spa.ts). */
export interface CachedAnswerMark {
  tenantId: string;
  entry: CachedAnswer;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The fast answers in front of the routes (fast-answers.ts). */
    fastAnswers: FastAnswers;
  }
  interface FastifyRequest {
    /** Set when the answer came from the public cache: the fast answers may replay it. */
    cachedAnswer: CachedAnswerMark | null;
  }
}

/** A college link's query parameter (see keyOf). */
const VIA_QUERY = /[?&]via=/;

/**
 * The URL without its cache-busting `ts` query parameter (the public client adds `ts=<now>` to its
 * reads of the settings and the press list), and whether it had one. Undefined when `ts` comes more
 * than once: the routes answer that (a query schema may refuse a repeated parameter).
 */
export function withoutTs(url: string): { url: string; hadTs: boolean } | undefined {
  const q = url.indexOf('?');
  if (q < 0 || !url.includes(CACHE_BUSTING_PARAM, q)) return { url, hadTs: false };
  const params = url.slice(q + 1).split('&');
  const rest = params.filter((p) => p !== CACHE_BUSTING_PARAM && !p.startsWith(`${CACHE_BUSTING_PARAM}=`));
  const removed = params.length - rest.length;
  if (removed === 0) return { url, hadTs: false };
  if (removed > 1) return undefined;
  return { url: rest.length ? `${url.slice(0, q)}?${rest.join('&')}` : url.slice(0, q), hadTs: true };
}

/**
 * The key of everything a cached answer depends on besides the tenant's data: the raw URL (query
 * included, a `ts` parameter left out), the tenant header, the host, TLS, accept-encoding, and the
 * forwarded host and protocol when the proxy is trusted; and whether the URL had a `ts`, which only
 * an answer of a route that ignores it may be replayed for. Undefined for a request that must go
 * through the routes.
 */
function keyOf(req: IncomingMessage, trustProxy: boolean): { key: string; hadTs: boolean } | undefined {
  const h = req.headers;
  // A GET with a body, or one asking for no compression, is left to the routes as it always was.
  if (h['x-no-compression'] !== undefined || h['content-length'] !== undefined || h['transfer-encoding'] !== undefined) return undefined;
  const raw = req.url ?? '';
  // A visit through a college link (`?via=`) is counted by the routes (features/links): never replayed.
  if (VIA_QUERY.test(raw)) return undefined;
  const url = withoutTs(raw);
  if (!url) return undefined;
  const key = `${url.url}\u0000${h['x-tenant-id'] ?? ''}\u0000${h.host ?? ''}\u0000${(req.socket as TLSSocket).encrypted ? 's' : ''}\u0000${h['accept-encoding'] ?? ''}`;
  return { key: trustProxy ? `${key}\u0000${h['x-forwarded-host'] ?? ''}\u0000${h['x-forwarded-proto'] ?? ''}` : key, hadTs: url.hadTs };
}

/** True when the route's query schema declares `ts` (and so ignores it: the schemas say so where they declare it). */
function routeIgnoresTs(request: FastifyRequest): boolean {
  const query = request.routeOptions.schema?.querystring;
  return query instanceof z.ZodObject && CACHE_BUSTING_PARAM in query.shape;
}

/** The headers of a sent response as a replayable list (undefined when one of them must not be replayed). */
function replayable(sent: Record<string, string | number | string[] | undefined>, body: Buffer | undefined): Pick<Variant, 'headers' | 'idAt'> | undefined {
  // A cookie is one browser's: never replayed to another. reply.setCookie (@fastify/cookie) writes
  // its header in onSend, so it is among the headers by the time record() reads them (onResponse).
  if (sent['set-cookie'] !== undefined || sent.connection !== undefined) return undefined;
  const headers: Array<string | string[]> = [];
  for (const [name, value] of Object.entries(sent)) {
    if (PER_RESPONSE.has(name) || value === undefined) continue;
    headers.push(name, Array.isArray(value) ? value : String(value));
  }
  if (body) headers.push('content-length', String(body.length));
  headers.push('x-request-id', '');
  return { headers, idAt: headers.length - 1 };
}

/**
 * A route's answer written anew for each request, here rather than through Fastify: the body, or
 * undefined to leave the request to the route (which answers it whatever this says).
 */
export type LiveAnswer = (req: IncomingMessage) => string | undefined;

interface Live {
  answer: LiveAnswer;
  /** The headers the route sent (security headers, type), learnt from its first plain 200; until then the route answers. */
  headers?: Array<string | string[]>;
  idAt?: number;
  line?: AccessLineParts;
}

/** The cache of replayable answers and the raw request handler that serves them. */
export class FastAnswers {
  private answers = new LruMap<Answer>(MAX_ANSWERS);
  private live = new Map<string, Live>();
  private bodies = new WeakMap<CachedAnswer, Map<string, Buffer>>();
  private closing = false;
  /** How many clients' requests were answered here (tests read it); the server's own (a page's reads) are counted apart. */
  served = 0;
  /** How many of the server's own requests (a page's reads) were answered here. */
  servedOwn = 0;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyInstance['log'],
    private readonly sink?: AccessLineSink,
  ) {}

  /** Stops answering (the server is closing: Fastify answers 503 and closes connections). */
  stop(): void {
    this.closing = true;
    this.answers.clear();
  }

  /** The answer's body as sent with the given content-encoding, compressed once per answer. */
  private bodyOf(cached: CachedAnswer, encoding: string): Buffer | undefined {
    // A page carries the bytes the routes sent, compressed once when it was rendered.
    const sent = cached.encoded?.[encoding as keyof EncodedBodies];
    if (sent) return sent;
    const encode = ENCODERS[encoding];
    if (!encode) return undefined;
    let byEncoding = this.bodies.get(cached);
    if (!byEncoding) this.bodies.set(cached, (byEncoding = new Map()));
    let body = byEncoding.get(encoding);
    if (!body) byEncoding.set(encoding, (body = encode(Buffer.from(cached.body))));
    return body;
  }

  /**
   * Answers `GET <url>` (that exact URL, no query) with `answer`'s body, in front of Fastify: for a
   * route polled often whose answer is cheap to write but not a cached public answer (/healthz, which
   * Fastify's hooks made cost twice a bare server's time for a hundred bytes).
   */
  addLive(url: string, answer: LiveAnswer): void {
    this.live.set(url, { answer });
  }

  /** Learns a live answer's headers from what its route sent (onResponse): a plain 200, uncompressed. */
  recordLive(request: FastifyRequest, reply: FastifyReply): void {
    const live = this.live.get(request.raw.url ?? '');
    if (!live || live.headers || this.closing || request.method !== 'GET' || reply.statusCode !== 200) return;
    const sent = reply.getHeaders();
    if (sent['content-encoding'] !== undefined || sent.vary !== undefined) return;
    const headers = replayable(sent, undefined);
    if (!headers) return;
    live.headers = headers.headers;
    live.idAt = headers.idAt;
    live.line = accessLineParts(undefined, pathOf(request.raw.url ?? ''), 200);
  }

  /** Writes a live answer (see addLive); false when the route must answer. */
  private serveLive(req: IncomingMessage, res: ServerResponse, live: Live): boolean {
    if (!live.headers || live.idAt === undefined || !live.line) return false;
    const start = performance.now();
    const body = live.answer(req);
    if (body === undefined) return false;
    const id = genRequestId(req);
    const headers = live.headers.slice();
    headers[live.idAt] = id;
    headers.push('content-length', String(Buffer.byteLength(body)));
    res.writeHead(200, headers);
    res.end(body);
    if (isInternalRequest(req)) return true;
    this.served++;
    if ((LEVEL_VALUES[this.log.level] ?? 30) <= 30) {
      const ms = Math.round((performance.now() - start) * 10) / 10;
      if (this.sink) this.sink.write(accessLine(Date.now(), id, live.line, ms));
      else this.log.info({ reqId: id, method: 'GET', path: pathOf(req.url!), status: 200, ms }, 'request');
    }
    return true;
  }

  /** Keeps what the routes just sent for a request answered from the public cache (onResponse). */
  record(request: FastifyRequest, reply: FastifyReply, mark: CachedAnswerMark): void {
    const status = reply.statusCode;
    if (this.closing || request.method !== 'GET' || (status !== 200 && status !== 304)) return;
    // A rate-limited route must count every request.
    if (request.routeOptions.config && 'rateLimit' in request.routeOptions.config) return;
    const keyed = keyOf(request.raw, this.ctx.config.trustProxy);
    if (!keyed) return;
    const ignoresTs = routeIgnoresTs(request);
    if (keyed.hadTs && !ignoresTs) return;
    const { key } = keyed;
    // Fastify writes its headers with writeHead, so the raw response does not list them: ask the reply.
    const sent = reply.getHeaders();
    const body = status === 200 ? this.bodyOf(mark.entry, String(sent['content-encoding'] ?? 'identity')) : undefined;
    if (status === 200 && !body) return;
    const headers = replayable(sent, body);
    if (!headers) return;
    let answer = this.answers.get(key);
    if (!answer || answer.cached.deref() !== mark.entry || answer.tenantId !== mark.tenantId) {
      answer = { tenantId: mark.tenantId, ignoresTs, hostname: request.hostname, cached: new WeakRef(mark.entry) };
      this.answers.set(key, answer);
    }
    const variant: Variant = { status, encoding: status === 200 ? String(sent['content-encoding'] ?? 'identity') : undefined, ...headers, line: accessLineParts(mark.tenantId, pathOf(request.raw.url ?? ''), status) };
    if (status === 200) answer.ok = variant;
    else answer.notModified = variant;
  }

  /** Answers the request from a kept answer that is still current; false when the routes must answer it. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (this.closing || req.method !== 'GET') return false;
    const live = this.live.size ? this.live.get(req.url ?? '') : undefined;
    if (live) return this.serveLive(req, res, live);
    const keyed = keyOf(req, this.ctx.config.trustProxy);
    const answer = keyed === undefined ? undefined : this.answers.get(keyed.key);
    if (!answer || (keyed!.hadTs && !answer.ignoresTs)) return false;
    const cached = answer.cached.deref();
    if (!cached) {
      // The public cache let it go: the routes answer, and record what they send.
      this.answers.delete(keyed!.key);
      return false;
    }
    const start = performance.now();
    // The tenant directory may have changed (a host moved to a new tenant): resolve as the routes do.
    const tenantId = tenantIdFor(this.ctx.tenants, req.headers['x-tenant-id'], answer.hostname);
    if (tenantId !== answer.tenantId) {
      this.answers.delete(keyed!.key);
      return false;
    }
    const db = this.ctx.pool.openDatabaseOf(tenantId);
    if (db === undefined || !this.ctx.publicCache.isCurrent(cached, this.ctx.publicCache.versionOfTenant(tenantId, db), db.tallies())) return false;
    const variant = req.headers['if-none-match'] === cached.etag ? answer.notModified : answer.ok;
    if (!variant) return false;
    // The same bytes as recorded: the entry's, or its copy compressed once (kept with the entry).
    const body = variant.encoding === undefined ? undefined : this.bodyOf(cached, variant.encoding);
    const id = genRequestId(req);
    const headers = variant.headers.slice();
    headers[variant.idAt] = id;
    res.writeHead(variant.status, headers);
    res.end(body);
    // A page's reads are the server's own requests, under the site's address (site-address.ts): often replayed here.
    if (isInternalRequest(req)) {
      this.servedOwn++;
      return true;
    }
    this.served++;
    // The access line the routes write (conventions.ts), with the request id the child logger would bind.
    if ((LEVEL_VALUES[this.log.level] ?? 30) <= 30) {
      const ms = Math.round((performance.now() - start) * 10) / 10;
      if (this.sink) this.sink.write(accessLine(Date.now(), id, variant.line, ms));
      else this.log.info({ reqId: id, method: 'GET', path: pathOf(req.url!), status: variant.status, ms, tenant: tenantId }, 'request');
    }
    return true;
  }
}

/** Where replayed answers write their access lines themselves: the app's log stream (log-stream.ts). */
export interface AccessLineSink {
  write(line: string): unknown;
}

/** pino's level numbers: a replayed answer writes its line when the log's level lets `info` through. */
const LEVEL_VALUES: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

const LINE_BASE = `"pid":${process.pid},"hostname":${JSON.stringify(os.hostname())}`;

/** A URL's path (its query left out), as the routes' access lines give it. */
const pathOf = (url: string): string => {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
};

/** The parts of a replayed answer's access line around its time, request id and duration. */
export interface AccessLineParts {
  /** After the request id: its closing quote, the method, path and status, up to the duration. */
  afterId: string;
  /** After the duration: the tenant and the message. */
  afterMs: string;
}

/** The parts of the access line that are the same for every request a variant answers (JSON-escaped once). */
export function accessLineParts(tenant: string | undefined, path: string, status: number): AccessLineParts {
  return { afterId: `","method":"GET","path":${JSON.stringify(path)},"status":${status},"ms":`, afterMs: `${tenant === undefined ? '' : `,"tenant":${JSON.stringify(tenant)}`},"msg":"request"}\n` };
}

/**
 * A replayed answer's access line, written as pino writes the routes' ones (conventions.ts: the
 * same fields, values and message, at `info`): formatted here from parts kept with the answer,
 * since pino's general path was most of what a replayed answer cost once the bytes were ready, and
 * escaping the path and tenant on every request the largest part of the rest. `reqId` comes from
 * genRequestId, whose ids need no escaping in JSON (conventions.ts).
 */
export function accessLine(time: number, reqId: string, parts: AccessLineParts, ms: number): string {
  return `{"level":30,"time":${time},${LINE_BASE},"reqId":"${reqId}${parts.afterId}${ms}${parts.afterMs}`;
}

/**
 * Installs the fast answers on the app: the routes' cached answers are recorded when sent, and the
 * HTTP server's request handler first offers each request to them, then to Fastify.
 */
export function installFastAnswers(app: FastifyInstance, ctx: AppContext, sink?: AccessLineSink): FastAnswers {
  const fast = new FastAnswers(ctx, app.log, sink);
  app.decorate('fastAnswers', fast);
  app.decorateRequest('cachedAnswer', null);
  app.addHook('onResponse', (request, reply, done) => {
    if (request.cachedAnswer) fast.record(request, reply, request.cachedAnswer);
    else fast.recordLive(request, reply);
    done();
  });
  app.addHook('preClose', (done) => {
    fast.stop();
    done();
  });
  // Fastify created its server with its handler as the one 'request' listener (whatever the server
  // factory); the fast answers go in front of it. Fastify keeps no other reference to the listener.
  const server = app.server;
  const [fastify, ...others] = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  if (fastify && !others.length) {
    server.removeListener('request', fastify);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      let answered: boolean;
      try {
        answered = fast.serve(req, res);
      } catch (err) {
        app.log.error({ err }, 'fast answer failed: the routes answer instead');
        answered = res.headersSent;
      }
      if (!answered) fastify(req, res);
    });
  }
  return fast;
}
