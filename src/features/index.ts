import { auditFeature } from './audit';
import { authFeature } from './auth';
import { calendarFeature } from './calendar';
import { chartsFeature } from './charts';
import { cheersFeature } from './cheers';
import { coachFeature } from './coach';
import { collegesFeature } from './colleges';
import { contactFeature } from './contact';
import type { Feature } from './feature';
import { feedFeature } from './feed';
import { followedFeature } from './followed';
import { followersFeature } from './followers';
import { healthFeature } from './health';
import { linksFeature } from './links';
import { mediaFeature } from './media';
import { notificationsFeature } from './notifications';
import { pressFeature } from './press';
import { profileFeature } from './profile';
import { prsFeature } from './prs';
import { racesFeature } from './races';
import { resumeFeature } from './resume';
import { seoFeature } from './seo';
import { settingsFeature } from './settings';
import { setupFeature } from './setup';
import { shareFeature } from './share';
import { socialsFeature } from './socials';
import { teamFeature } from './team';
import { trainingFeature } from './training';
import { universitiesFeature } from './universities';
import { upcomingFeature } from './upcoming';

/**
 * Every feature of the server, each one's manifest (`./<x>/index.ts`, typed by `Feature` in
 * ./feature.ts). The app registers their routes, the demo runs their seeders and the page metadata
 * reads their pages, in this order. Adding a feature is one import and one entry here
 * (docs/adding-a-feature.md).
 */
export const FEATURES = [
  healthFeature,
  authFeature,
  auditFeature,
  settingsFeature,
  racesFeature,
  prsFeature,
  pressFeature,
  cheersFeature,
  universitiesFeature,
  upcomingFeature,
  followedFeature,
  socialsFeature,
  teamFeature,
  trainingFeature,
  coachFeature,
  mediaFeature,
  seoFeature,
  calendarFeature,
  shareFeature,
  profileFeature,
  contactFeature,
  linksFeature,
  resumeFeature,
  chartsFeature,
  collegesFeature,
  notificationsFeature,
  followersFeature,
  feedFeature,
  setupFeature,
] as const satisfies readonly Feature[];
