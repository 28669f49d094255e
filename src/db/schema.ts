import type { AdminUserTable } from '../features/auth/auth.table';
import type { CheerLikeTable, CheerTable } from '../features/cheers/cheers.table';
import type { PressTable } from '../features/press/press.table';
import type { PrTable } from '../features/prs/prs.table';
import type { RaceTable } from '../features/races/races.table';
import type { SiteSettingsTable } from '../features/settings/settings.table';
import type { UniversityTable, UniversityVoteTable } from '../features/universities/universities.table';

/** The tables of one tenant's database, as Kysely sees them. Each feature adds its own. */
export interface DB {
  admin_user: AdminUserTable;
  race: RaceTable;
  pr: PrTable;
  site_settings: SiteSettingsTable;
  press: PressTable;
  cheer: CheerTable;
  cheer_like: CheerLikeTable;
  university: UniversityTable;
  university_vote: UniversityVoteTable;
}
