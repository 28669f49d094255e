import { request, requestWithStatus } from '../../lib/api';

/** A cheer (public-site.md §3); a blank name shows as Anonymous. */
export interface Cheer {
  id: number;
  name: string;
  emoji: string;
  message: string;
  likes: number;
  createdAt: string;
  reply?: string | null;
  approved: boolean;
}

/** What a visitor sends. */
export interface CheerInput {
  name: string;
  emoji: string;
  message: string;
}

export const CHEER_EMOJIS = ['👏', '🔥', '💪', '🌟', '🏆', '😎'] as const;
export const CHEER_LIMITS = { name: 32, message: 180, pageSize: 50 } as const;

/** The latest approved cheers (page size 50). */
export const fetchCheers = () => request<Cheer[]>('/content/public/cheers', { query: { take: CHEER_LIMITS.pageSize } });
/** Posts a cheer; the answer is the created cheer (approved false while it waits for the admin). */
export const postCheer = (body: CheerInput) => request<Cheer>('/content/public/cheers', { method: 'POST', body });
/** Likes a cheer once; 202 means this browser had already liked it. */
export const likeCheer = (id: number) => requestWithStatus<{ ok?: boolean; likes?: number; likeCount?: number }>(`/content/public/cheers/${id}/like`, { method: 'POST' });
