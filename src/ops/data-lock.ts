import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { writeFileAtomic } from '../tenants/tenant-store';

// One process at a time owns a data folder: the server while it runs, `restore` while it swaps the
// content. The lock is an exclusive SQLite lock (fcntl) on `<data>/.lock`, held for the life of the
// process. It was chosen over proper-lockfile's mkdir-and-mtime locks because the kernel drops an
// fcntl lock the instant its process dies, even on SIGKILL or power loss: a server restarted right
// after a crash finds the folder free, with no stale-lock timeout and no pid that may have been
// reused. SQLite also shares the lock between connections of one process, so a second lock from the
// same process is refused too. `<data>/.lock-owner.json` only says who holds it, for the message.

/** The file SQLite locks; never removed (removing it would let two processes lock two different files). */
const LOCK_FILE = '.lock';
/** Who holds the lock: pid, command and since when (informational). */
const LOCK_OWNER_FILE = '.lock-owner.json';

interface LockOwner {
  pid: number;
  command: string;
  host: string;
  since: string;
}

/** Another process (a running server, a restore) holds the data folder. */
export class DataFolderLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | undefined,
  ) {
    const who = owner ? `${owner.command} (pid ${owner.pid} on ${owner.host}, since ${owner.since})` : 'another process';
    super(`The data folder ${dataDir} is in use by ${who}.`);
    this.name = 'DataFolderLockedError';
  }
}

/** A held lock on a data folder. */
export interface DataLock {
  /** Releases the lock (idempotent); the process exiting releases it as well. */
  release(): void;
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const o = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof o.pid === 'number' ? { pid: o.pid, command: String(o.command ?? '?'), host: String(o.host ?? '?'), since: String(o.since ?? '?') } : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the data folder's lock for `command` (`serve`, `restore`), or throws DataFolderLockedError at once. */
export function lockDataFolder(dataDir: string, command: string): DataLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const ownerFile = path.join(dataDir, LOCK_OWNER_FILE);
  const db = new Database(path.join(dataDir, LOCK_FILE));
  try {
    // Never wait: a second server must be told at once, not after a timeout.
    db.pragma('busy_timeout = 0');
    // Nothing is ever written: no journal file beside the lock.
    db.pragma('journal_mode = MEMORY');
    // An open EXCLUSIVE transaction holds the file's exclusive lock until the handle closes.
    db.exec('begin exclusive');
  } catch (err) {
    db.close();
    if ((err as { code?: string }).code === 'SQLITE_BUSY') throw new DataFolderLockedError(dataDir, readOwner(ownerFile));
    throw err;
  }
  const owner: LockOwner = { pid: process.pid, command, host: os.hostname(), since: new Date().toISOString() };
  writeFileAtomic(ownerFile, `${JSON.stringify(owner)}\n`);
  let held = true;
  return {
    release: () => {
      if (!held) return;
      held = false;
      // The owner file first: once the lock is gone another process may write its own.
      fs.rmSync(ownerFile, { force: true });
      db.close();
    },
  };
}
