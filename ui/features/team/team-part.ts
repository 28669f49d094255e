import { addPrompt, sectionPart } from '../../lib/sections';
import { fetchTeam, type TeamMember } from './team.api';
import { t } from './team.messages';

/** The team members shown to visitors. */
export const activeMembers = (team: TeamMember[]) => team.filter((m) => m.active !== false);

/** The team: left out of the nav and the links while no member is shown. */
export const TEAM_PART = sectionPart({ key: 'team', cacheKey: 'team', load: fetchTeam, has: (team) => Array.isArray(team) && activeMembers(team).length > 0, links: ['#team', '/team'], prompt: addPrompt('/admin/team', t) });
