/**
 * Where media go, parsed from the one URL an operator gives (`serve --media`, `media migrate --to`,
 * `MEDIA_URL`, the config's `media`): `s3://bucket/prefix`, with the same optional query as a
 * replica URL (`endpoint`, `region`, `forcePathStyle`). Keys never belong in the URL: they come
 * from the standard AWS variables or the config file.
 */
export interface S3MediaTarget {
  bucket: string;
  /** The key prefix under which every tenant has its folder; '' for the bucket's root. */
  prefix: string;
  endpoint?: string;
  region?: string;
  forcePathStyle?: boolean;
}

/** A media URL that cannot be used, with the reason in words. */
export class MediaUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MediaUrlError';
  }
}

const EXAMPLE = 's3://athlete-media/site?endpoint=http://127.0.0.1:9000&region=us-east-1';
/** S3's bucket naming rules (3–63 lowercase letters, digits, dots, hyphens; letter or digit at both ends). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** One prefix segment: the same safe shape as a stored media path, so a key is predictable. */
const PREFIX_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const OPTIONS = new Set(['endpoint', 'region', 'forcePathStyle']);

/** Parses and checks a media URL; throws a MediaUrlError that names the problem. */
export function parseMediaUrl(input: string): S3MediaTarget {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new MediaUrlError(`"${input}" is not a URL. Example: ${EXAMPLE}`);
  }
  if (url.protocol !== 's3:') throw new MediaUrlError(`Unsupported media URL scheme "${url.protocol}": only s3:// (any S3-compatible service). Example: ${EXAMPLE}`);
  if (url.username || url.password) throw new MediaUrlError('Keep S3 keys out of the URL: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or the config file\'s media.accessKeyId and media.secretAccessKey.');
  if (url.port) throw new MediaUrlError('An s3:// URL names a bucket, not a server: put the server in ?endpoint=http://host:port');
  if (!url.hostname) throw new MediaUrlError(`An s3:// URL names a bucket: ${EXAMPLE}`);
  if (!BUCKET.test(url.hostname)) throw new MediaUrlError(`"${url.hostname}" is not a valid bucket name (3–63 lowercase letters, digits, dots or hyphens).`);
  if (url.hash) throw new MediaUrlError('A media URL has no #fragment.');
  const unknown = [...url.searchParams.keys()].find((k) => !OPTIONS.has(k));
  if (unknown) throw new MediaUrlError(`Unknown option "${unknown}" in the media URL (known: endpoint, region, forcePathStyle).`);

  // From the text as given: the URL parser would quietly resolve `x/../y` into `y`.
  const rawPath = input.replace(/^s3:\/\/[^/?#]*/i, '').split(/[?#]/)[0] ?? '';
  const segments = rawPath.split('/').filter(Boolean).map((s) => decodeURIComponentSafe(s));
  const bad = segments.find((s) => !PREFIX_SEGMENT.test(s));
  if (bad !== undefined) throw new MediaUrlError(`The prefix segment "${bad}" is not allowed: letters, digits, dot, dash and underscore, not starting with a dot.`);

  const target: S3MediaTarget = { bucket: url.hostname, prefix: segments.join('/') };
  const endpoint = url.searchParams.get('endpoint');
  if (endpoint !== null) target.endpoint = checkEndpoint(endpoint);
  const region = url.searchParams.get('region');
  if (region !== null) {
    if (!/^[a-z0-9-]{1,40}$/.test(region)) throw new MediaUrlError(`"${region}" is not a region name (such as us-east-1, eu-west-3 or auto).`);
    target.region = region;
  }
  const fps = url.searchParams.get('forcePathStyle');
  if (fps !== null) {
    if (fps !== 'true' && fps !== 'false') throw new MediaUrlError('forcePathStyle is true or false.');
    target.forcePathStyle = fps === 'true';
  }
  return target;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Checks an S3 endpoint (from the URL, the environment or the config): an http(s) origin. */
export function checkEndpoint(endpoint: string): string {
  let e: URL;
  try {
    e = new URL(endpoint);
  } catch {
    throw new MediaUrlError(`The S3 endpoint "${endpoint}" is not a URL (such as https://s3.eu-west-3.amazonaws.com or http://127.0.0.1:9000).`);
  }
  if (e.protocol !== 'https:' && e.protocol !== 'http:') throw new MediaUrlError(`The S3 endpoint "${endpoint}" must be an http:// or https:// URL.`);
  if (e.username || e.password) throw new MediaUrlError('Keep S3 keys out of the endpoint URL.');
  return endpoint;
}

/** The target as a URL again, for logs and `/healthz` (it never holds a key). */
export function describeMediaTarget(t: S3MediaTarget): string {
  return `s3://${t.bucket}/${t.prefix}${t.endpoint ? ` (endpoint ${t.endpoint})` : ''}`;
}
