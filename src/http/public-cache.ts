import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LruMap } from 'toad-cache';
import type { z } from 'zod';

/** A cached public answer: its text, ETag, and the data version it was made at. */
export interface CachedAnswer {
  body: string;
  etag: string;
  version: string;
  at: number;
  /** The X-Robots-Tag a cached page is sent with. */
  robots?: string;
  /** The body compressed once (pages): sent to the clients that accept it. */
  encoded?: EncodedBodies;
  /** A page's data file (src/http/spa.ts), kept while the page is served from the cache. */
  pageData?: { key: string; value: { json: string; encoded: EncodedBodies } };
}

/** A body compressed with brotli and gzip. */
export interface EncodedBodies {
  br: Buffer;
  gzip: Buffer;
}

/**
 * A cache of serialized public answers per tenant. A public page is read far more often than it is
 * edited, so the JSON of a public read is kept until the tenant's data changes: every successful
 * API write in this process bumps the tenant's generation, and SQLite's `data_version` catches
 * writes made by another process (the CLI). Entries also expire after `maxAgeMs` (answers that
 * depend on the clock, like upcoming races, stay fresh enough).
 */
export class PublicCache {
  private readonly entries: LruMap<CachedAnswer>;
  private generations = new Map<string, number>();

  constructor(
    maxEntries = 1000,
    private readonly maxAgeMs = 60_000,
  ) {
    this.entries = new LruMap(maxEntries);
  }

  /** Marks every cached answer of the tenant stale. */
  bump(tenantId: string): void {
    this.generations.set(tenantId, (this.generations.get(tenantId) ?? 0) + 1);
  }

  /** The tenant's current data version: own writes plus SQLite's data_version. */
  versionOf(request: FastifyRequest): string {
    return this.versionOfTenant(request.tenantId, request.tenantDb.dataVersion());
  }

  /** The same version, for code outside the tenant scope that read `data_version` itself (pages). */
  versionOfTenant(tenantId: string, dataVersion: number): string {
    return `${this.generations.get(tenantId) ?? 0}.${dataVersion}`;
  }

  /** A fresh entry for the key, if any. */
  get(key: string, version: string): CachedAnswer | undefined {
    const e = this.entries.get(key);
    return e && this.isCurrent(e, version) ? e : undefined;
  }

  /** True while an entry still holds at `version` and has not outlived `maxAgeMs`. */
  isCurrent(entry: CachedAnswer, version: string): boolean {
    return entry.version === version && Date.now() - entry.at <= this.maxAgeMs;
  }

  /** Stores an entry; when full, the one read or stored longest ago goes. */
  set(key: string, entry: CachedAnswer): void {
    this.entries.set(key, entry);
  }
}

/**
 * Answers a public GET from the cache, or loads, encodes with the response schema (dropping internal
 * fields exactly as the serializer would), caches and answers it. Sends an ETag and honours
 * If-None-Match with a 304. It waits for the reply to be sent: an async handler that calls `send`
 * must return or await the reply, or Fastify (the compressed stream still pending) sends an empty body.
 */
export async function sendCachedJson<S extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: S,
  load: () => Promise<z.output<S>>,
): Promise<void> {
  return sendCachedText(request, reply, 'application/json; charset=utf-8', async () => JSON.stringify(schema.encode(await load())));
}

/** The public client's cache-busting query parameter; the routes that declare it ignore it (also fast-answers.ts). */
export const CACHE_BUSTING_PARAM = 'ts';

/**
 * The query as part of a cache key, without `ts`: the public client's cache-busting parameter
 * (`ts=<now>`, new at every read), which every route that declares it ignores. Kept in the key, it
 * made each of those reads a miss that filled the cache with one entry per read.
 */
function queryKey(query: unknown): string {
  if (!query || typeof query !== 'object' || !(CACHE_BUSTING_PARAM in query)) return JSON.stringify(query);
  const rest: Record<string, unknown> = { ...query };
  delete rest[CACHE_BUSTING_PARAM];
  return JSON.stringify(rest);
}

/**
 * The same for a text answer of another type (robots.txt, sitemap.xml): cached per tenant, route,
 * params, query and host (the text may name the site's address), with an ETag.
 */
export async function sendCachedText(request: FastifyRequest, reply: FastifyReply, type: string, load: () => Promise<string>): Promise<void> {
  const cache = request.server.ctx.publicCache;
  const key = `${request.tenantId}\u0000${request.routeOptions.url}\u0000${JSON.stringify(request.params)}\u0000${queryKey(request.query)}${type.startsWith('application/json') ? '' : `\u0000${request.protocol}://${request.host}`}`;
  const version = cache.versionOf(request);
  let entry = cache.get(key, version);
  if (!entry) {
    const body = await load();
    entry = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`, version, at: Date.now() };
    cache.set(key, entry);
  }
  // The fast answers (fast-answers.ts) may replay this answer's bytes and headers until the data changes.
  request.cachedAnswer = { tenantId: request.tenantId, entry };
  reply.header('etag', entry.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === entry.etag) reply.code(304).send();
  else reply.type(type).send(entry.body);
  await reply;
}
