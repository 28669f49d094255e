import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { carriesPassword, parseReplicaUrl } from './ops/replication/replica-target';
import { PublicWriteLimitsSchema } from './config';
import { MediaSettingsSchema } from './media/store/media-settings';
import { MailSettingsLayerSchema } from './mail/mail-settings';
import { CacheSettingsSchema, MIN_MEMORY_LIMIT_MIB } from './memory-budget';

/** Raised for a config file (or flag) that cannot be used; the message names the field. */
export class ConfigFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigFileError';
  }
}

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/** Parses an interval such as `90`, `30s`, `15m`, `24h` or `7d` into seconds; undefined when it is not one. */
export function parseInterval(value: string | number): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 ? value : undefined;
  const m = /^\s*(\d+)\s*([smhd]?)\s*$/.exec(value);
  if (!m) return undefined;
  const seconds = Number(m[1]) * UNIT_SECONDS[(m[2] || 's') as keyof typeof UNIT_SECONDS];
  return seconds >= 1 ? seconds : undefined;
}

/** An interval in the file: seconds as a number, or a string with a unit. */
const IntervalSchema = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const seconds = parseInterval(v);
  if (seconds === undefined) {
    ctx.addIssue({ code: 'custom', message: 'Expected a whole number of seconds, or a number with s, m, h or d (e.g. "24h").' });
    return z.NEVER;
  }
  return seconds;
});

/** How many scheduled backups are kept when the settings do not say. */
export const DEFAULT_BACKUP_KEEP = 14;

/** Settings of the scheduled backups. */
const BackupSettingsSchema = z
  .object({
    /** How often; off when absent. */
    every: IntervalSchema.optional(),
    /** How many scheduled backups to keep (older ones are deleted). */
    keep: z.number().int().min(1).optional(),
    /** Where they go; `<data>/backups` when absent. A relative path is read from the data folder. */
    dir: z.string().min(1).optional(),
  })
  .strict();

/** Built-in HTTPS: certificates from an ACME CA (Let's Encrypt unless told otherwise). */
const HttpsSettingsSchema = z
  .object({
    enabled: z.boolean(),
    /** The plain HTTP port: the CA's HTTP-01 challenges and the redirect to HTTPS. */
    httpPort: z.number().int().min(0).max(65535),
    httpsPort: z.number().int().min(0).max(65535),
    acmeDirectory: z.url({ protocol: /^https?$/ }),
    /** A PEM file of CAs to trust for the ACME directory itself (a test CA). */
    acmeCaFile: z.string().min(1),
    acmeEmail: z.email(),
  })
  .partial()
  .strict();

/**
 * Everything `serve` can be told, from `data/config.json` or the command line. Every field is
 * optional; unknown fields are refused, so a typo is reported instead of silently ignored.
 */
export const ServeSettingsSchema = z
  .object({
    port: z.number().int().min(0).max(65535),
    host: z.string().min(1),
    publicDir: z.string().min(1),
    logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    trustProxy: z.boolean(),
    maxOpenTenants: z.number().int().min(1),
    /** The memory the server should stay within, in MiB: sizes its caches and V8's heap (docs/memory.md). */
    memoryLimitMiB: z.number().int().min(MIN_MEMORY_LIMIT_MIB),
    /** Each cache's size in MiB (and `idleMinutes`), overriding what `memoryLimitMiB` gives it. */
    caches: CacheSettingsSchema,
    tokenTtlSeconds: z.number().int().min(60),
    loginMaxFailures: z.number().int().min(1),
    loginWindowMs: z.number().int().min(1000),
    publicWriteLimits: PublicWriteLimitsSchema,
    backup: BackupSettingsSchema,
    https: HttpsSettingsSchema,
    /** Litestream replica of every database (docs/replication.md). */
    replicateUrl: z.string().superRefine((url, ctx) => {
      try {
        parseReplicaUrl(url);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
      }
    }),
    replicateSyncInterval: z.string().regex(/^\d+(ms|s|m)$/, 'an interval such as 1s, 500ms or 1m'),
    /** Media in an S3-compatible bucket: `s3://bucket/prefix`, or `{ url, endpoint, region, forcePathStyle, accessKeyId, secretAccessKey }`. */
    media: MediaSettingsSchema,
    /** E-mail through the family's SMTP server: `{ smtpUrl, from, operatorEmail, maxPerMinute, holdMinutes }` (docs/email.md). */
    mail: MailSettingsLayerSchema,
  })
  .partial()
  .strict();
