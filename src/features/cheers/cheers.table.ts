import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** The `cheer` table: visitors' messages; public once approved. `likes` counts `cheer_like` rows. */
interface CheerTable {
  id: Generated<number>;
  /** May be '' on old rows (shown as Anonymous); new cheers need a first name. */
  name: Generated<string>;
  emoji: string;
  message: string;
  likes: Generated<number>;
  reply: string | null;
  approved: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}
export type CheerRow = Selectable<CheerTable>;
/** The columns a visitor's cheer sets (the others take their defaults). */
export type VisitorCheerRow = Required<Pick<Insertable<CheerTable>, 'name' | 'emoji' | 'message' | 'approved'>>;
export type NewCheerRow = Insertable<CheerTable>;
export type CheerRowUpdate = Updateable<CheerTable>;

/** The `cheer_like` table: one row per (cheer, browser); its primary key makes a like count once. */
interface CheerLikeTable {
  cheer_id: number;
  visitor_id: string;
  created_at: Generated<string>;
}

// This feature's tables, merged into the tenant database's type (see src/db/schema.ts).
declare module '../../db/schema' {
  interface DB {
    cheer: CheerTable;
    cheer_like: CheerLikeTable;
  }
}
