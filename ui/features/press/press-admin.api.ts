import type { z } from 'zod';
import type { AdminPressItem, AdminPressListSchema, CreatePressInput } from '../../../src/features/press/press.schema';
import { request } from '../../lib/api';

export type { AdminPressItem };
/** One page of the admin list. */
export type AdminPressList = z.infer<typeof AdminPressListSchema>;

/** The status filter of the list. */
export type PressFilter = 'all' | 'approved' | 'draft';

/** The preview of an article URL (import-url). */
export interface PressPreview {
  url: string;
  title?: string;
  source?: string;
  date?: string;
  excerpt?: string;
  thumb_url?: string;
}

/** A search of the articles. */
export const fetchAdminPress = (q: { q?: string; page: number; take: number; filter: PressFilter }) =>
  request<AdminPressList>('/content/admin/press', {
    query: { q: q.q?.trim() || undefined, page: q.page, take: q.take, approved: q.filter === 'all' ? undefined : q.filter === 'approved' },
  });
// The create and update bodies are preprocessed schemas (aliases accepted), whose zod input type is
// `unknown`: the fields the screen sends are spelled out here.
/** Changes an article's approval, rank or tag (null clears the tag). */
export const updatePress = (id: number, body: { approved?: boolean; rank?: number; tag?: string | null }) =>
  request<AdminPressItem>(`/content/admin/press/${id}`, { method: 'PUT', body });
/** Deletes an article. */
export const deletePress = (id: number) => request<{ ok: true }>(`/content/admin/press/${id}`, { method: 'DELETE' });
/** Approves or unapproves many articles. */
export const bulkApprovePress = (ids: number[], approved: boolean) => request<{ ok: true; count: number }>('/content/admin/press/bulk-approve', { method: 'POST', body: { ids, approved } });
/** Previews an article URL, or saves it as an article when `save`. */
export const importPressUrl = (url: string, save: boolean) =>
  request<{ preview?: PressPreview | null; saved?: boolean; item?: AdminPressItem }>('/content/admin/press/import-url', { method: 'POST', body: { url, save }, timeoutMs: 20_000 });
/** Creates an article by hand. */
export const createPress = (body: CreatePressInput) => request<AdminPressItem>('/content/admin/press', { method: 'POST', body });

// The cached public reads this feature's writes invalidate.
declare module '../../lib/resource' {
  interface ResourceKeys {
    press: true;
  }
}
