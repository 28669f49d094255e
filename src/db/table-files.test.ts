import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../test/test-app';
import { openTenantDatabase } from './database';

// Each table is described twice: by its migrations, and by the Kysely interface of its feature's
// `<x>.table.ts` (merged into DB by the file's `declare module '../../db/schema'` block). Nothing
// else compares the two, so this test does: every table of a freshly migrated database against
// the table files, column by column (name, TEXT or INTEGER, nullability, whether the database
// fills it in).
//
// The table files are read as source text: types are erased at run time, and TypeScript 7 (the
// native compiler) offers no stable API to read declarations from a test. The files keep to a
// small grammar, `name: T;` where T is `Generated<U>` or U, and U a union of string, number, null
// and string literals; the reader refuses anything else by name rather than skip it.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SRC_DIR = path.join(ROOT, 'src');

/** A column as a table file declares it. */
interface DeclaredColumn {
  kind: 'text' | 'integer';
  nullable: boolean;
  /** `Generated<…>`: the database fills it in when an insert leaves it out. */
  generated: boolean;
}

/** The tables a table file declares: table name → column name → column. */
type DeclaredTables = Map<string, Map<string, DeclaredColumn>>;

/** The source without its comments (string literals in these files hold no comment markers). */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

/** The members of a `{ … }` body: `name: type;` each, anything else refused. */
function membersOf(body: string, where: string): Array<[name: string, type: string]> {
  return body
    .split(';')
    .map((m) => m.trim())
    .filter(Boolean)
    .map((m) => {
      const parts = /^([a-z_][a-z0-9_]*)\s*:\s*(.+)$/s.exec(m);
      if (!parts) throw new Error(`${where}: cannot read the member "${m}" (a table file declares \`name: type;\` only)`);
      return [parts[1]!, parts[2]!.replace(/\s+/g, ' ').trim()];
    });
}

/** A column's type: `Generated<U>` or U, U a union of string, number, null and string literals. */
function columnOf(type: string, where: string): DeclaredColumn {
  const generated = /^Generated<(.+)>$/.exec(type);
  const union = (generated ? generated[1]! : type).split('|').map((t) => t.trim());
  const nullable = union.includes('null');
  const kinds = new Set(
    union
      .filter((t) => t !== 'null')
      .map((t) => {
        if (t === 'string' || /^'[^']*'$/.test(t)) return 'text' as const;
        if (t === 'number') return 'integer' as const;
        throw new Error(`${where}: cannot read the type "${type}" (use string, number, null, string literals and Generated<…>)`);
      }),
  );
  if (kinds.size !== 1) throw new Error(`${where}: "${type}" mixes text and numbers`);
  return { kind: [...kinds][0]!, nullable, generated: !!generated };
}

/** Reads the tables one table file adds to DB, with the columns of their interfaces. */
function readTableFile(source: string, file: string): DeclaredTables {
  const code = withoutComments(source);
  const interfaces = new Map<string, string>();
  for (const m of code.matchAll(/\binterface\s+(\w+)\s*\{([^{}]*)\}/g)) interfaces.set(m[1]!, m[2]!);
  const block = /declare module '(?:\.\.\/)+db\/schema'\s*\{\s*interface DB\s*\{([^{}]*)\}\s*\}/.exec(code);
  if (!block) throw new Error(`${file}: no \`declare module '../../db/schema' { interface DB { … } }\` block`);
  const tables: DeclaredTables = new Map();
  for (const [table, iface] of membersOf(block[1]!, `${file} (DB)`)) {
    const body = interfaces.get(iface);
    if (body === undefined) throw new Error(`${file}: DB names ${iface} for ${table}, and the file declares no such interface`);
    tables.set(table, new Map(membersOf(body, `${file} (${iface})`).map(([name, type]) => [name, columnOf(type, `${file} ${iface}.${name}`)])));
  }
  return tables;
}

/** Every `*.table.ts` under src/ (the features' `src/features/<x>/<x…>.table.ts`, and the outbox's in src/mail), read. */
function declaredTables(): Map<string, { file: string; columns: Map<string, DeclaredColumn> }> {
  const out = new Map<string, { file: string; columns: Map<string, DeclaredColumn> }>();
  const files = (fs.readdirSync(SRC_DIR, { recursive: true }) as string[]).filter((n) => n.endsWith('.table.ts')).sort();
  for (const rel of files) {
    const file = `src/${rel.split(path.sep).join('/')}`;
    for (const [table, columns] of readTableFile(fs.readFileSync(path.join(ROOT, file), 'utf8'), file)) {
      if (out.has(table)) throw new Error(`${table} is declared by ${out.get(table)!.file} and ${file}`);
      out.set(table, { file, columns });
    }
  }
  return out;
}

