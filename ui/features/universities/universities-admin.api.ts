import type { AdminUniversity } from '../../../src/features/universities/universities.schema';
import { request } from '../../lib/api';

export type { AdminUniversity };

/** The fields the form sends (CreateUniversityBody is preprocessed, so its zod input type is `unknown`). */
export interface UniversityInput {
  name: string;
  short?: string | null;
  siteUrl?: string | null;
  logoUrl: string;
  colorA?: string;
  colorB?: string;
  rank: number;
}

/** Every university. */
export const fetchAdminUniversities = () => request<AdminUniversity[]>('/content/admin/universities');
/** Creates a university. */
export const createUniversity = (body: UniversityInput) => request<AdminUniversity>('/content/admin/universities', { method: 'POST', body });
/** Updates a university. */
export const updateUniversity = (id: number, body: UniversityInput) => request<AdminUniversity>(`/content/admin/universities/${id}`, { method: 'PUT', body });
/** Deletes a university. */
export const deleteUniversity = (id: number) => request<{ ok: true }>(`/content/admin/universities/${id}`, { method: 'DELETE' });
