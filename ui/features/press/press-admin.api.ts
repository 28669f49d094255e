import type { z } from 'zod';
import type { AdminPressItem, AdminPressListSchema } from '../../../src/features/press/press.schema';
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
/** What the screen sends to create or change an article; null clears an optional field. */
export interface PressWriteBody {
  title?: string;
  url?: string;
  source?: string | null;
  date?: string | null;
  excerpt?: string | null;
  tag?: string | null;
  thumb_url?: string | null;
  rank?: number;
  approved?: boolean;
}
/** Changes any fields of an article (the list's toggles send approved, rank or tag alone). */
export const updatePress = (id: number, body: PressWriteBody) => request<AdminPressItem>(`/content/admin/press/${id}`, { method: 'PUT', body });
/** One article, for an edit link that names it. */
export const fetchAdminPressItem = (id: number) => request<AdminPressItem>(`/content/admin/press/${id}`);
/** Deletes an article. */
export const deletePress = (id: number) => request<{ ok: true }>(`/content/admin/press/${id}`, { method: 'DELETE' });
/** Approves or unapproves many articles. */
export const bulkApprovePress = (ids: number[], approved: boolean) => request<{ ok: true; count: number }>('/content/admin/press/bulk-approve', { method: 'POST', body: { ids, approved } });
/** Previews an article URL, or saves it as an article when `save`. */
export const importPressUrl = (url: string, save: boolean) =>
  request<{ preview?: PressPreview | null; saved?: boolean; item?: AdminPressItem }>('/content/admin/press/import-url', { method: 'POST', body: { url, save }, timeoutMs: 20_000 });
/** Creates an article by hand. */
export const createPress = (body: PressWriteBody) => request<AdminPressItem>('/content/admin/press', { method: 'POST', body });

// The cached public reads this feature's writes invalidate.
declare module '../../lib/resource' {
  interface ResourceKeys {
    press: true;
  }
}
