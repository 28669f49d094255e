import { describe, expect, it } from 'vitest';
import type { ReplicationStatus } from './replication/replicator';
import { OpsWatch, REPLICA_BEHIND_SECONDS, diskNearlyFull, type DiskSpace } from './ops-watch';

// The server's troubles are told once when they start, and again only after they cleared: an
// operator gets one e-mail for a disk that stays full, not one every ten minutes.

const GIB = 1024 ** 3;
const disk = (freeGib: number, totalGib: number): DiskSpace => ({ bavail: freeGib * 1024, blocks: totalGib * 1024, bsize: GIB / 1024 });
const replica = (running: boolean, lagSeconds: number | null): ReplicationStatus =>
  ({ target: 's3://bucket/site', running, restarts: 0, lastExit: running ? null : 'exit 1', tenants: { default: { lagSeconds } } }) as unknown as ReplicationStatus;

function watch(state: { disk: DiskSpace; replica?: ReplicationStatus; now: number }) {
  const told: string[] = [];
  const w = new OpsWatch({
    dataDir: '/unused',
    statfs: () => state.disk,
    replication: () => (state.replica ? { status: async () => state.replica! } : undefined),
    alert: async (trouble, detail) => void told.push(`${trouble}: ${detail}`),
    now: () => state.now,
  });
  return { w, told };
}

describe('the operator watch', () => {
  it('says a disk is nearly full under 5 % or 1 GiB free', () => {
    expect(diskNearlyFull(disk(50, 100))).toBeUndefined();
    expect(diskNearlyFull(disk(0.5, 10))).toBe('0.5 GiB free of 10.0 GiB (5 %)');
    expect(diskNearlyFull(disk(4, 100))).toBe('4.0 GiB free of 100.0 GiB (4 %)');
  });

  it('tells of a full disk once, and again only after it cleared', async () => {
    const state = { disk: disk(2, 100), now: 0 };
    const { w, told } = watch(state);
    await w.check();
    await w.check();
    expect(told).toEqual(['disk_full: 2.0 GiB free of 100.0 GiB (2 %)']);
    state.disk = disk(50, 100);
    await w.check();
    state.disk = disk(1, 100);
    await w.check();
    expect(told).toHaveLength(2);
  });

  it('tells of a replica behind, and of Litestream down for the same time', async () => {
    const state = { disk: disk(50, 100), replica: replica(true, REPLICA_BEHIND_SECONDS - 1), now: 0 };
    const { w, told } = watch(state);
    await w.check();
    expect(told).toEqual([]);
    state.replica = replica(true, REPLICA_BEHIND_SECONDS + 60);
    await w.check();
    expect(told).toEqual(['replica_behind: the replica at s3://bucket/site is behind for default (11 min)']);
    state.replica = replica(true, 1);
    await w.check();
    state.replica = replica(false, null);
    await w.check();
    expect(told).toHaveLength(1);
    state.now = REPLICA_BEHIND_SECONDS * 1000;
    await w.check();
    expect(told[1]).toBe('replica_behind: Litestream is not running (exit 1)');
  });

  it('tells of a failed scheduled backup once until one is written again', async () => {
    const { w, told } = watch({ disk: disk(50, 100), now: 0 });
    await w.backupFailed('ENOSPC: no space left on device');
    await w.backupFailed('ENOSPC: no space left on device');
    w.backupWritten();
    await w.backupFailed('EACCES');
    expect(told).toEqual(['backup_failed: ENOSPC: no space left on device', 'backup_failed: EACCES']);
  });
});
