import fs from 'node:fs';
import path from 'node:path';

// How much of a database's WAL Litestream (0.3) has not copied yet, read from the files themselves.
//
// Litestream copies the real WAL into a "shadow WAL" of its own, byte for byte at the same offsets,
// one shadow file per WAL generation (`.<db>-litestream/generations/<gen>/wal/<index>.wal`; each
// begins with a copy of the real WAL's 32-byte header). The WAL's size is no measure: once a
// checkpoint has copied every frame into the database, SQLite's next writer starts the WAL over
// from its beginning, with new salts in the header, and overwrites old frames without growing the
// file. A file no bigger than Litestream last saw can hold commits it never read.
//
// So: when the real WAL's header differs from the shadow's, the WAL restarted since Litestream last
// looked and everything after the header is unread. When they match, the frames after the shadow's
// end are unread as long as they carry the header's salts (a frame left from before a restart
// carries the old ones and ends the WAL).

const WAL_HEADER = 32;
const FRAME_HEADER = 24;
/** Frames read one by one past the shadow's end before the rest is counted by the file's size. */
const MAX_FRAMES_SCANNED = 2048;

/** The newest shadow WAL file of the database's current Litestream generation, or null. */
export function currentShadowWal(dbFile: string): string | null {
  const meta = path.join(path.dirname(dbFile), `.${path.basename(dbFile)}-litestream`);
  let generation: string;
  try {
    generation = fs.readFileSync(path.join(meta, 'generation'), 'utf8').trim();
  } catch {
    return null;
  }
  if (!/^[0-9a-f]+$/.test(generation)) return null;
  const dir = path.join(meta, 'generations', generation, 'wal');
  let newest: { index: number; name: string } | undefined;
  try {
    for (const name of fs.readdirSync(dir)) {
      const m = /^([0-9a-f]{8})\.wal$/.exec(name);
      if (!m) continue;
      const index = parseInt(m[1]!, 16);
      if (!newest || index > newest.index) newest = { index, name };
    }
  } catch {
    return null;
  }
  return newest ? path.join(dir, newest.name) : null;
}

/** Where Litestream's copy of the WAL ends: the current shadow WAL file's index and size. */
export interface ShadowWalPosition {
  index: number;
  size: number;
}

/**
 * The current shadow WAL file's index and size, read from the file (null when Litestream has not
 * started on the database). The replica's offset counts in that same file. Litestream's own
 * `litestream_shadow_wal_size` is no substitute: in 0.3 it totals every shadow WAL file the
 * generation still holds, so after a checkpoint it also counts the files before the current one.
 */
export function shadowWalPosition(dbFile: string, file = currentShadowWal(dbFile)): ShadowWalPosition | null {
  if (!file) return null;
  try {
    return { index: parseInt(path.basename(file, '.wal'), 16), size: fs.statSync(file).size };
  } catch {
    return null;
  }
}

function readAt(fd: number, position: number, length: number): Buffer | null {
  const buf = Buffer.alloc(length);
  return fs.readSync(fd, buf, 0, length, position) === length ? buf : null;
}

/**
 * Bytes of `dbFile`'s WAL that Litestream has not copied into its shadow WAL yet: 0 when it has
 * read everything, null when that cannot be told (Litestream has not started on the database).
 * `shadowFile`: the current shadow WAL, when the caller has looked it up already.
 */
export function unreadWalBytes(dbFile: string, shadowFile = currentShadowWal(dbFile)): number | null {
  if (!shadowFile) return null;
  let walFd: number | undefined;
  let shadowFd: number | undefined;
  try {
    try {
      walFd = fs.openSync(`${dbFile}-wal`, 'r');
    } catch (err) {
      // No WAL: every commit is in the database file, which Litestream copied when it began.
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw err;
    }
    shadowFd = fs.openSync(shadowFile, 'r');
    const walSize = fs.fstatSync(walFd).size;
    const shadowSize = fs.fstatSync(shadowFd).size;
    const header = readAt(walFd, 0, WAL_HEADER);
    // An empty WAL (truncated by a checkpoint) holds nothing to copy.
    if (!header) return 0;
    const shadowHeader = readAt(shadowFd, 0, WAL_HEADER);
    if (!shadowHeader || !header.equals(shadowHeader)) return walSize - WAL_HEADER;
    const pageSize = header.readUInt32BE(8);
    const frame = FRAME_HEADER + (pageSize === 1 ? 65536 : pageSize);
    const salts = header.subarray(16, 24);
    let unread = 0;
    // Litestream copies whole frames; a shadow caught mid-append counts up to its last whole frame.
    const copied = WAL_HEADER + Math.floor(Math.max(0, shadowSize - WAL_HEADER) / frame) * frame;
    for (let at = copied, scanned = 0; at + frame <= walSize; at += frame, scanned++) {
      if (scanned === MAX_FRAMES_SCANNED) return unread + (walSize - at);
      const frameHeader = readAt(walFd, at, FRAME_HEADER);
      if (!frameHeader || !frameHeader.subarray(8, 16).equals(salts)) break;
      unread += frame;
    }
    return unread;
  } catch {
    return null;
  } finally {
    if (walFd !== undefined) fs.closeSync(walFd);
    if (shadowFd !== undefined) fs.closeSync(shadowFd);
  }
}
