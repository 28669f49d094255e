import path from 'node:path';
import { z } from 'zod';
import { MailSettingsSchema } from './mail/mail-settings';
import { CacheSettingsSchema, MIN_MEMORY_LIMIT_MIB } from './memory-budget';
import { MediaSettingsSchema } from './media/store/media-settings';

/** One public write limit: at most `max` requests per client address in `windowSeconds`. */
const WriteLimitSchema = z.object({
  max: z.number().int().min(1),
  windowSeconds: z.number().int().min(1),
}).strict();
export type WriteLimit = z.infer<typeof WriteLimitSchema>;

/** Today's limits: a few cheers, many likes, a vote every two seconds. */
const DEFAULT_PUBLIC_WRITE_LIMITS = {
  cheers: { max: 10, windowSeconds: 600 },
  likes: { max: 60, windowSeconds: 60 },
  votes: { max: 30, windowSeconds: 60 },
} as const satisfies Record<string, WriteLimit>;

/** The public write limits by route family; each one may be given alone. */
export const PublicWriteLimitsSchema = z.object({
  cheers: WriteLimitSchema.default(DEFAULT_PUBLIC_WRITE_LIMITS.cheers),
  likes: WriteLimitSchema.default(DEFAULT_PUBLIC_WRITE_LIMITS.likes),
  votes: WriteLimitSchema.default(DEFAULT_PUBLIC_WRITE_LIMITS.votes),
}).strict();
export type PublicWriteKind = keyof z.infer<typeof PublicWriteLimitsSchema>;

/** Everything the server needs, validated once. */
export const ConfigSchema = z.object({
  dataDir: z.string().min(1),
  /** The built UI (index.html and assets); null serves the API only. */
  publicDir: z.string().nullable().default(null),
  host: z.string().default('0.0.0.0'),
  port: z.coerce.number().int().min(0).max(65535).default(8080),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Trust X-Forwarded-* from a reverse proxy in front (the README's HTTPS set-up). */
  trustProxy: z.boolean().default(false),
  /** Tenant databases kept open at once; unset, one per 32 MiB of the memory limit (memory-budget.ts). */
  maxOpenTenants: z.number().int().min(1).optional(),
  /** The memory the whole process should stay within (MiB): sizes the caches and V8's heap (docs/memory.md). */
  memoryLimitMiB: z.number().int().min(MIN_MEMORY_LIMIT_MIB).optional(),
  /** Each cache's size, in MiB, overriding what the memory limit gives it. */
  caches: CacheSettingsSchema.default({}),
  tokenTtlSeconds: z.number().int().min(60).default(7 * 24 * 3600),
  /** Failed logins allowed per client and e-mail in `loginWindowMs` before 429. */
  loginMaxFailures: z.number().int().min(1).default(5),
  loginWindowMs: z.number().int().min(1000).default(15 * 60 * 1000),
  /** Public write rate limits; lifted only by benchmarks. */
  rateLimits: z.boolean().default(true),
  /** How many public writes one client address may make per window (a club behind one address at a meet needs more). */
  publicWriteLimits: PublicWriteLimitsSchema.default(DEFAULT_PUBLIC_WRITE_LIMITS),
  /** Test-only: lets server-side fetches reach loopback (a test page). Never on by default. */
  allowLoopbackFetch: z.boolean().default(false),
  /** Stream every tenant's database to this replica with Litestream (file://, sftp://, s3://); see docs/replication.md. */
  replicateUrl: z.string().min(1).optional(),
  /** How often Litestream pushes to the replica: the most a dead disk can lose. */
  replicateSyncInterval: z.string().regex(/^\d+(ms|s|m)$/).default('1s'),
  /** Media files in an S3-compatible bucket instead of the data folder (docs/replication.md). */
  media: MediaSettingsSchema.optional(),
  /** Outgoing e-mail through the family's SMTP server (docs/email.md); without it, notifications stay in the admin. */
  mail: MailSettingsSchema.optional(),
  /** Version written in logs, backups and the health answer. */
  version: z.string().default('0.0.0'),
});
export type AppConfig = z.infer<typeof ConfigSchema>;
export type AppConfigInput = z.input<typeof ConfigSchema>;

/** Validates a config; a relative data directory is resolved from the working directory. */
export function loadConfig(input: AppConfigInput): AppConfig {
  const config = ConfigSchema.parse(input);
  return { ...config, dataDir: path.resolve(config.dataDir), publicDir: config.publicDir ? path.resolve(config.publicDir) : null };
}
