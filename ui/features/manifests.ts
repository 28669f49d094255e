// Every feature of the UI, one line each: its manifest (ui/features/<name>/index.ts). UI_FEATURES
// (./index.ts) is made from this list, in the manifests' own `order`.
export { auditFeature } from './audit';
export { chartsFeature } from './charts';
export { cheersFeature } from './cheers';
export { coachFeature } from './coach';
export { collegesFeature } from './colleges';
export { contactFeature } from './contact';
export { followedFeature } from './followed';
export { followersFeature } from './followers';
export { linksFeature } from './links';
export { notificationsFeature } from './notifications';
export { pressFeature } from './press';
export { profileFeature } from './profile';
export { prsFeature } from './prs';
export { racesFeature } from './races';
export { securityFeature } from './security';
export { settingsFeature } from './settings';
export { setupFeature } from './setup';
export { socialsFeature } from './socials';
export { teamFeature } from './team';
export { trainingFeature } from './training';
export { universitiesFeature } from './universities';
export { upcomingFeature } from './upcoming';
