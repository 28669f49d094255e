import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_foundation';
import * as m0010 from './0010_settings';
import * as m0011 from './0011_press';
import * as m0012 from './0012_cheers';
import * as m0013 from './0013_universities';
import * as m0020 from './0020_upcoming';
import * as m0021 from './0021_followed';
import * as m0022 from './0022_socials';
import * as m0023 from './0023_team';
import * as m0024 from './0024_training';
import * as m0025 from './0025_coach';
import * as m0030 from './0030_media';
import * as m0040 from './0040_admin_token_generation';
import * as m0050 from './0050_distance_unit';
import * as m0052 from './0052_coach_invite_status';
import * as m0053 from './0053_site_language';
import * as m0054 from './0054_published';
import * as m0070 from './0070_profile';
import * as m0071 from './0071_race_results';
import * as m0072 from './0072_contact_messages';
import * as m0073 from './0073_tracked_links';
import * as m0074 from './0074_marks';
import * as m0080 from './0080_colleges';
import * as m0081 from './0081_contact_school';
import * as m0082 from './0082_outbox';
import * as m0090 from './0090_admin_account';
import * as m0091 from './0091_audit_log';
import * as m0095 from './0095_notifications';
import * as m0096 from './0096_outbox_topic';
import * as m0097 from './0097_password_reset';
import * as m0098 from './0098_followers';
import * as m0099 from './0099_home_layout';
import * as m0100 from './0100_setup_state';

/**
 * Every migration, in order, listed by hand: a bundled executable has no folder to scan.
 * Names sort in the order they run; a landed migration never changes. A migration may take a
 * number below one that already landed (numbers are shared out between branches): pending ones run
 * in name order, see `allowUnorderedMigrations` in src/db/database.ts.
 */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0010_settings': m0010,
  '0011_press': m0011,
  '0012_cheers': m0012,
  '0013_universities': m0013,
  '0020_upcoming': m0020,
  '0021_followed': m0021,
  '0022_socials': m0022,
  '0023_team': m0023,
  '0024_training': m0024,
  '0025_coach': m0025,
  '0030_media': m0030,
  '0040_admin_token_generation': m0040,
  '0050_distance_unit': m0050,
  '0052_coach_invite_status': m0052,
  '0053_site_language': m0053,
  '0054_published': m0054,
  '0070_profile': m0070,
  '0071_race_results': m0071,
  '0072_contact_messages': m0072,
  '0073_tracked_links': m0073,
  '0074_marks': m0074,
  '0080_colleges': m0080,
  '0081_contact_school': m0081,
  '0082_outbox': m0082,
  '0090_admin_account': m0090,
  '0091_audit_log': m0091,
  '0095_notifications': m0095,
  '0096_outbox_topic': m0096,
  '0097_password_reset': m0097,
  '0098_followers': m0098,
  '0099_home_layout': m0099,
  '0100_setup_state': m0100,
};
