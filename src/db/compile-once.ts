import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import { runOn } from './direct';
import type { DB } from './schema';

// A hot query built and compiled by Kysely once, then run with new values. Building a query
// (expression builders, frozen operation nodes) and compiling it to SQL cost a write more CPU than
// SQLite's own work: a like ran three of them (about a seventh of its time in `bench:writes`).
//
// The query is written with Kysely as usual, its variable values taken as the builder's arguments.
// It is built once with a marker object for each argument; Kysely passes values through to the
// compiled query's parameters untouched, so each marker's place there says where its argument
// goes. Values written in the builder itself (a constant `1`) stay as compiled.

/** The marker of one argument while the query is built (never sent to SQLite). */
class Placeholder {
  constructor(readonly index: number) {}
}

/**
 * Compiles `build` once and returns a function running it on `db` (a transaction's too) with the
 * given values. Every argument must reach the query as a value (`where(col, '=', arg)`,
 * `values({ col: arg })`): an argument used to shape the query (a column name, a condition on it)
 * would be a marker while building, and is refused.
 */
export function compileOnce<Args extends unknown[], Row>(arity: Args['length'], build: (db: Kysely<DB>, ...args: Args) => Compilable<Row>): CompiledOnce<Args, Row> {
  let compiled: CompiledQuery<Row> | undefined;
  // For each parameter of the compiled query: the argument it takes, or -1 for a constant.
  let slots: number[] = [];
  const query = (db: Kysely<DB>, ...args: Args): CompiledQuery<Row> => {
    if (!compiled) {
      const markers = Array.from({ length: arity }, (_, i) => new Placeholder(i)) as unknown as Args;
      compiled = build(db, ...markers).compile();
      slots = compiled.parameters.map((p) => (p instanceof Placeholder ? p.index : -1));
      const used = new Set(slots.filter((i) => i >= 0));
      if (used.size !== arity) throw new Error(`compileOnce: ${arity - used.size} argument(s) of "${compiled.sql}" do not reach it as values.`);
    }
    const constants = compiled.parameters;
    const parameters = slots.map((slot, i) => (slot < 0 ? constants[i] : args[slot]));
    return { ...compiled, parameters };
  };
  // Inside a write batch, straight to SQLite (src/db/direct.ts).
  const run = (db: Kysely<DB>, ...args: Args) => runOn<Row>(db, query(db, ...args));
  return Object.assign(run, { query });
}

/** A query compiled once: run it with values, or take the compiled query with them (to run it directly, runDirect). */
export type CompiledOnce<Args extends unknown[], Row> = ((db: Kysely<DB>, ...args: Args) => Promise<QueryResult<Row>>) & {
  query(db: Kysely<DB>, ...args: Args): CompiledQuery<Row>;
};
