import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import type * as S3Module from '@aws-sdk/client-s3';
import { isValidTenantId } from '../../tenants/tenant-store';
import { isSafeRelativePath, mediaRoot, removeQuietly } from '../paths';
import { assertStoredPath, type ByteRange, type MediaStore, type StoredFileInfo, type TenantMedia } from './media-store';
import { checkEndpoint, describeMediaTarget, type S3MediaTarget } from './media-url';

/** What the config file may add to an s3:// media URL (each field optional; the URL's query wins). */
export interface S3Settings {
  endpoint?: string;
  region?: string;
  forcePathStyle?: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
}

// The SDK is about 2 MB of JavaScript that a server on local disk never needs: it is loaded on the
// first S3 call, not at start (a lazy part in a build: s3-sdk.ts), so no start parses it.
let loaded: Promise<typeof S3Module> | undefined;
function loadS3(): Promise<typeof S3Module> {
  loaded ??= import('./s3-sdk');
  return loaded;
}

/** Files up to this size are uploaded from memory (retryable); larger ones are streamed. */
const BUFFERED_PUT_MAX = 16 * 1024 * 1024;

/** The content types a browser needs for what the pipeline writes (S3 answers what it was given). */
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  tiff: 'image/tiff',
  mp4: 'video/mp4',
};

/** The content type of a stored path, from its extension. */
export function contentTypeOf(rel: string): string {
  return CONTENT_TYPES[rel.slice(rel.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/**
 * The S3 client's settings: the URL's query first, then the config file, then the standard AWS
 * variables (`AWS_ENDPOINT_URL_S3`, `AWS_ENDPOINT_URL`, `AWS_REGION`, `AWS_DEFAULT_REGION`).
 * Credentials: the config's keys when given, else the SDK's own chain (`AWS_ACCESS_KEY_ID`,
 * `AWS_SECRET_ACCESS_KEY`, `AWS_SESSION_TOKEN`, profiles, instance roles).
 */
export function s3ClientConfig(target: S3MediaTarget, settings: S3Settings = {}, env: NodeJS.ProcessEnv = process.env): S3Module.S3ClientConfig {
  const endpointRaw = target.endpoint ?? settings.endpoint ?? env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL;
  const endpoint = endpointRaw ? checkEndpoint(endpointRaw) : undefined;
  const region = target.region ?? settings.region ?? env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1';
  // MinIO, s3rver and most self-hosted services answer path-style requests only.
  const forcePathStyle = target.forcePathStyle ?? settings.forcePathStyle ?? endpoint !== undefined;
  const keys = settings.accessKeyId && settings.secretAccessKey ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } } : {};
  return {
    region,
    forcePathStyle,
    ...(endpoint ? { endpoint } : {}),
    ...keys,
    // The SDK's default sends CRC checksums in an aws-chunked body, which several S3-compatible
    // services (and s3rver) refuse; a plain PUT with a known length works everywhere, so checksums
    // are sent only where the API requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/** True for the SDK's "no such key" answers (HEAD has no body, so only the status says it). */
function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

/** One tenant's files in the bucket, under `<prefix>/<tenant>/`. */
class S3TenantMedia implements TenantMedia {
  constructor(
    readonly tenantId: string,
    readonly workDir: string,
    private readonly bucket: string,
    private readonly keyPrefix: string,
    private readonly client: () => Promise<{ s3: typeof S3Module; client: S3Module.S3Client }>,
  ) {}

  private key(rel: string): string {
    assertStoredPath(rel);
    return `${this.keyPrefix}${rel}`;
  }

  async put(rel: string, tmpFile: string): Promise<void> {
    const Key = this.key(rel);
    const { s3, client } = await this.client();
    const { size } = await fsp.stat(tmpFile);
    // The SDK retries a PUT whose body it can send again, never a stream: images (small) go as a
    // buffer, so a dropped connection costs a retry instead of the upload; videos are streamed.
    const Body = size <= BUFFERED_PUT_MAX ? await fsp.readFile(tmpFile) : fs.createReadStream(tmpFile);
    // One PUT: S3 makes an object visible only once all of it arrived, so no reader ever sees half a
    // file, and a failed upload leaves nothing (the caller writes its row only after this returns).
    await client.send(new s3.PutObjectCommand({ Bucket: this.bucket, Key, Body, ContentLength: size, ContentType: contentTypeOf(rel) }));
    await removeQuietly(tmpFile);
  }

  async stat(rel: string): Promise<StoredFileInfo | undefined> {
    const { s3, client } = await this.client();
    try {
      const head = await client.send(new s3.HeadObjectCommand({ Bucket: this.bucket, Key: this.key(rel) }));
      return { size: head.ContentLength ?? 0, mtimeMs: head.LastModified?.getTime() ?? 0, etag: head.ETag ?? '""' };
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async read(rel: string, range?: ByteRange): Promise<Readable> {
    const { s3, client } = await this.client();
    const out = await client.send(new s3.GetObjectCommand({ Bucket: this.bucket, Key: this.key(rel), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
    if (!(out.Body instanceof Readable)) throw new Error('The S3 answer has no readable body.');
    return out.Body;
  }

  async delete(rel: string): Promise<void> {
    const { s3, client } = await this.client();
    await client.send(new s3.DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(rel) }));
  }

  async *list(): AsyncIterable<{ rel: string; size: number }> {
    const { s3, client } = await this.client();
    for await (const page of s3.paginateListObjectsV2({ client }, { Bucket: this.bucket, Prefix: this.keyPrefix })) {
      for (const o of page.Contents ?? []) {
        const rel = o.Key?.slice(this.keyPrefix.length) ?? '';
        if (isSafeRelativePath(rel)) yield { rel, size: o.Size ?? 0 };
      }
    }
  }
}

/** Media files in an S3-compatible bucket, one folder per tenant; temp files stay in the data folder. */
export class S3MediaStore implements MediaStore {
  readonly kind = 's3' as const;
  readonly location: string;
  private client: Promise<{ s3: typeof S3Module; client: S3Module.S3Client }> | undefined;
  private readonly config: S3Module.S3ClientConfig;

  constructor(
    private readonly dataDir: string,
    private readonly target: S3MediaTarget,
    settings: S3Settings = {},
    env: NodeJS.ProcessEnv = process.env,
  ) {
    // Built now, so a bad endpoint stops the start instead of the first upload.
    this.config = s3ClientConfig(target, settings, env);
    this.location = describeMediaTarget({ ...target, ...(this.config.endpoint ? { endpoint: String(this.config.endpoint) } : {}) });
  }

  private connect(): Promise<{ s3: typeof S3Module; client: S3Module.S3Client }> {
    this.client ??= loadS3().then((s3) => ({ s3, client: new s3.S3Client(this.config) }));
    return this.client;
  }

  forTenant(tenantId: string): TenantMedia {
    // The key prefix ends with the tenant id and a slash: `a/` never lists `ab/`, and every key is
    // built from a checked stored path, so one tenant cannot name another's object.
    if (!isValidTenantId(tenantId)) throw new Error(`Invalid tenant id ${JSON.stringify(tenantId)}`);
    const keyPrefix = `${this.target.prefix ? `${this.target.prefix}/` : ''}${tenantId}/`;
    return new S3TenantMedia(tenantId, mediaRoot(this.dataDir, tenantId), this.target.bucket, keyPrefix, () => this.connect());
  }

  /** Closes the client's sockets (server shutdown, end of a migrate). */
  async close(): Promise<void> {
    if (this.client) (await this.client).client.destroy();
  }
}
