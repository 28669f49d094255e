import type { AdminUserTable } from '../features/auth/auth.table';
import type { MediaAssetTable } from '../features/media/media.table';
import type { PrTable } from '../features/prs/prs.table';
import type { RaceTable } from '../features/races/races.table';

/** The tables of one tenant's database, as Kysely sees them. Each feature adds its own. */
export interface DB {
  admin_user: AdminUserTable;
  race: RaceTable;
  pr: PrTable;
  media_asset: MediaAssetTable;
}
