import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** The `team_member` table; `records` is a JSON array of { distance, time, meet?, date? }, booleans are 0/1. */
interface TeamMemberTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  quote: string | null;
  portrait_url: string;
  action_url: string | null;
  theme: Generated<string>;
  active: Generated<number>;
  sort_order: Generated<number>;
  records: Generated<string>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}
export type TeamMemberRow = Selectable<TeamMemberTable>;
export type NewTeamMemberRow = Insertable<TeamMemberTable>;
export type TeamMemberRowUpdate = Updateable<TeamMemberTable>;

// This feature's tables, merged into the tenant database's type (see src/db/schema.ts).
declare module '../../db/schema' {
  interface DB {
    team_member: TeamMemberTable;
  }
}
