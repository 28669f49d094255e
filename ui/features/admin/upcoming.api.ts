import { request } from '../../lib/api';

/** An upcoming race as the admin edits it. */
export interface AdminUpcomingRace {
  id: number;
  title: string;
  location: string;
  /** UTC ISO date-time. */
  eventAt: string;
}

/** The fields the form sends. */
export type UpcomingInput = Pick<AdminUpcomingRace, 'title' | 'location' | 'eventAt'>;

/** Every upcoming race, past ones included. */
export const fetchAdminUpcoming = () => request<AdminUpcomingRace[]>('/content/admin/upcoming');
/** Adds an upcoming race. */
export const createUpcoming = (body: UpcomingInput) => request<AdminUpcomingRace>('/content/admin/upcoming', { method: 'POST', body });
/** Updates an upcoming race. */
export const updateUpcoming = (id: number, body: UpcomingInput) => request<AdminUpcomingRace>(`/content/admin/upcoming/${id}`, { method: 'PUT', body });
/** Deletes an upcoming race. */
export const deleteUpcoming = (id: number) => request<{ ok: true }>(`/content/admin/upcoming/${id}`, { method: 'DELETE' });
