import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache';

const raw = new Database(':memory:');
raw.exec('create table t (v integer); insert into t values (1), (2), (3);');
afterAll(() => raw.close());

describe('withStatementCache', () => {
  it('hands out the same prepared statement for the same SQL', () => {
    const db = withStatementCache(raw);
    const a = db.prepare('select v from t where v = ?');
    expect(db.prepare('select v from t where v = ?')).toBe(a);
    expect(a.all([2])).toEqual([{ v: 2 }]);
    expect(db.prepare('select v from t where v > ?')).not.toBe(a);
  });

  it('prepares a fresh statement while the cached one is still iterating', () => {
    const db = withStatementCache(raw);
    const sql = 'select v from t order by v';
    const first = db.prepare(sql);
    const seen: unknown[] = [];
    for (const row of first.iterate([])) {
      // Running the same SQL inside the loop must not hit "This statement is busy executing a query".
      seen.push(row, db.prepare(sql).all([]).length);
    }
    expect(seen).toEqual([{ v: 1 }, 3, { v: 2 }, 3, { v: 3 }, 3]);
    expect(db.prepare(sql)).toBe(first);
  });

  it('keeps at most `max` statements, dropping the least recently used', () => {
    const db = withStatementCache(raw, 2);
    const one = db.prepare('select 1');
    const two = db.prepare('select 2');
    db.prepare('select 1');
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(one);
    expect(db.prepare('select 2')).not.toBe(two);
  });
});
