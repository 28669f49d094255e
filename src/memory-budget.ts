import { z } from 'zod';

// What the server may keep in memory, in bytes, and how a machine's memory limit sizes it
// (docs/memory.md). A count of entries bounds nothing when one page is 20 KB and another 2 MB: every
// cache here is bounded in bytes. Figures behind the defaults: docs/benchmarks.md, "Where the memory goes".

const MiB = 1024 * 1024;

/** The sizes `serve` can be given (config.json `caches`, each optional): MiB, and minutes for `idleMinutes`. */
export const CacheSettingsSchema = z
  .object({
    /** Public answers and rendered pages with their brotli and gzip copies, all tenants together. */
    answersMiB: z.number().min(0.1),
    /** The same, for one tenant: one busy (or flooded) site never pushes out the others'. */
    answersPerTenantMiB: z.number().min(0.1),
    /** The data files of rendered pages (what a page's script reads instead of asking the API again). */
    pageDataMiB: z.number().min(0.1),
    /** SQLite's page cache of each open tenant database. */
    databaseCacheMiB: z.number().min(0.25),
    /** sharp's (libvips') cache of decoded images and operations while an upload is processed. */
    imageCacheMiB: z.number().min(0),
    /** A tenant not asked for this long has its kept answers dropped and its database closed (reopened on its next request). */
    idleMinutes: z.number().min(1),
  })
  .partial()
  .strict();
export type CacheSettings = z.infer<typeof CacheSettingsSchema>;

/** The budgets the server runs with, resolved from the memory limit and the settings. */
export interface MemoryBudgets {
  answers: { maxBytes: number; maxBytesPerTenant: number };
  pageData: { maxBytes: number; maxBytesPerTenant: number };
  /** SQLite's `cache_size` of each open database, in KiB. */
  databaseCacheKiB: number;
  /** sharp.cache's `memory`, in MiB. */
  imageCacheMiB: number;
  /** Tenant databases kept open at once. */
  maxOpenTenants: number;
  idleMs: number;
  /** V8's old-space limit to run with (MiB), when a memory limit is given. */
  heapMiB?: number;
}

/** The machine size the defaults are chosen for, when no limit is given: a 1 GiB VPS. */
export const DEFAULT_MEMORY_LIMIT_MIB = 1024;
/** Below this the program does not fit beside its own code (~60 MiB) and a few renders. */
export const MIN_MEMORY_LIMIT_MIB = 128;

/**
 * The budgets for a server limited to `limitMiB` (the whole process, not only its caches): the
 * answer cache gets 1/16 of it, page data 1/32, sharp 1/32, one open database per 32 MiB, and V8's
 * old space half (its young generation, the code, the libraries and the allocator's arenas take the
 * rest). Explicit settings win over what the limit gives; `maxOpenTenants` too when set.
 */
export function memoryBudgets(limitMiB: number | undefined, settings: CacheSettings = {}, maxOpenTenants?: number): MemoryBudgets {
  const limit = Math.max(MIN_MEMORY_LIMIT_MIB, limitMiB ?? DEFAULT_MEMORY_LIMIT_MIB);
  const answersMiB = settings.answersMiB ?? limit / 16;
  const perTenantMiB = Math.min(answersMiB, settings.answersPerTenantMiB ?? answersMiB / 4);
  const pageDataMiB = settings.pageDataMiB ?? limit / 32;
  return {
    answers: { maxBytes: Math.round(answersMiB * MiB), maxBytesPerTenant: Math.round(perTenantMiB * MiB) },
    pageData: { maxBytes: Math.round(pageDataMiB * MiB), maxBytesPerTenant: Math.round(Math.min(pageDataMiB, pageDataMiB / 4) * MiB) },
    databaseCacheKiB: Math.round((settings.databaseCacheMiB ?? (limit <= 256 ? 0.5 : limit <= 512 ? 1 : 2)) * 1024),
    imageCacheMiB: settings.imageCacheMiB ?? Math.round(limit / 32),
    maxOpenTenants: maxOpenTenants ?? Math.max(4, Math.round(limit / 32)),
    idleMs: (settings.idleMinutes ?? 10) * 60_000,
    heapMiB: limitMiB === undefined ? undefined : Math.round(limit / 2),
  };
}
