import { request } from '../../lib/api';

/** The card themes. */
export const TEAM_THEMES = ['foil', 'xr', 'glass'] as const;
export type TeamTheme = (typeof TEAM_THEMES)[number];

/** One record line of a member. */
export interface TeamRecord {
  distance: string;
  time: string;
  meet?: string;
  date?: string;
}

/** A team member as the admin edits it. */
export interface AdminTeamMember {
  id: number;
  firstName: string;
  lastName: string;
  quote?: string;
  portraitUrl: string;
  actionUrl: string | null;
  theme: TeamTheme;
  active: boolean;
  order: number;
  records: TeamRecord[];
}

/** The fields the edit panel sends. */
export type TeamMemberInput = Omit<AdminTeamMember, 'id' | 'order' | 'quote'> & { quote?: string | null };

/** Every member, hidden ones included, in order. */
export const fetchAdminTeam = () => request<AdminTeamMember[]>('/content/admin/team-member');
/** Adds a member (placed last). */
export const createTeamMember = (body: TeamMemberInput) => request<AdminTeamMember>('/content/admin/team-member', { method: 'POST', body });
/** Updates a member. */
export const updateTeamMember = (id: number, body: TeamMemberInput) => request<AdminTeamMember>(`/content/admin/team-member/${id}`, { method: 'PUT', body });
/** Deletes a member. */
export const deleteTeamMember = (id: number) => request<{ ok: true }>(`/content/admin/team-member/${id}`, { method: 'DELETE' });
/** Saves the order of every member at once; answers the list in its new order. */
export const reorderTeam = (items: Array<{ id: number; order: number }>) => request<AdminTeamMember[]>('/content/admin/team-member/reorder', { method: 'PATCH', body: { items } });
