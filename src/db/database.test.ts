import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../test/test-app';
import { openRaw, WAL_CHECKPOINT_PAGES } from './database';

const tmp = makeTempDir('athlete-db-');
afterAll(() => tmp.cleanup());

describe('openRaw', () => {
  it('opens with the pragmas STYLE.md gives: WAL, FULL syncs, foreign keys, checkpoints every 10,000 pages', () => {
    const file = path.join(tmp.dir, 'pragmas.db');
    const raw = openRaw(file, { create: true });
    try {
      expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(raw.pragma('synchronous', { simple: true })).toBe(2);
      expect(raw.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(WAL_CHECKPOINT_PAGES).toBe(10_000);
      expect(raw.pragma('wal_autocheckpoint', { simple: true })).toBe(WAL_CHECKPOINT_PAGES);
    } finally {
      raw.close();
    }
  });

  it('lets the WAL grow past the 1,000 pages of SQLite’s default, and copies it back by 10,000', () => {
    const file = path.join(tmp.dir, 'checkpoint.db');
    const raw = openRaw(file, { create: true });
    // Frames in the WAL file (a 32-byte header, then each page with a 24-byte frame header).
    const frames = () => Math.floor((fs.statSync(`${file}-wal`).size - 32) / (4096 + 24));
    try {
      raw.pragma('synchronous = OFF'); // this test's speed only: checkpoints do not depend on it
      raw.exec('create table t (id integer primary key, v text)');
      const insert = raw.prepare('insert into t (v) values (?)');
      for (let i = 0; i < 3000; i++) insert.run('x');
      // Each commit rewrote the table's page: 3,000 frames, none copied back yet.
      expect(frames()).toBeGreaterThanOrEqual(3000);
      for (let i = 0; i < 20_000; i++) insert.run('x');
      // The WAL was copied back and started over: it never held much more than 10,000 pages.
      expect(frames()).toBeLessThan(WAL_CHECKPOINT_PAGES + 100);
    } finally {
      raw.close();
    }
  });
});
