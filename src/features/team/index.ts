import type { Feature } from '../feature';
import { teamMeta, teamSitemap } from './team.meta';
import { seedTeam } from './team.demo';
import { adminTeamRoutes, publicTeamRoutes } from './team.routes';

// The teammates the athlete trains and races with, and their records.

/** Team members. */
export const teamFeature: Feature = { name: 'team', order: 130, routes: [publicTeamRoutes, adminTeamRoutes], demo: seedTeam, meta: teamMeta, sitemap: teamSitemap };
