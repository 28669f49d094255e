import { request } from '../../lib/api';

/** One record line on a team member's card. */
export interface TeamRecord {
  distance: string;
  time: string;
  meet?: string;
  date?: string;
}

/** A team member (public fields of public-site.md §3). */
export interface TeamMember {
  id: number;
  firstName: string;
  lastName?: string;
  portraitUrl?: string;
  actionUrl?: string;
  theme?: 'foil' | 'xr' | 'glass' | string;
  quote?: string;
  active?: boolean;
  records: TeamRecord[];
}

/** The team, active members only (the server hides the others; the UI checks too). */
export const fetchTeam = () => request<TeamMember[]>('/content/public/team-members');
