import type { z } from 'zod';
import type { AdminFollowedAthlete, AdminFollowedListSchema } from '../../../src/features/followed/followed.schema';
import { request } from '../../lib/api';

export type { AdminFollowedAthlete };
/** One page of the admin list. */
export type AdminFollowedList = z.infer<typeof AdminFollowedListSchema>;
// The create and update bodies are preprocessed schemas (form-only fields accepted), whose zod
// input type is `unknown`: the fields the screen sends are spelled out here.

/** The body of a create. */
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
export interface FollowedUpdateInput {
  name?: string;
  school?: string;
  schoolShort?: string | null;
  bio?: string | null;
  instagram?: string | null;
  tiktok?: string | null;
  otherUrl?: string | null;
  intro?: string | null;
  body?: string | null;
  photos?: string[];
  photosAdd?: string[];
  photosRemote?: string[];
  rank?: number;
  active?: boolean;
}

/** Default page size of the list. */
export const FOLLOWED_PAGE_SIZE = 30;

/** A search of the athletes. */
export const fetchAdminFollowed = (q: string, page: number, take = FOLLOWED_PAGE_SIZE) =>
  request<AdminFollowedList>('/content/admin/followed', { query: { q: q.trim() || undefined, page, take } });
/** Creates an athlete (remote images are fetched and optimised by the server, hence the longer wait). */
export const createFollowed = (body: FollowedCreateInput) => request<AdminFollowedAthlete>('/content/admin/followed', { method: 'POST', body, timeoutMs: 60_000 });
/** Updates an athlete. */
export const updateFollowed = (id: number, body: FollowedUpdateInput) => request<AdminFollowedAthlete>(`/content/admin/followed/${id}`, { method: 'PUT', body, timeoutMs: 60_000 });
/** Deletes an athlete. */
export const deleteFollowed = (id: number) => request<{ ok: true }>(`/content/admin/followed/${id}`, { method: 'DELETE' });

// The cached public reads this feature's writes invalidate.
declare module '../../lib/resource' {
  interface ResourceKeys {
    followed: true;
  }
}
