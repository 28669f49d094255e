import type { AdminUniversity, CreateUniversityInput } from '../../../src/features/universities/universities.schema';
import { request } from '../../lib/api';

export type { AdminUniversity };

/** The fields the form sends: the create schema's parsed shape, itself a valid body. */
export type UniversityInput = CreateUniversityInput;

/** Every university. */
export const fetchAdminUniversities = () => request<AdminUniversity[]>('/content/admin/universities');
/** Creates a university. */
export const createUniversity = (body: UniversityInput) => request<AdminUniversity>('/content/admin/universities', { method: 'POST', body });
/** Updates a university. */
export const updateUniversity = (id: number, body: UniversityInput) => request<AdminUniversity>(`/content/admin/universities/${id}`, { method: 'PUT', body });
/** Deletes a university. */
export const deleteUniversity = (id: number) => request<{ ok: true }>(`/content/admin/universities/${id}`, { method: 'DELETE' });

// The cached public reads this feature's writes invalidate.
declare module '../../lib/resource' {
  interface ResourceKeys {
    universities: true;
  }
}
