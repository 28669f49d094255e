import { request } from '../../lib/api';

/** A followed athlete as the admin edits it. */
export interface AdminFollowedAthlete {
  id: number;
  name: string;
  school: string;
  schoolShort?: string;
  intro?: string;
  bio?: string;
  body?: string;
  photos: string[];
  instagram?: string;
  tiktok?: string;
  otherUrl?: string;
  likeCount: number;
  rank: number;
  active: boolean;
}

/** One page of the admin list. */
export interface AdminFollowedList {
  items: AdminFollowedAthlete[];
  total: number;
}

/** The body of a create (form-only name and school fields are also accepted by the server). */
export interface FollowedCreateInput {
  name: string;
  school: string;
  schoolShort?: string;
  bio?: string;
  instagram?: string;
  tiktok?: string;
  otherUrl?: string;
  intro?: string;
  body?: string;
  photos?: string[];
  photosRemote?: string[];
  rank?: number;
  active?: boolean;
}

/** The body of an update: any field; `photos` replaces the list, `photosAdd` and `photosRemote` append. */
export type FollowedUpdateInput = Partial<Omit<FollowedCreateInput, 'schoolShort' | 'bio' | 'instagram' | 'tiktok' | 'otherUrl' | 'intro' | 'body'>> & {
  schoolShort?: string | null;
  bio?: string | null;
  instagram?: string | null;
  tiktok?: string | null;
  otherUrl?: string | null;
  intro?: string | null;
  body?: string | null;
  photosAdd?: string[];
};

/** Default page size of the list (§9). */
export const FOLLOWED_PAGE_SIZE = 30;

/** A search of the athletes. */
export const fetchAdminFollowed = (q: string, page: number, take = FOLLOWED_PAGE_SIZE) =>
  request<AdminFollowedList>('/content/admin/followed', { query: { q: q.trim() || undefined, page, take } });
/** Creates an athlete (remote images are fetched and optimised by the server). */
export const createFollowed = (body: FollowedCreateInput) => request<AdminFollowedAthlete>('/content/admin/followed', { method: 'POST', body, timeoutMs: 60_000 });
/** Updates an athlete. */
export const updateFollowed = (id: number, body: FollowedUpdateInput) => request<AdminFollowedAthlete>(`/content/admin/followed/${id}`, { method: 'PUT', body, timeoutMs: 60_000 });
/** Deletes an athlete. */
export const deleteFollowed = (id: number) => request<{ ok: true }>(`/content/admin/followed/${id}`, { method: 'DELETE' });
