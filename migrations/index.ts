import type { Migration } from 'kysely/migration';
import * as list from './list';

/**
 * Every migration by name (its file's), from the one-line-each list in ./list.ts: a bundled
 * executable has no folder to scan. Names sort in the order they run; a landed migration never
 * changes. A migration may take a number below one that already landed (numbers are shared out
 * between branches): pending ones run in name order, see `allowUnorderedMigrations` in
 * src/db/database.ts.
 */
export const migrations: Record<string, Migration> = Object.fromEntries(Object.entries(list).map(([name, migration]) => [name.slice(1), migration]));
