import path from 'node:path';

/**
 * Where Litestream sends the databases, parsed from the one URL an operator gives
 * (`serve --replicate URL`, `restore --from-replica URL`). Three kinds, the ones Litestream
 * supports and a family or a club can get: a folder (another disk, a NAS mount), an SSH server,
 * and S3-compatible object storage. Secrets stay out of the URL where possible: S3 keys come from
 * the environment, the SSH key from a file path.
 */
export type ReplicaTarget =
  | { kind: 'file'; dir: string }
  | { kind: 'sftp'; host: string; user: string; password?: string; keyPath?: string; dir: string }
  | { kind: 's3'; bucket: string; prefix: string; endpoint?: string; region?: string; forcePathStyle: boolean };

/** A replica URL that cannot be used, with the reason in words. */
export class ReplicaUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReplicaUrlError';
  }
}

const EXAMPLES = 'file:///mnt/backup/athlete, sftp://user@host:22/path?key=/root/.ssh/id_ed25519, s3://bucket/prefix?endpoint=https://…&region=…';

/** Parses and checks a replica URL; throws a ReplicaUrlError that names the problem. */
export function parseReplicaUrl(input: string): ReplicaTarget {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new ReplicaUrlError(`"${input}" is not a URL. Examples: ${EXAMPLES}`);
  }
  const query = url.searchParams;
  const known = new Set(url.protocol === 's3:' ? ['endpoint', 'region', 'forcePathStyle'] : url.protocol === 'sftp:' ? ['key'] : []);
  const unknown = [...query.keys()].filter((k) => !known.has(k));
  if (unknown.length) throw new ReplicaUrlError(`Unknown option "${unknown[0]}" in the replica URL.`);

  switch (url.protocol) {
    case 'file:': {
      if (url.host) throw new ReplicaUrlError('A file replica URL names a local folder: file:///absolute/path (three slashes).');
      const dir = decodeURIComponent(url.pathname);
      if (!path.isAbsolute(dir) || dir === '/') throw new ReplicaUrlError('A file replica needs an absolute folder other than /.');
      return { kind: 'file', dir: path.normalize(dir).replace(/\/+$/, '') };
    }
    case 'sftp:': {
      if (!url.hostname) throw new ReplicaUrlError('An sftp replica URL needs a host: sftp://user@host:22/path');
      if (!url.username) throw new ReplicaUrlError('An sftp replica URL needs a user: sftp://user@host/path');
      const dir = decodeURIComponent(url.pathname).replace(/\/+$/, '');
      if (!dir) throw new ReplicaUrlError('An sftp replica URL needs a folder on the server: sftp://user@host/path');
      const keyPath = query.get('key') ?? undefined;
      if (keyPath !== undefined && !path.isAbsolute(keyPath)) throw new ReplicaUrlError('The sftp key must be an absolute file path (?key=/root/.ssh/id_ed25519).');
      const password = url.password ? decodeURIComponent(url.password) : undefined;
      if (!keyPath && !password) throw new ReplicaUrlError('An sftp replica needs a private key (?key=/path/to/key) or a password.');
      return { kind: 'sftp', host: url.port ? `${url.hostname}:${url.port}` : url.hostname, user: decodeURIComponent(url.username), password, keyPath, dir };
    }
    case 's3:': {
      if (!url.hostname) throw new ReplicaUrlError('An s3 replica URL names a bucket: s3://bucket/prefix');
      if (url.username || url.password) throw new ReplicaUrlError('Keep S3 keys out of the URL: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or LITESTREAM_…) instead.');
      const endpoint = query.get('endpoint') ?? undefined;
      if (endpoint !== undefined) {
        let e: URL;
        try {
          e = new URL(endpoint);
        } catch {
          throw new ReplicaUrlError(`The S3 endpoint "${endpoint}" is not a URL.`);
        }
        if (e.protocol !== 'https:' && e.protocol !== 'http:') throw new ReplicaUrlError('The S3 endpoint must be an http(s) URL.');
      }
      const fps = query.get('forcePathStyle');
      if (fps !== null && fps !== 'true' && fps !== 'false') throw new ReplicaUrlError('forcePathStyle is true or false.');
      return {
        kind: 's3',
        bucket: url.hostname,
        prefix: decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, ''),
        endpoint,
        region: query.get('region') ?? undefined,
        // A custom endpoint (MinIO, R2, B2, a test server) almost always wants path-style requests.
        forcePathStyle: fps === null ? endpoint !== undefined : fps === 'true',
      };
    }
    default:
      throw new ReplicaUrlError(`Unsupported replica URL scheme "${url.protocol}". Use file://, sftp:// or s3://. Examples: ${EXAMPLES}`);
  }
}

