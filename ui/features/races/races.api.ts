import type { AdminRace, CreateRaceInput, Race } from '../../../src/features/races/races.schema';
import { request } from '../../lib/api';

export type { AdminRace, Race };

/** Published races. */
export const fetchRaces = () => request<Race[]>('/content/public/races');
/** One published race. */
export const fetchRace = (id: string | number) => request<Race>(`/content/public/races/${encodeURIComponent(String(id))}`);

/**
 * The race fields the admin form sends: the create schema's parsed shape, itself a valid body,
 * except that a jump or throw may send a mark and no time.
 */
export type RaceInput = Omit<CreateRaceInput, 'timeMs' | 'mark'> & { timeMs?: number; mark?: string };

/** Every race, for the admin. */
export const fetchAdminRaces = () => request<AdminRace[]>('/content/admin/races');
/** Creates a race. */
export const createRace = (body: RaceInput) => request<AdminRace>('/content/admin/races', { method: 'POST', body });
/** Updates a race. */
export const updateRace = (id: number, body: Partial<RaceInput>) => request<AdminRace>(`/content/admin/races/${id}`, { method: 'PUT', body });
/** Deletes a race. */
export const deleteRace = (id: number) => request<{ ok: true }>(`/content/admin/races/${id}`, { method: 'DELETE' });

// The cached public reads this feature's writes invalidate.
declare module '../../lib/resource' {
  interface ResourceKeys {
    races: true;
    race: true;
  }
}
