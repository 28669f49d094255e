import type { University } from '../../../src/features/universities/universities.schema';
import { request, requestWithStatus } from '../../lib/api';

export type { University };

/** Picks per browser. */
export const MAX_PICKS = 3;

/** Every university. */
export const fetchUniversities = () => request<University[]>('/content/public/universities');
/** One vote; 200 answers the new count, 202 means accepted with no new count. */
export const voteUniversity = (id: number) => requestWithStatus<{ ok?: boolean; voteCount?: number }>(`/content/public/universities/${id}/vote`, { method: 'POST' });
