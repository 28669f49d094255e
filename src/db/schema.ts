import type { AdminUserTable } from '../features/auth/auth.table';
import type { CheerLikeTable, CheerTable } from '../features/cheers/cheers.table';
import type { PressTable } from '../features/press/press.table';
import type { CoachInviteTable, CoachNoteTable } from '../features/coach/coach.table';
import type { FollowedAthleteTable, FollowedLikeTable } from '../features/followed/followed.table';
import type { MediaAssetTable } from '../features/media/media.table';
import type { PrTable } from '../features/prs/prs.table';
import type { SocialLinkTable } from '../features/socials/socials.table';
import type { RaceTable } from '../features/races/races.table';
import type { SiteSettingsTable } from '../features/settings/settings.table';
import type { UniversityTable, UniversityVoteTable } from '../features/universities/universities.table';
import type { TeamMemberTable } from '../features/team/team.table';
import type { TrainingProfileTable } from '../features/training/training.table';
import type { UpcomingRaceTable } from '../features/upcoming/upcoming.table';

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
  upcoming_race: UpcomingRaceTable;
  followed_athlete: FollowedAthleteTable;
  followed_like: FollowedLikeTable;
  social_link: SocialLinkTable;
  team_member: TeamMemberTable;
  training_profile: TrainingProfileTable;
  coach_note: CoachNoteTable;
  coach_invite: CoachInviteTable;
  media_asset: MediaAssetTable;
}
