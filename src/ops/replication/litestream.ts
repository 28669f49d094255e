import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { litestreamReplica, type ReplicaTarget } from './replica-target';
import type { ShadowWalPosition } from './unread-wal';

/** The environment variable the single executable sets to the Litestream binary it unpacked. */
export const BUNDLED_LITESTREAM_ENV = 'ATHLETE_BUNDLED_LITESTREAM';

/** Where a database lives in the replica: one folder per tenant, and the registry beside them. */
export const REGISTRY_REPLICA_PATH = 'registry';
/** The replica sub-path of a tenant's database. */
export const tenantReplicaPath = (id: string) => `tenants/${id}`;

/**
 * Finds Litestream: `LITESTREAM_PATH` when set, else the copy the single executable unpacked,
 * else the binary of the npm package `@flydotio/litestream-linux-x64`. Null when none is there.
 */
export function findLitestream(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = [env.LITESTREAM_PATH, env[BUNDLED_LITESTREAM_ENV]];
  try {
    const base = typeof __filename === 'string' ? __filename : path.join(process.cwd(), 'index.js');
    const pkg = createRequire(base).resolve('@flydotio/litestream-linux-x64/package.json');
    candidates.push(path.join(path.dirname(pkg), 'litestream'));
  } catch {
    // Not installed: the other candidates, or none.
  }
  for (const c of candidates) {
    if (!c) continue;
    try {
      fs.accessSync(c, fs.constants.X_OK);
      return path.resolve(c);
    } catch {
      // Try the next one.
    }
  }
  return null;
}

/** One database Litestream watches: its file, and its folder in the replica. */
export interface ReplicatedDb {
  file: string;
  sub: string;
}

/**
 * Litestream's configuration for these databases. Litestream reads YAML, and JSON is YAML, so
 * the file is written with JSON.stringify: no YAML library, no quoting mistakes in paths.
 * Metrics are served on loopback only: they feed `/healthz`'s replication lag.
 */
export function litestreamConfig(opts: { dbs: ReplicatedDb[]; target: ReplicaTarget; metricsAddr?: string; syncInterval: string }): string {
  return JSON.stringify(
    {
      ...(opts.metricsAddr ? { addr: opts.metricsAddr } : {}),
      logging: { level: 'info', type: 'text' },
      dbs: opts.dbs.map((d) => ({ path: d.file, replicas: [{ name: 'replica', ...litestreamReplica(opts.target, d.sub, opts.syncInterval) }] })),
    },
    null,
    2,
  );
}

/** Prometheus text format → `name{labels}` → value; only the `litestream_` series. */
export function parseMetrics(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line.startsWith('litestream_')) continue;
    const m = /^(\S+?)(\{[^}]*\})?\s+(\S+)$/.exec(line);
    if (m) out.set(`${m[1]}${m[2] ?? ''}`, Number(m[3]));
  }
  return out;
}

/** Where one database stands: bytes of WAL not yet in the replica, or unknown before the first sync. */
export interface DbReplicationState {
  /** True when every byte committed to the database's WAL is in the replica. */
  caughtUp: boolean;
  /** WAL bytes committed locally and not yet replicated (0 when caught up). */
  behindBytes: number | null;
}

/**
 * Compares where Litestream's copy of the WAL ends (`shadow`: the current shadow WAL file's index
 * and size, read from the file by shadowWalPosition) with the replica's position Litestream reports
 * (index and offset); plus `unreadBytes`, the bytes of the real WAL Litestream has not copied yet
 * (unreadWalBytes, read from the files; null when that cannot be told).
 * `idleReplicaIsCurrent`: this Litestream has run a full sync round with no error for the database.
 */
export function replicationState(metrics: Map<string, number>, dbFile: string, shadow: ShadowWalPosition | null, unreadBytes: number | null, idleReplicaIsCurrent = false): DbReplicationState {
  const key = (name: string, extra = '') => metrics.get(`${name}{db="${dbFile}"${extra}}`);
  const seenWal = key('litestream_wal_size');
  // Litestream sets the replica's position only when it sends something: a process restarted on
  // an idle database has none. The caller knows whether a full sync round has passed without an
  // error since the start; then the replica holds what the shadow WAL holds.
  const replicaIndex = key('litestream_replica_wal_index', ',name="replica"') ?? (idleReplicaIsCurrent ? shadow?.index : undefined);
  const replicaOffset = key('litestream_replica_wal_offset', ',name="replica"') ?? (idleReplicaIsCurrent ? shadow?.size : undefined);
  if (seenWal === undefined || !shadow || replicaIndex === undefined || replicaOffset === undefined || unreadBytes === null) {
    return { caughtUp: false, behindBytes: null };
  }
  const { index: shadowIndex, size: shadowSize } = shadow;
  if (replicaIndex < shadowIndex) return { caughtUp: false, behindBytes: shadowSize + unreadBytes };
  const unsent = Math.max(0, shadowSize - replicaOffset);
  const behind = unsent + unreadBytes;
  return { caughtUp: behind === 0, behindBytes: behind };
}
