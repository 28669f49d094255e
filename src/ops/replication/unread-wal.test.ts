import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/test-app';
import { currentShadowWal, shadowWalPosition, unreadWalBytes } from './unread-wal';

// Real SQLite WAL files; Litestream's shadow WAL is what Litestream 0.3 keeps: a byte-for-byte copy
// of the real WAL per WAL generation, under `.<db>-litestream/generations/<gen>/wal/<index>.wal`.
let tmp: ReturnType<typeof makeTempDir>;
let file: string;
let db: Database.Database;
const FRAME = 24 + 4096;

beforeEach(() => {
  tmp = makeTempDir();
  file = path.join(tmp.dir, 'site.db');
  db = new Database(file);
  db.pragma('journal_mode = WAL');
  // Only Litestream (and these tests) checkpoint, as in the server under --replicate past 10,000 pages.
  db.pragma('wal_autocheckpoint = 0');
  db.exec('create table t (id integer primary key, v text)');
});
afterEach(() => {
  db.close();
  tmp.cleanup();
});

const write = (n = 1) => {
  for (let i = 0; i < n; i++) db.prepare('insert into t (v) values (?)').run('x'.repeat(100));
};
const shadowDir = () => path.join(tmp.dir, '.site.db-litestream', 'generations', '0123456789abcdef', 'wal');
/** Does what a Litestream sync does to the shadow: copies the real WAL's bytes into shadow file `index`. */
function litestreamCopies(index: number) {
  fs.mkdirSync(shadowDir(), { recursive: true });
  fs.writeFileSync(path.join(tmp.dir, '.site.db-litestream', 'generation'), '0123456789abcdef\n');
  fs.copyFileSync(`${file}-wal`, path.join(shadowDir(), `${index.toString(16).padStart(8, '0')}.wal`));
}

describe('unreadWalBytes', () => {
  it('cannot tell before Litestream has a shadow WAL for the database', () => {
    write();
    expect(currentShadowWal(file)).toBeNull();
    expect(unreadWalBytes(file)).toBeNull();
  });

  it('is 0 once Litestream has copied the WAL, and counts the frames of commits made since', () => {
    write();
    litestreamCopies(0);
    expect(unreadWalBytes(file)).toBe(0);
    write(3);
    expect(unreadWalBytes(file)).toBe(3 * FRAME);
    litestreamCopies(0);
    expect(unreadWalBytes(file)).toBe(0);
  });

  it('sees the commits of a WAL that restarted after a checkpoint, though the file did not grow', () => {
    write(20);
    litestreamCopies(0);
    const sizeSeen = fs.statSync(`${file}-wal`).size;
    // Litestream checkpoints; the next writer starts the WAL over from its beginning, new salts.
    db.pragma('wal_checkpoint(PASSIVE)');
    write(2);
    // The old measure (the WAL's size against the size Litestream saw) says nothing is unread.
    expect(fs.statSync(`${file}-wal`).size).toBe(sizeSeen);
    expect(unreadWalBytes(file)).toBeGreaterThan(0);
    // Litestream notices the new header and starts shadow WAL 1 from it.
    litestreamCopies(1);
    fs.truncateSync(path.join(shadowDir(), '00000001.wal'), 32 + 2 * FRAME);
    expect(currentShadowWal(file)).toMatch(/00000001\.wal$/);
    // The frames past the copy are left from before the restart (old salts): nothing more to read.
    expect(unreadWalBytes(file)).toBe(0);
    write();
    expect(unreadWalBytes(file)).toBe(FRAME);
  });

  it('is 0 for a WAL emptied by a truncating checkpoint, or none at all', () => {
    write(2);
    litestreamCopies(0);
    db.pragma('wal_checkpoint(TRUNCATE)');
    expect(fs.statSync(`${file}-wal`).size).toBe(0);
    expect(unreadWalBytes(file)).toBe(0);
    db.close();
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    expect(unreadWalBytes(file)).toBe(0);
    db = new Database(file);
  });
});

describe('shadowWalPosition', () => {
  it('is the current shadow file’s index and size, not the total of the files before it', () => {
    expect(shadowWalPosition(file)).toBeNull();
    write(20);
    litestreamCopies(0);
    expect(shadowWalPosition(file)).toEqual({ index: 0, size: fs.statSync(`${file}-wal`).size });
    db.pragma('wal_checkpoint(PASSIVE)');
    write(2);
    litestreamCopies(1);
    fs.truncateSync(path.join(shadowDir(), '00000001.wal'), 32 + 2 * FRAME);
    expect(shadowWalPosition(file)).toEqual({ index: 1, size: 32 + 2 * FRAME });
  });
});
