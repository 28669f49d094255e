import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TenantDatabase } from '../db/database';
import { SizedCache } from './sized-cache';
import { siteAddressOf } from './site-address';

/** A cached public answer: its text, ETag, and the data version it was made at. */
export interface CachedAnswer {
  body: string;
  etag: string;
  version: string;
  /**
   * The tenant's tallies (likes, votes: TenantDatabase.tallies) it was made at, when it shows them:
   * it is current only while they have not moved since, or for `tallyGraceMs` after it was made.
   */
  tallies?: number;
  /** How long after it was made the answer may still be sent though a like or vote moved (pages). */
  tallyGraceMs?: number;
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
 * How long a kept page may still be sent after a visitor's like or vote moved a count it shows
 * (milliseconds). A page's render holds the event loop for 15–25 ms: re-rendered for every like,
 * a popular cheer wall made every visitor of that moment wait (the page's p99 went from 2 to 22 ms
 * under a like every 250 ms). The counts on a page may be this late; the JSON answers that show
 * them never are, and any other write (an admin's edit) shows on the very next request.
 */
export const PAGE_TALLY_GRACE_MS = 5_000;

/** The parts of a tenant's open database its answers' versions are read from (TenantDatabase). */
export type VersionSource = Pick<TenantDatabase, 'dataVersion' | 'epoch'>;

/**
 * How many bytes the public cache keeps, in all and per tenant, unless told (src/memory-budget.ts
 * sizes it from the memory limit). A page of the demo is about 300 KB with its compressed copies
 * and data; a site with long lists several times that.
 */
const PUBLIC_CACHE_LIMITS = { maxBytes: 64 * 1024 * 1024, maxBytesPerTenant: 16 * 1024 * 1024 };

/**
 * The bytes an answer holds, at most: its text (a JavaScript string takes up to two bytes a
 * character), its compressed copies, a page's data file and its copies, and some room for the rest.
 */
export function answerBytes(entry: CachedAnswer): number {
  const encoded = (e: EncodedBodies | undefined) => (e ? e.br.length + e.gzip.length : 0);
  const data = entry.pageData ? 2 * entry.pageData.value.json.length + encoded(entry.pageData.value.encoded) : 0;
  return 2 * entry.body.length + encoded(entry.encoded) + data + 256;
}

/**
 * A cache of serialized public answers per tenant. A public page is read far more often than it is
 * edited, so the JSON of a public read is kept until the tenant's data changes: every successful
 * API write in this process bumps the tenant's generation, and SQLite's `data_version` catches
 * writes made by another process (the CLI). A like or a vote (a tally) moves only the answers that
 * show tallies. Entries also expire after `maxAgeMs` (answers that depend on the clock, like
 * upcoming races, stay fresh enough). It is bounded in bytes, in all and per tenant (SizedCache):
 * one tenant's pages, or made-up requests for them, never push out another tenant's.
 */
export class PublicCache {
  private readonly entries: SizedCache<CachedAnswer>;
  private generations = new Map<string, number>();
  private readonly dropListeners: Array<(tenantId: string) => void> = [];

  constructor(
    limits: { maxBytes: number; maxBytesPerTenant: number } = PUBLIC_CACHE_LIMITS,
    private readonly maxAgeMs = 60_000,
  ) {
    this.entries = new SizedCache(limits, answerBytes);
  }

  /** Marks every cached answer of the tenant stale. */
  bump(tenantId: string): void {
    this.generations.set(tenantId, (this.generations.get(tenantId) ?? 0) + 1);
  }

  /** The tenant's current data version: own writes plus SQLite's data_version (tallies aside). */
  versionOf(request: FastifyRequest): string {
    return this.versionOfTenant(request.tenantId, request.tenantDb);
  }

  /**
   * The same version, for code outside the tenant scope (pages, the fast answers), from the
   * tenant's open database. Its epoch is part of it: a database opened again counts its
   * data_version from the start again, and must not take an older answer for a current one.
   */
  versionOfTenant(tenantId: string, db: VersionSource): string {
    return `${this.generations.get(tenantId) ?? 0}.${db.epoch}.${db.dataVersion()}`;
  }

  /** A fresh entry for the key, if any (`tallies`: the tenant's, now). */
  get(key: string, version: string, tallies: number): CachedAnswer | undefined {
    const e = this.entries.get(key);
    return e && this.isCurrent(e, version, tallies) ? e : undefined;
  }

  /**
   * True while an entry still holds at `version` and has not outlived `maxAgeMs`; for an entry that
   * shows tallies, while they are still `tallies`, or within its grace (pages).
   */
  isCurrent(entry: Pick<CachedAnswer, 'version' | 'at' | 'tallies' | 'tallyGraceMs'>, version: string, tallies: number): boolean {
    if (entry.version !== version) return false;
    const age = Date.now() - entry.at;
    // An entry from the future: the clock was set back since, and its age says nothing.
    if (age < 0 || age > this.maxAgeMs) return false;
    return entry.tallies === undefined || entry.tallies === tallies || (entry.tallyGraceMs !== undefined && age <= entry.tallyGraceMs);
  }

  /**
   * Forgets everything kept for a tenant (its database was closed: every answer kept names the
   * epoch of the handle that is gone, so none could be sent again), and tells the listeners.
   */
  dropTenant(tenantId: string): void {
    this.entries.dropTenant(tenantId);
    for (const listener of this.dropListeners) listener(tenantId);
  }

  /** Runs `listener` whenever a tenant's answers are dropped (the page data files kept beside them). */
  onDropTenant(listener: (tenantId: string) => void): void {
    this.dropListeners.push(listener);
  }

  /** Bytes kept, for one tenant or all. */
  bytes(tenantId?: string): number {
    return this.entries.bytes(tenantId);
  }

  /** Stores a tenant's entry; when that tenant's share or the whole is full, the one read or stored longest ago goes. */
  set(tenantId: string, key: string, entry: CachedAnswer): void {
    this.entries.set(tenantId, key, entry);
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
  options?: CachedAnswerOptions,
): Promise<void> {
  return sendCachedText(request, reply, 'application/json; charset=utf-8', async () => JSON.stringify(schema.encode(await load())), options);
}

/** What a cached answer depends on besides the tenant's data version. */
export interface CachedAnswerOptions {
  /** It shows tallies (like or vote counts): a like or vote makes it stale (TenantDatabase.tallied). */
  tallies?: boolean;
  /**
   * The query the answer depends on, when not the request's validated query as it came: a value
   * the route checked against the data (a college link's code that exists), so made-up values all
   * share the plain answer instead of each keeping one.
   */
  query?: Record<string, unknown>;
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
 * params, query and site address (the text may name it: site-address.ts, a handful of values per
 * tenant whatever the request's Host), with an ETag.
 */
export async function sendCachedText(request: FastifyRequest, reply: FastifyReply, type: string, load: () => Promise<string>, options?: CachedAnswerOptions): Promise<void> {
  const cache = request.server.ctx.publicCache;
  const key = `${request.tenantId}\u0000${request.routeOptions.url}\u0000${JSON.stringify(request.params)}\u0000${queryKey(options?.query ?? request.query)}${type.startsWith('application/json') ? '' : `\u0000${siteAddressOf(request.server.ctx, request, request.tenantId).origin}`}`;
  const version = cache.versionOf(request);
  // Read before the answer is loaded: a like during the load leaves it stale rather than current.
  const tallies = request.tenantDb.tallies();
  let entry = cache.get(key, version, tallies);
  if (!entry) {
    const body = await load();
    entry = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`, version, ...(options?.tallies ? { tallies } : {}), at: Date.now() };
    cache.set(request.tenantId, key, entry);
  }
  // The fast answers (fast-answers.ts) may replay this answer's bytes and headers until the data changes.
  request.cachedAnswer = { tenantId: request.tenantId, entry };
  reply.header('etag', entry.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === entry.etag) reply.code(304).send();
  else reply.type(type).send(entry.body);
  await reply;
}
