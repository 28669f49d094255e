import type { z } from 'zod';
import type { AdminCheer, AdminCheerListSchema, CHEER_STATUSES, UpdateCheerBody } from '../../../src/features/cheers/cheers.schema';
import { request } from '../../lib/api';

export type { AdminCheer };
/** The status filter. */
export type CheerStatus = (typeof CHEER_STATUSES)[number];
/** One page of cheers and the counts of each filter. */
export type AdminCheerList = z.infer<typeof AdminCheerListSchema>;

/** Cheers of one status, newest first. */
export const fetchAdminCheers = (status: CheerStatus, page: number, take: number) =>
  request<AdminCheerList>('/content/admin/cheers', { query: { status, page, take } });
/** Publishes or unpublishes a cheer, or saves its reply (null removes it). */
export const updateCheer = (id: number, body: z.input<typeof UpdateCheerBody>) => request<AdminCheer>(`/content/admin/cheers/${id}`, { method: 'PUT', body });
/** Deletes a cheer for good. */
export const deleteCheer = (id: number) => request<{ ok: true }>(`/content/admin/cheers/${id}`, { method: 'DELETE' });

// The cached public reads this feature's writes invalidate.
declare module '../../lib/resource' {
  interface ResourceKeys {
    cheers: true;
  }
}
