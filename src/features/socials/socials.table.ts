import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** The `social_link` table; `platform` is one of SOCIAL_PLATFORMS, booleans are 0/1. */
interface SocialLinkTable {
  id: Generated<number>;
  platform: string;
  name: string | null;
  handle: string | null;
  url: string;
  gradient: string | null;
  icon_key: string | null;
  rank: Generated<number>;
  active: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}
export type SocialLinkRow = Selectable<SocialLinkTable>;
export type NewSocialLinkRow = Insertable<SocialLinkTable>;
export type SocialLinkRowUpdate = Updateable<SocialLinkTable>;

// This feature's tables, merged into the tenant database's type (see src/db/schema.ts).
declare module '../../db/schema' {
  interface DB {
    social_link: SocialLinkTable;
  }
}