export type ServeSettings = z.infer<typeof ServeSettingsSchema>;

/** One line per zod issue, each naming the field by its dotted path. */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((i) => {
      const field = i.path.join('.');
      return `  ${field || '(top level)'}: ${i.message}`;
    })
    .join('\n');
}

/** Validates settings from one source; the error names the source and each bad field. */
export function parseServeSettings(input: unknown, source: string): ServeSettings {
  const r = ServeSettingsSchema.safeParse(input);
  if (!r.success) throw new ConfigFileError(`${source} is not valid:\n${describeIssues(r.error)}`);
  return r.data;
}

/** The default config file of a data folder. */
export function defaultConfigFile(dataDir: string): string {
  return path.join(dataDir, 'config.json');
}

/**
 * Reads and validates a config file. A missing default file is no config at all; a missing file
 * given explicitly, unreadable JSON or a bad field stop the start with a message saying which.
 */
export function readConfigFile(file: string, options: { required: boolean }): ServeSettings {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT' && !options.required) return {};
    throw new ConfigFileError(`Cannot read the config file ${file}: ${(err as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new ConfigFileError(`The config file ${file} is not valid JSON: ${(err as Error).message}`);
  }
  return parseServeSettings(json, `The config file ${file}`);
}

/**
 * Merges the sources, later ones winning field by field (the config file, then the environment,
 * then the flags); nested groups (backup, https, publicWriteLimits, media, mail, caches) merge by their own fields.
 */
export function mergeServeSettings(...layers: ServeSettings[]): ServeSettings {
  const out: ServeSettings = {};
  for (const layer of layers) {
    const { backup, publicWriteLimits, https, media, mail, caches, ...flat } = layer;
    Object.assign(out, flat);
    // SMTP_URL from the environment keeps the sender and limits the config file gave.
    if (mail) out.mail = { ...out.mail, ...mail };
    // A URL from a flag keeps the endpoint and keys the config file gave.
    if (media) out.media = { ...out.media, ...media };
    if (https) out.https = { ...out.https, ...https };
    if (backup) out.backup = { ...out.backup, ...backup };
    if (publicWriteLimits) out.publicWriteLimits = { ...out.publicWriteLimits, ...publicWriteLimits };
    if (caches) out.caches = { ...out.caches, ...caches };
  }
  return out;
}

/**
 * A warning when a config file holds secrets (S3 keys, a replica or SMTP password) and users other than
 * its owner may read it; undefined when it holds none, is private, or cannot be read. The server
 * starts anyway: the file is the operator's to fix (`chmod 600`).
 */
export function configFileExposure(file: string): string | undefined {
  let mode: number;
  let json: unknown;
  try {
    mode = fs.statSync(file).mode & 0o777;
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  if ((mode & 0o077) === 0 || !json || typeof json !== 'object') return undefined;
  const o = json as { media?: { accessKeyId?: unknown; secretAccessKey?: unknown }; replicateUrl?: unknown; mail?: { smtpUrl?: unknown } };
  const secrets = [
    o.media && typeof o.media === 'object' && o.media.secretAccessKey ? 'media.secretAccessKey' : '',
    o.media && typeof o.media === 'object' && !o.media.secretAccessKey && o.media.accessKeyId ? 'media.accessKeyId' : '',
    typeof o.replicateUrl === 'string' && carriesPassword(o.replicateUrl) ? 'replicateUrl' : '',
    o.mail && typeof o.mail === 'object' && typeof o.mail.smtpUrl === 'string' && carriesPassword(o.mail.smtpUrl) ? 'mail.smtpUrl' : '',
  ].filter(Boolean);
  if (!secrets.length) return undefined;
  return `Warning: ${file} holds secrets (${secrets.join(', ')}) and other users of this machine can read it (mode ${mode.toString(8)}): chmod 600 ${file}`;
}
