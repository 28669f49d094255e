import { request, requestWithStatus } from '../../lib/api';

/** An athlete the runner follows (public-site.md §3). */
export interface FollowedAthlete {
  id: number;
  name: string;
  school?: string;
  schoolShort?: string;
  intro?: string;
  bio?: string;
  body?: string;
  photos: string[];
  instagram?: string;
  tiktok?: string;
  otherUrl?: string;
  likeCount: number;
}

/** Every followed athlete. */
export const fetchFollowed = () => request<FollowedAthlete[]>('/content/public/followed');
/** Likes an athlete once; 202 means already liked. */
export const likeAthlete = (id: number) => requestWithStatus<{ ok?: boolean; likeCount?: number; likes?: number }>(`/content/public/followed/${id}/like`, { method: 'POST' });
