import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { dataPaths, readTenantRecords, type TenantRecord } from '../../tenants/tenant-store';
import { REGISTRY_REPLICA_PATH, litestreamConfig, parseMetrics, replicationState, tenantReplicaPath, type DbReplicationState, type ReplicatedDb } from './litestream';
import { REGISTRY_FILE, writeRegistry } from './registry';
import { describeTarget, type ReplicaTarget } from './replica-target';
import { currentShadowWal, shadowWalPosition, unreadWalBytes } from './unread-wal';
import { makePrivate } from '../private-files';

/** What `/healthz` shows of replication. */
export interface ReplicationStatus {
  target: string;
  /** Litestream is running now. */
  running: boolean;
  /** Times Litestream was restarted after it died (not counting restarts for a new tenant). */
  restarts: number;
  /** Why Litestream last exited, when it did. */
  lastExit: string | null;
  tenants: Record<string, DbReplicationState & { lagSeconds: number | null }>;
}

export interface ReplicatorOptions {
  dataDir: string;
  target: ReplicaTarget;
  binary: string;
  log: FastifyBaseLogger;
  /** How often Litestream pushes WAL to the replica; the loss window on a dead disk. */
  syncInterval?: string;
  /** How often the tenant list is re-read, to replicate a tenant added while running. */
  scanIntervalMs?: number;
}

/** A free loopback port for Litestream's metrics (asked of the kernel, then released). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The argv that starts a child which dies with this process (Linux parent-death signal via setpriv). */
function dieWithParent(argv: string[]): string[] {
  return fs.existsSync('/usr/bin/setpriv') ? ['/usr/bin/setpriv', '--pdeathsig', 'KILL', '--', ...argv] : argv;
}

/**
 * Runs Litestream as a supervised child: one generated configuration covering the registry and
 * every tenant's database; restarted (with a growing pause) when it dies, and restarted with a new
 * configuration when a tenant is added or removed (Litestream 0.3 cannot reload its configuration).
 */
export class Replicator {
  private child: ChildProcess | null = null;
  /** The child being stopped on purpose, to start it again with a new configuration. */
  private reconfiguring: ChildProcess | null = null;
  private stopping = false;
  private restarts = 0;
  private lastExit: string | null = null;
  private ids: string[] = [];
  private metricsAddr = '';
  private scanTimer: NodeJS.Timeout | null = null;
  private restartTimer: NodeJS.Timeout | null = null;
  private caughtUpAt = new Map<string, number>();
  /** When the running Litestream started, and the databases it has reported an error for since. */
  private childStartedAt = 0;
  private failingDbs = new Set<string>();
  private readonly configFile: string;
  private readonly syncInterval: string;

  constructor(private readonly opts: ReplicatorOptions) {
    this.configFile = path.join(opts.dataDir, '.litestream', 'litestream.yml');
    this.syncInterval = opts.syncInterval ?? '1s';
  }

  /** Writes the registry and the configuration, starts Litestream, and watches the tenant list. */
  async start(): Promise<void> {
    // A folder replica written under another umask, or by an earlier version, is made private:
    // Litestream (this process's child, with its umask) keeps what it writes from now on so.
    if (this.opts.target.kind === 'file' && fs.existsSync(this.opts.target.dir)) makePrivate(this.opts.target.dir);
    this.metricsAddr = `127.0.0.1:${await freePort()}`;
    this.refresh(true);
    this.scanTimer = setInterval(() => this.refresh(false), this.opts.scanIntervalMs ?? 2000);
    this.scanTimer.unref();
  }

  private tenantsWithDb(): TenantRecord[] {
    const p = dataPaths(this.opts.dataDir);
    return readTenantRecords(this.opts.dataDir).filter((t) => fs.existsSync(p.databaseFile(t.id)));
  }

  /** Re-reads the tenants; on a change (or when forced) rewrites the registry and restarts Litestream. */
  private refresh(force: boolean): void {
    if (this.stopping) return;
    const tenants = this.tenantsWithDb();
    const ids = tenants.map((t) => t.id);
    if (!force && ids.join(',') === this.ids.join(',')) return;
    this.ids = ids;
    writeRegistry(this.opts.dataDir, tenants);
    const p = dataPaths(this.opts.dataDir);
    const dbs: ReplicatedDb[] = [
      { file: path.join(this.opts.dataDir, REGISTRY_FILE), sub: REGISTRY_REPLICA_PATH },
      ...ids.map((id) => ({ file: p.databaseFile(id), sub: tenantReplicaPath(id) })),
    ];
    fs.mkdirSync(path.dirname(this.configFile), { recursive: true, mode: 0o700 });
    // 0600: the file may hold an SSH password.
    fs.writeFileSync(this.configFile, litestreamConfig({ dbs, target: this.opts.target, metricsAddr: this.metricsAddr, syncInterval: this.syncInterval }), { mode: 0o600 });
    this.opts.log.info({ tenants: ids, replica: describeTarget(this.opts.target) }, 'replication: configuration written');
    if (this.child) {
      // Its exit handler starts the new one at once.
      this.reconfiguring = this.child;
      this.child.kill('SIGTERM');
    } else if (!this.restartTimer) {
      this.spawn();
    }
  }

