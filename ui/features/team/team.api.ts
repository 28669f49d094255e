import type { TeamMember } from '../../../src/features/team/team.schema';
import { request } from '../../lib/api';

export type { TeamMember };

/** The team, active members only (the server hides the others; the UI checks too). */
export const fetchTeam = () => request<TeamMember[]>('/content/public/team-members');
