import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** The `followed_athlete` table; `photos` is a JSON array of URLs, booleans are 0/1. */
interface FollowedAthleteTable {
  id: Generated<number>;
  name: string;
  school: string;
  school_short: string | null;
  intro: string | null;
  bio: string | null;
  body: string | null;
  photos: Generated<string>;
  instagram: string | null;
  tiktok: string | null;
  other_url: string | null;
  rank: Generated<number>;
  active: Generated<number>;
  like_count: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}
export type FollowedAthleteRow = Selectable<FollowedAthleteTable>;
export type NewFollowedAthleteRow = Insertable<FollowedAthleteTable>;
export type FollowedAthleteRowUpdate = Updateable<FollowedAthleteTable>;

/** The `followed_like` table: one row per athlete and anonymous visitor id. */
interface FollowedLikeTable {
  athlete_id: number;
  visitor_id: string;
  created_at: Generated<string>;
}

// This feature's tables, merged into the tenant database's type (see src/db/schema.ts).
declare module '../../db/schema' {
  interface DB {
    followed_athlete: FollowedAthleteTable;
    followed_like: FollowedLikeTable;
  }
}
