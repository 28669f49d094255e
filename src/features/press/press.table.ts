import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** The `press` table: articles about the athlete; only approved ones are public. Booleans are 0/1. */
interface PressTable {
  id: Generated<number>;
  title: string;
  source: string | null;
  /** `YYYY-MM-DD`. */
  date: string | null;
  url: string;
  excerpt: string | null;
  tag: string | null;
  thumb_url: string | null;
  rank: Generated<number>;
  approved: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}
export type PressRow = Selectable<PressTable>;
export type NewPressRow = Insertable<PressTable>;
export type PressRowUpdate = Updateable<PressTable>;

// This feature's tables, merged into the tenant database's type (see src/db/schema.ts).
declare module '../../db/schema' {
  interface DB {
    press: PressTable;
  }
}
