import type { Cheer, CreateCheerInput } from '../../../src/features/cheers/cheers.schema';
import { request, requestWithStatus } from '../../lib/api';

export type { Cheer };
/** What a visitor sends. */
export type CheerInput = Pick<CreateCheerInput, 'name' | 'message' | 'emoji'>;

// The schema module holds these too, but it imports zod: the public bundle keeps its own copy.
export const CHEER_EMOJIS = ['👏', '🔥', '💪', '🌟', '🏆', '😎'] as const;
export const CHEER_LIMITS = { name: 32, message: 180, pageSize: 50 } as const;

/** The latest approved cheers (page size 50). */
export const fetchCheers = () => request<Cheer[]>('/content/public/cheers', { query: { take: CHEER_LIMITS.pageSize } });
/** Posts a cheer; the answer is the created cheer (approved false while it waits for the admin). */
export const postCheer = (body: CheerInput) => request<Cheer>('/content/public/cheers', { method: 'POST', body });
/** Likes a cheer once; 202 means this browser had already liked it (the count is unchanged). */
export const likeCheer = (id: number) => requestWithStatus<{ ok?: boolean; likes?: number }>(`/content/public/cheers/${id}/like`, { method: 'POST' });
