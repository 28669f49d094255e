import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** The `university` table: the athlete's favourites; `vote_count` counts `university_vote` rows. */
interface UniversityTable {
  id: Generated<number>;
  name: string;
  short: string | null;
  site_url: string | null;
  logo_url: string;
  color_a: string;
  color_b: string;
  rank: Generated<number>;
  vote_count: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}
export type UniversityRow = Selectable<UniversityTable>;
export type NewUniversityRow = Insertable<UniversityTable>;
export type UniversityRowUpdate = Updateable<UniversityTable>;

/** The `university_vote` table: one row per (university, browser); a browser has at most 3. */
interface UniversityVoteTable {
  university_id: number;
  visitor_id: string;
  created_at: Generated<string>;
}

// This feature's tables, merged into the tenant database's type (see src/db/schema.ts).
declare module '../../db/schema' {
  interface DB {
    university: UniversityTable;
    university_vote: UniversityVoteTable;
  }
}
