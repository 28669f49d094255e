import type { z } from 'zod';
import type { AdminUpcomingRace, CreateUpcomingBody } from '../../../src/features/upcoming/upcoming.schema';
import { request } from '../../lib/api';

export type { AdminUpcomingRace };
/** The fields the form sends. */
export type UpcomingInput = z.input<typeof CreateUpcomingBody>;

/** Every upcoming race, past ones included. */
export const fetchAdminUpcoming = () => request<AdminUpcomingRace[]>('/content/admin/upcoming');
/** Adds an upcoming race. */
export const createUpcoming = (body: UpcomingInput) => request<AdminUpcomingRace>('/content/admin/upcoming', { method: 'POST', body });
/** Updates an upcoming race. */
export const updateUpcoming = (id: number, body: UpcomingInput) => request<AdminUpcomingRace>(`/content/admin/upcoming/${id}`, { method: 'PUT', body });
/** Deletes an upcoming race. */
export const deleteUpcoming = (id: number) => request<{ ok: true }>(`/content/admin/upcoming/${id}`, { method: 'DELETE' });

// The cached public reads this feature's writes invalidate.
declare module '../../lib/resource' {
  interface ResourceKeys {
    upcoming: true;
  }
}
