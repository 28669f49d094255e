import type { AdminTeamMember, TeamRecord, TeamTheme } from '../../../src/features/team/team.schema';
import { request } from '../../lib/api';

export { TEAM_THEMES } from '../../../src/features/team/team.schema';
export type { AdminTeamMember, TeamTheme };
/** The fields the edit panel sends (CreateTeamMemberBody is preprocessed, so its zod input type is `unknown`). */
export interface TeamMemberInput {
  firstName: string;
  lastName: string;
  quote: string | null;
  portraitUrl: string;
  actionUrl: string | null;
  theme: TeamTheme;
  active: boolean;
  records: TeamRecord[];
}

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

// The cached public reads this feature's writes invalidate.
declare module '../../lib/resource' {
  interface ResourceKeys {
    team: true;
  }
}