/** A column as `PRAGMA table_xinfo` describes it. */
interface ColumnInfo {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
  hidden: number;
}

/** The tables of the migrated database (SQLite's own and the migrator's left out), described like the table files. */
function migratedTables(db: Database.Database): Map<string, Map<string, DeclaredColumn>> {
  const names = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE 'kysely\\_migration%' ESCAPE '\\'").pluck().all() as string[];
  const out = new Map<string, Map<string, DeclaredColumn>>();
  for (const table of names) {
    const info = db.prepare('SELECT * FROM pragma_table_xinfo(?)').all(table) as ColumnInfo[];
    const keys = info.filter((c) => c.pk > 0);
    // A lone INTEGER PRIMARY KEY is the rowid: SQLite picks one when an insert leaves it out. A
    // table WITHOUT ROWID has none: its key is an ordinary column that an insert must give.
    const withoutRowid = /without\s+rowid\s*$/i.test((db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').pluck().get(table) as string | undefined) ?? '');
    const isRowid = (c: ColumnInfo) => !withoutRowid && keys.length === 1 && c.pk === 1 && c.type.toUpperCase() === 'INTEGER';
    const columns = new Map<string, DeclaredColumn>();
    for (const c of info) {
      const type = c.type.toUpperCase();
      const kind = type === 'TEXT' ? 'text' : type === 'INTEGER' ? 'integer' : undefined;
      if (!kind) throw new Error(`${table}.${c.name} is ${c.type || 'untyped'}: the table files describe TEXT and INTEGER columns only`);
      columns.set(c.name, { kind, nullable: c.notnull === 0 && !isRowid(c) && c.pk === 0, generated: c.dflt_value !== null || isRowid(c) || c.hidden === 2 || c.hidden === 3 });
    }
    out.set(table, columns);
  }
  return out;
}

const tmp = makeTempDir('athlete-tables-');
let migrated: Map<string, Map<string, DeclaredColumn>>;

beforeAll(async () => {
  const file = path.join(tmp.dir, 'site.db');
  await (await openTenantDatabase(file, { create: true })).close();
  const db = new Database(file, { readonly: true });
  try {
    migrated = migratedTables(db);
  } finally {
    db.close();
  }
});
afterAll(() => tmp.cleanup());

describe('the table files and the migrations', () => {
  it('declare the same tables', () => {
    expect([...declaredTables().keys()].sort()).toEqual([...migrated.keys()].sort());
  });

  it('declare the same columns, each with its type, nullability and default', () => {
    const differences: string[] = [];
    const say = (c: DeclaredColumn | undefined) => (c ? `${c.kind}${c.nullable ? ' | null' : ''}${c.generated ? ', filled in by the database' : ''}` : 'absent');
    for (const [table, { file, columns }] of declaredTables()) {
      const actual = migrated.get(table) ?? new Map<string, DeclaredColumn>();
      for (const name of new Set([...columns.keys(), ...actual.keys()])) {
        const [mine, theirs] = [columns.get(name), actual.get(name)];
        if (JSON.stringify(mine) !== JSON.stringify(theirs)) differences.push(`${table}.${name}: ${file} says ${say(mine)}, the migrations make ${say(theirs)}`);
      }
    }
    expect(differences).toEqual([]);
  });
});

describe('the table file reader', () => {
  const file = 'x.table.ts';
  const tableFile = (body: string) => `export interface XTable {\n${body}\n}\ndeclare module '../../db/schema' {\n  interface DB {\n    x: XTable;\n  }\n}\n`;

  it('reads columns, comments and all', () => {
    const source = tableFile("  /** The id. */\n  id: Generated<number>;\n  // a note\n  kind: 'a' | 'b';\n  note: string | null;\n  status: Generated<'queued' | 'ready'>;");
    expect(Object.fromEntries(readTableFile(source, file).get('x')!)).toEqual({
      id: { kind: 'integer', nullable: false, generated: true },
      kind: { kind: 'text', nullable: false, generated: false },
      note: { kind: 'text', nullable: true, generated: false },
      status: { kind: 'text', nullable: false, generated: true },
    });
  });

  it('refuses what it cannot read rather than skip it', () => {
    expect(() => readTableFile(tableFile('  note?: string;'), file)).toThrow(/cannot read the member "note\?: string"/);
    expect(() => readTableFile(tableFile('  at: ColumnType<Date, string, string>;'), file)).toThrow(/cannot read the type "ColumnType/);
    expect(() => readTableFile(tableFile('  v: string | number;'), file)).toThrow(/mixes text and numbers/);
    expect(() => readTableFile('export interface XTable {\n  id: number;\n}\n', file)).toThrow(/no `declare module/);
  });
});
