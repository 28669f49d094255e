import type { AdminPr, CreatePrInput, Pr } from '../../../src/features/prs/prs.schema';
import { request } from '../../lib/api';

export type { AdminPr, Pr };

/** PRs with their linked races. */
export const fetchPrs = () => request<Pr[]>('/content/public/prs');

/** The PR fields the admin form sends: the create schema's parsed shape, itself a valid body. */
export type PrInput = Omit<CreatePrInput, 'mark'> & { mark?: string };

/** Every PR, for the admin. */
export const fetchAdminPrs = () => request<AdminPr[]>('/content/admin/prs');
/** Creates a PR. */
export const createPr = (body: PrInput) => request<AdminPr>('/content/admin/prs', { method: 'POST', body });
/** Updates a PR. */
export const updatePr = (id: number, body: Partial<PrInput>) => request<AdminPr>(`/content/admin/prs/${id}`, { method: 'PUT', body });
/** Deletes a PR. */
export const deletePr = (id: number) => request<{ ok: true }>(`/content/admin/prs/${id}`, { method: 'DELETE' });

// The cached public reads this feature's writes invalidate.
declare module '../../lib/resource' {
  interface ResourceKeys {
    prs: true;
  }
}