  private spawn(): void {
    if (this.stopping) return;
    const argv = dieWithParent([this.opts.binary, 'replicate', '-config', this.configFile]);
    const child = spawn(argv[0]!, argv.slice(1), { stdio: ['ignore', 'ignore', 'pipe'] });
    this.child = child;
    this.childStartedAt = Date.now();
    this.failingDbs.clear();
    let tail = '';
    child.stderr!.on('data', (d: Buffer) => {
      tail = (tail + d.toString()).slice(-4000);
      for (const line of d.toString().split('\n')) {
        if (!/level=(ERROR|WARN)/.test(line)) continue;
        this.opts.log.warn({ litestream: line }, 'replication: litestream reports');
        const db = /\bdb=(\S+)/.exec(line)?.[1];
        if (db) this.failingDbs.add(db);
      }
    });
    child.on('error', (err) => this.opts.log.error({ err }, 'replication: litestream could not start'));
    const startedAt = Date.now();
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      if (this.stopping) return;
      if (this.reconfiguring === child) {
        this.reconfiguring = null;
        return this.spawn();
      }
      const lastLines = tail.trim().split('\n').slice(-3).join(' | ');
      this.lastExit = `exited with ${signal ?? `code ${code}`}${lastLines ? `: ${lastLines}` : ''}`;
      this.restarts++;
      // Quick deaths back off (up to 30 s) so a bad configuration does not spin the CPU.
      const pause = Date.now() - startedAt < 5000 ? Math.min(30_000, 1000 * 2 ** Math.min(this.restarts, 5)) : 1000;
      this.opts.log.error({ reason: this.lastExit, restartInMs: pause }, 'replication: litestream died; restarting it');
      this.restartTimer = setTimeout(() => {
        this.restartTimer = null;
        this.spawn();
      }, pause);
      this.restartTimer.unref();
    });
  }

  /** Where each tenant's database stands against the replica (Litestream's metrics, read now). */
  async status(): Promise<ReplicationStatus> {
    const running = !!this.child && this.child.exitCode === null;
    const base = { target: describeTarget(this.opts.target), running, restarts: this.restarts, lastExit: this.lastExit };
    let metrics = new Map<string, number>();
    try {
      const res = await fetch(`http://${this.metricsAddr}/metrics`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) metrics = parseMetrics(await res.text());
    } catch {
      // Litestream is starting or down: every tenant reads "unknown".
    }
    const p = dataPaths(this.opts.dataDir);
    const now = Date.now();
    const tenants: ReplicationStatus['tenants'] = {};
    for (const id of this.ids) {
      const file = p.databaseFile(id);
      // Read from the WAL and Litestream's copy of it: commits it has not read yet are behind too.
      const shadowFile = currentShadowWal(file);
      const unread = unreadWalBytes(file, shadowFile);
      const shadow = shadowWalPosition(file, shadowFile);
      // Two sync intervals and a second: Litestream's first round has run for every database.
      const settled = running && now - this.childStartedAt > 2 * this.syncIntervalMs() + 1000 && !this.failingDbs.has(file);
      const state = replicationState(metrics, file, shadow, unread, settled);
      if (state.caughtUp) this.caughtUpAt.set(id, now);
      const since = this.caughtUpAt.get(id);
      tenants[id] = { ...state, lagSeconds: state.caughtUp ? 0 : since === undefined ? null : Math.round((now - since) / 1000) };
    }
    return { ...base, tenants };
  }

  private syncIntervalMs(): number {
    const m = /^(\d+)(ms|s|m)$/.exec(this.syncInterval);
    if (!m) return 1000;
    return Number(m[1]) * (m[2] === 'ms' ? 1 : m[2] === 's' ? 1000 : 60_000);
  }

  /** Stops Litestream (it finishes its current sync) and the watch. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.scanTimer) clearInterval(this.scanTimer);
    if (this.restartTimer) clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }
}
