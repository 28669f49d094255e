import type Database from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { LruMap } from 'toad-cache';

/**
 * The raw SQLite handle as Kysely's dialect sees it, with prepared statements reused by SQL text.
 * Kysely prepares every query anew, and compiling the SQL was ~16% of the server's time in the
 * write benchmark; the queries of an app are a small fixed set, so a bounded LRU keeps them all.
 * A statement still running (an open iterator) is never handed out twice: a fresh one is prepared.
 */
export function withStatementCache(raw: Database.Database, max = 500): SqliteDatabase {
  const cache = new LruMap<Database.Statement>(max);
  let noop: Database.Statement | undefined;
  return {
    close: () => raw.close(),
    prepare(sql: string) {
      // SQLite rolls a whole transaction back by itself on some errors (SQLITE_FULL, SQLITE_IOERR…).
      // Kysely then still sends ROLLBACK, which fails with "no transaction is active" and replaces
      // the real cause in the error the caller sees: with no transaction open, it does nothing.
      if (sql === 'rollback' && !raw.inTransaction) return (noop ??= raw.prepare('select 1 where 0'));
      const cached = cache.get(sql);
      if (cached && !cached.busy) return cached;
      const stmt = raw.prepare(sql);
      if (!cached) cache.set(sql, stmt);
      return stmt;
    },
  };
}
