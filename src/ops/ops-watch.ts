import fs from 'node:fs';
import type { ReplicationStatus } from './replication/replicator';

// The server's own troubles that someone must hear of, since nobody reads its log: a scheduled
// backup that failed, a disk nearly full, a replica that stopped catching up. Each is told once
// when it starts (not at every check while it lasts), and again only after it has cleared.

/** The troubles watched, as the notifications name them. */
export type OpsTrouble = 'backup_failed' | 'disk_full' | 'replica_behind';

/** The free space of a file system (fs.statfsSync's fields used here). */
export interface DiskSpace {
  bavail: number;
  blocks: number;
  bsize: number;
}

/** Below either, the disk is nearly full: 5 % of it, or 1 GiB (a small disk's 5 % is a few uploads). */
const DISK_FREE_RATIO = 0.05;
const DISK_FREE_BYTES = 1024 ** 3;

/** A replica this far behind (or Litestream down this long) has stopped catching up. */
export const REPLICA_BEHIND_SECONDS = 10 * 60;

/** The disk's state in words, when it is nearly full; undefined when it is not. */
export function diskNearlyFull(space: DiskSpace): string | undefined {
  const free = space.bavail * space.bsize;
  const total = space.blocks * space.bsize;
  if (total <= 0 || (free >= DISK_FREE_BYTES && free / total >= DISK_FREE_RATIO)) return undefined;
  const gib = (n: number) => `${(n / 1024 ** 3).toFixed(1)} GiB`;
  return `${gib(free)} free of ${gib(total)} (${Math.round((free / total) * 100)} %)`;
}

/** The replicas that stopped catching up, in words; undefined when none did. */
function replicaBehind(status: ReplicationStatus, downSinceMs: number | undefined, now: number): string | undefined {
  if (!status.running) return downSinceMs !== undefined && now - downSinceMs >= REPLICA_BEHIND_SECONDS * 1000 ? `Litestream is not running (${status.lastExit ?? 'not started'})` : undefined;
  const behind = Object.entries(status.tenants).filter(([, t]) => t.lagSeconds !== null && t.lagSeconds >= REPLICA_BEHIND_SECONDS);
  if (!behind.length) return undefined;
  return `the replica at ${status.target} is behind for ${behind.map(([id, t]) => `${id} (${Math.round((t.lagSeconds ?? 0) / 60)} min)`).join(', ')}`;
}

/** What the watch needs. */
export interface OpsWatchOptions {
  dataDir: string;
  /** Litestream's replication, when on (asked at each check: it starts after the watch is made). */
  replication: () => { status(): Promise<ReplicationStatus> } | undefined;
  /** Tells of a trouble (the notifications' alertOperators). */
  alert: (trouble: OpsTrouble, detail: string) => Promise<void>;
  intervalMs?: number;
  statfs?: (dir: string) => DiskSpace;
  now?: () => number;
}

/** Watches the disk and the replica, and hears of the scheduled backups; tells of each trouble once. */
export class OpsWatch {
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;
  /** The troubles told and not cleared yet. */
  private told = new Set<OpsTrouble>();
  private replicaDownSince: number | undefined;

  constructor(private readonly options: OpsWatchOptions) {}

  /** Checks the disk and the replica every interval (10 minutes), the first time one interval after the start. */
  start(): void {
    this.timer = setInterval(() => void this.check(), this.options.intervalMs ?? 10 * 60_000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.checking;
  }

  /** A scheduled backup failed: told unless the last one failed too. */
  backupFailed(reason: string): Promise<void> {
    return this.set('backup_failed', reason);
  }

  /** A scheduled backup was written: the next failure is told again. */
  backupWritten(): void {
    this.told.delete('backup_failed');
  }

  /** Checks the disk and the replica now. */
  check(): Promise<void> {
    this.checking ??= (async () => {
      try {
        const statfs = this.options.statfs ?? ((dir: string) => fs.statfsSync(dir));
        await this.set('disk_full', diskNearlyFull(statfs(this.options.dataDir)));
        const replication = this.options.replication();
        if (replication) {
          const status = await replication.status();
          const now = (this.options.now ?? Date.now)();
          this.replicaDownSince = status.running ? undefined : (this.replicaDownSince ?? now);
          await this.set('replica_behind', replicaBehind(status, this.replicaDownSince, now));
        }
      } finally {
        this.checking = undefined;
      }
    })();
    return this.checking;
  }

  /** Records a trouble's state (its words, or undefined when clear) and tells of it when it is new. */
  private async set(trouble: OpsTrouble, detail: string | undefined): Promise<void> {
    if (detail === undefined) {
      this.told.delete(trouble);
      return;
    }
    if (this.told.has(trouble)) return;
    this.told.add(trouble);
    await this.options.alert(trouble, detail);
  }
}
