import type { FollowedAthlete } from '../../../src/features/followed/followed.schema';
import { request, requestWithStatus } from '../../lib/api';

export type { FollowedAthlete };

/** Every followed athlete. */
export const fetchFollowed = () => request<FollowedAthlete[]>('/content/public/followed');
/** Likes an athlete once; 202 means already liked. */
export const likeAthlete = (id: number) => requestWithStatus<{ ok?: boolean; likeCount?: number }>(`/content/public/followed/${id}/like`, { method: 'POST' });
