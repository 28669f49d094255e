import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { findAthleteProfile, toAdminProfile } from '../profile';
import { listPrs, type PrRow } from '../prs';
import { listPublishedRaces, type RaceRow } from '../races';
import { getSettingsRow, toPublicSettings } from '../settings';
import type { SiteSettings } from '../settings/settings.schema';

/** What a progression is drawn from: published races, every PR, the profile's graduation year and the settings. */
export interface ProgressionSource {
  races: RaceRow[];
  prs: PrRow[];
  graduationYear?: number;
  settings: SiteSettings;
}

/** Reads the rows progressions are computed from. */
export async function loadProgressionSource(db: Kysely<DB>, tenantId: string): Promise<ProgressionSource> {
  const [races, prs, profile, settings] = await Promise.all([listPublishedRaces(db), listPrs(db), findAthleteProfile(db), getSettingsRow(db)]);
  return { races, prs, graduationYear: toAdminProfile(profile).graduationYear, settings: toPublicSettings(settings, tenantId) };
}
