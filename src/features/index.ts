import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { publicCalendarRoutes } from './calendar/calendar.routes';
import { publicChartRoutes } from './charts/charts.routes';
import { adminCheerRoutes, publicCheerRoutes } from './cheers/cheers.routes';
import { adminCoachRoutes, publicCoachRoutes } from './coach/coach.routes';
import { collegesFeature } from './colleges';
import { adminContactRoutes, publicContactRoutes } from './contact/contact.routes';
import { adminFollowedRoutes, publicFollowedRoutes } from './followed/followed.routes';
import { adminLinkRoutes } from './links/links.routes';
import { mediaRoutes } from './media/media.routes';
import { pressImportRoutes } from './press/press-import.routes';
import { adminPressRoutes, publicPressRoutes } from './press/press.routes';
import { adminProfileRoutes, publicProfileRoutes } from './profile/profile.routes';
import { adminPrRoutes, publicPrRoutes } from './prs/prs.routes';
import { resumePages } from './resume/resume.routes';
import { adminRaceRoutes, publicRaceRoutes } from './races/races.routes';
import { seoRoutes } from './seo/seo.routes';
import { adminSettingsRoutes, publicSettingsRoutes } from './settings/settings.routes';
import { publicShareRoutes } from './share/share.routes';
import { adminSocialRoutes, publicSocialRoutes } from './socials/socials.routes';
import { adminTeamRoutes, publicTeamRoutes } from './team/team.routes';
import { adminTrainingRoutes, publicTrainingRoutes } from './training/training.routes';
import { adminUniversityRoutes, publicUniversityRoutes } from './universities/universities.routes';
import { adminUpcomingRoutes, publicUpcomingRoutes } from './upcoming/upcoming.routes';

/** A feature as the app sees it: a name (for logs and docs) and its route plugins. */
export interface Feature {
  name: string;
  routes: Array<(app: FastifyInstance) => Promise<void>>;
  /** Pages the server renders itself: same tenant scope, but the page security headers and no blanket noindex. */
  pages?: Array<(app: FastifyInstance) => Promise<void>>;
}

/**
 * Every feature of the API. The app registers each one's routes inside the tenant scope (tenant
 * resolved, its database borrowed, admin routes behind `adminOnly`). Adding a feature is one line
 * here; its tables declare themselves in its `<x>.table.ts` (see docs/adding-a-feature.md).
 */
export const FEATURES: readonly Feature[] = [
  { name: 'auth', routes: [authRoutes] },
  { name: 'settings', routes: [publicSettingsRoutes, adminSettingsRoutes] },
  { name: 'races', routes: [publicRaceRoutes, adminRaceRoutes] },
  { name: 'prs', routes: [publicPrRoutes, adminPrRoutes] },
  { name: 'press', routes: [publicPressRoutes, adminPressRoutes, pressImportRoutes] },
  { name: 'cheers', routes: [publicCheerRoutes, adminCheerRoutes] },
  { name: 'universities', routes: [publicUniversityRoutes, adminUniversityRoutes] },
  { name: 'upcoming', routes: [publicUpcomingRoutes, adminUpcomingRoutes] },
  { name: 'followed', routes: [publicFollowedRoutes, adminFollowedRoutes] },
  { name: 'socials', routes: [publicSocialRoutes, adminSocialRoutes] },
  { name: 'team', routes: [publicTeamRoutes, adminTeamRoutes] },
  { name: 'training', routes: [publicTrainingRoutes, adminTrainingRoutes] },
  { name: 'coach', routes: [publicCoachRoutes, adminCoachRoutes] },
  { name: 'media', routes: [mediaRoutes] },
  { name: 'seo', routes: [seoRoutes] },
  { name: 'calendar', routes: [publicCalendarRoutes] },
  { name: 'share', routes: [publicShareRoutes] },
  { name: 'profile', routes: [publicProfileRoutes, adminProfileRoutes] },
  { name: 'contact', routes: [publicContactRoutes, adminContactRoutes] },
  { name: 'links', routes: [adminLinkRoutes] },
  { name: 'resume', routes: [], pages: [resumePages] },
  { name: 'charts', routes: [publicChartRoutes] },
  collegesFeature,
];
