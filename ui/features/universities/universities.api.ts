import { request, requestWithStatus } from '../../lib/api';

/** A university with its vote count (public-site.md §3). */
export interface University {
  id: number;
  name: string;
  logoUrl?: string;
  colorA?: string;
  colorB?: string;
  voteCount: number;
}

export const MAX_PICKS = 3;

/** Every university. */
export const fetchUniversities = () => request<University[]>('/content/public/universities');
/** One vote; 200 answers the new count, 202 means accepted with no count. */
export const voteUniversity = (id: number) => requestWithStatus<{ ok?: boolean; voteCount?: number }>(`/content/public/universities/${id}/vote`, { method: 'POST' });