/** True when a replica URL carries a password (`sftp://user:password@…`). */
export function carriesPassword(input: string): boolean {
  try {
    return new URL(input).password !== '';
  } catch {
    return false;
  }
}

/**
 * Why a replica URL with a password is refused on the command line, and the ways that keep it
 * private: the arguments of every process are readable by every user of the machine (`ps`), its
 * environment and the config file only by its own user.
 */
export function passwordOnCommandLine(flag: string): string {
  return [
    `A password in ${flag} is visible to every user of this machine (ps shows the command line): refusing it.`,
    'Give it one of these ways instead:',
    '  - an SSH key file: sftp://user@host/dir?key=/path/to/private_key (best);',
    `  - the environment: REPLICATE_URL='sftp://user:password@host/dir'${flag === '--from-replica' ? ', and --from-replica with the URL without its password' : ''};`,
    `  - the config file: "replicateUrl": "sftp://user:password@host/dir" in data/config.json (readable by the service's user only)${flag === '--from-replica' ? ', and --from-replica with the URL without its password' : ''}.`,
  ].join('\n');
}

/**
 * An sftp URL given without a password or key, with the password of the configured replica URL
 * (REPLICATE_URL or the config file's `replicateUrl`) when that one names the same user, host,
 * port and folder; any other URL as given. `restore --from-replica` takes its password this way,
 * never from the command line.
 */
export function passwordFromConfigured(url: string, configured: string | undefined): string {
  let known: ReplicaTarget;
  let u: URL;
  try {
    known = parseReplicaUrl(configured ?? '');
    u = new URL(url);
  } catch {
    return url;
  }
  if (known.kind !== 'sftp' || !known.password) return url;
  if (u.protocol !== 'sftp:' || u.password || u.searchParams.has('key')) return url;
  const host = u.port ? `${u.hostname}:${u.port}` : u.hostname;
  const dir = decodeURIComponent(u.pathname).replace(/\/+$/, '');
  if (decodeURIComponent(u.username) !== known.user || host !== known.host || dir !== known.dir) return url;
  return configured!;
}

/** The URL again without its secret (an sftp password), for logs and `/healthz`. */
export function describeTarget(t: ReplicaTarget): string {
  switch (t.kind) {
    case 'file':
      return `file://${t.dir}`;
    case 'sftp':
      return `sftp://${t.user}@${t.host}${t.dir}`;
    case 's3':
      return `s3://${t.bucket}/${t.prefix}${t.endpoint ? ` (endpoint ${t.endpoint})` : ''}`;
  }
}

/** One replica entry of Litestream's configuration, for the database stored under `sub` of the target. */
export function litestreamReplica(t: ReplicaTarget, sub: string, syncInterval: string): Record<string, unknown> {
  const base = { 'sync-interval': syncInterval };
  switch (t.kind) {
    case 'file':
      return { ...base, type: 'file', path: path.posix.join(t.dir, sub) };
    case 'sftp':
      return { ...base, type: 'sftp', host: t.host, user: t.user, path: path.posix.join(t.dir, sub), ...(t.password ? { password: t.password } : {}), ...(t.keyPath ? { 'key-path': t.keyPath } : {}) };
    case 's3':
      return {
        ...base,
        type: 's3',
        bucket: t.bucket,
        path: t.prefix ? `${t.prefix}/${sub}` : sub,
        ...(t.endpoint ? { endpoint: t.endpoint } : {}),
        ...(t.region ? { region: t.region } : {}),
        'force-path-style': t.forcePathStyle,
      };
  }
}
