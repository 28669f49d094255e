import { request } from '../../lib/api';

/** A cheer as the admin moderates it. */
export interface AdminCheer {
  id: number;
  /** May be '' (shown as Anonymous). */
  name: string;
  emoji: string;
  message: string;
  reply?: string;
  approved: boolean;
  likes?: number;
  createdAt: string;
}

/** The status filter. */
export type CheerStatus = 'all' | 'published' | 'pending';

/** One page of cheers and the counts of each filter. */
export interface AdminCheerList {
  items: AdminCheer[];
  counts: Record<CheerStatus, number>;
  page: number;
  take: number;
}

/** Cheers of one status, newest first. */
export const fetchAdminCheers = (status: CheerStatus, page: number, take: number) =>
  request<AdminCheerList>('/content/admin/cheers', { query: { status, page, take } });
/** Publishes or unpublishes a cheer, or saves its reply ('' removes it). */
export const updateCheer = (id: number, body: { approved?: boolean; reply?: string | null }) => request<AdminCheer>(`/content/admin/cheers/${id}`, { method: 'PUT', body });
/** Deletes a cheer for good. */
export const deleteCheer = (id: number) => request<{ ok: true }>(`/content/admin/cheers/${id}`, { method: 'DELETE' });
