import type { CliExtensions } from '../cli';
import { backupData } from './backup';
import { restoreFromReplica } from './replication/restore-from-replica';
import { BackupSchedule, describeBackups } from './backup-schedule';
import { restoreData } from './restore';
import { verifyBackup } from './verify-backup';
import { restartWithHeapLimit } from './heap-limit';

/** The `backup`, `restore` and `restore --from-replica` commands and scheduled backups, for both entry points (dist/cli.js and the executable). */
export const opsExtensions: CliExtensions = {
  backup: async (dataDir, out, io, options) => {
    await backupData(dataDir, out, io, options);
  },
  restore: (dataDir, from, force, io) => restoreData(dataDir, from, force, io),
  restoreFromReplica: (dataDir, url, opts, io) => restoreFromReplica(dataDir, url, opts, io),
  verifyBackup,
  listBackups: describeBackups,
  limitHeap: restartWithHeapLimit,
  scheduleBackups: (options) => {
    const schedule = new BackupSchedule(options);
    schedule.on('backup', () => options.onBackup?.());
    schedule.on('failure', ({ error }: { error: unknown }) => options.onFailure?.(error instanceof Error ? error.message : String(error)));
    schedule.start();
    return schedule;
  },
};
