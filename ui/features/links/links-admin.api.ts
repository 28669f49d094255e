import type { AdminLink, CreateLinkInput, UpdateLinkInput } from '../../../src/features/links/links.schema';
import { request } from '../../lib/api';

export type { AdminLink };

/** Every tracked link with its visit counts. */
export const fetchAdminLinks = () => request<AdminLink[]>('/content/admin/links');
/** Creates a link (a blank code gets a generated one). */
export const createLink = (body: CreateLinkInput) => request<AdminLink>('/content/admin/links', { method: 'POST', body });
/** Renames a link; its code stays. */
export const renameLink = (id: number, body: UpdateLinkInput) => request<AdminLink>(`/content/admin/links/${id}`, { method: 'PUT', body });
/** Deletes a link and its counts. */
export const deleteLink = (id: number) => request<{ ok: true }>(`/content/admin/links/${id}`, { method: 'DELETE' });

/** The full address of a link's path on this site (what the admin hands to a program). */
export function linkUrl(path: string, origin = location.origin): string {
  return new URL(path, origin).href;
}
