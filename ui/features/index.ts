import { auditFeature } from './audit';
import { chartsFeature } from './charts';
import { cheersFeature } from './cheers';
import { coachFeature } from './coach';
import { collegesFeature } from './colleges';
import { contactFeature } from './contact';
import type { UiFeature } from './feature';
import { followedFeature } from './followed';
import { followersFeature } from './followers';
import { notificationsFeature } from './notifications';
import { linksFeature } from './links';
import { pressFeature } from './press';
import { profileFeature } from './profile';
import { prsFeature } from './prs';
import { racesFeature } from './races';
import { securityFeature } from './security';
import { settingsFeature } from './settings';
import { setupFeature } from './setup';
import { socialsFeature } from './socials';
import { teamFeature } from './team';
import { trainingFeature } from './training';
import { universitiesFeature } from './universities';
import { upcomingFeature } from './upcoming';

/**
 * Every feature of the UI, by its manifest (ui/features/<name>/index.ts, shaped by feature.ts). The
 * routes, the public nav, the home page, the admin area and the French loaded on demand are built
 * from this list: adding a feature is its folder, one import and one entry here. The order does
 * not matter (each page, section, link and screen says where it goes).
 */
export const UI_FEATURES: readonly UiFeature[] = [
  settingsFeature,
  setupFeature,
  profileFeature,
  prsFeature,
  racesFeature,
  upcomingFeature,
  chartsFeature,
  trainingFeature,
  teamFeature,
  cheersFeature,
  pressFeature,
  coachFeature,
  collegesFeature,
  contactFeature,
  linksFeature,
  universitiesFeature,
  followedFeature,
  followersFeature,
  notificationsFeature,
  socialsFeature,
  securityFeature,
  auditFeature,
];
