import { request } from '../../lib/api';

/** A coach note as the admin sees it: drafts included, with the answers of an invite submission. */
export interface AdminCoachNote {
  id: number;
  author: string;
  headline: string;
  about?: string;
  qTraining?: string;
  qTeam?: string;
  qSurprised?: string;
  qHopes?: string;
  qFuture?: string;
  contact?: string;
  articleHtml: string;
  photoUrl?: string;
  heroImageUrl?: string;
  gallery: string[];
  active: boolean;
  /** Written here, or submitted by a coach through an invite. */
  source?: 'admin' | 'invite';
  updatedAt: string;
  createdAt?: string;
}

/** The fields the editor sends. */
export interface CoachNoteInput {
  author: string;
  headline: string;
  contact?: string | null;
  photoUrl: string;
  heroImageUrl?: string | null;
  gallery: string[];
  articleHtml: string;
  active: boolean;
}

/** Every note, drafts and invite submissions included. */
export const fetchAdminCoachNotes = () => request<{ items: AdminCoachNote[] }>('/content/admin/coach-note');
/** Creates the admin's own note. */
export const createCoachNote = (body: CoachNoteInput) => request<AdminCoachNote>('/content/admin/coach-note', { method: 'POST', body });
/** Updates a note: the editor's fields, or just `{ active }` to publish or unpublish. */
export const updateCoachNote = (id: number, body: Partial<CoachNoteInput>) => request<AdminCoachNote>(`/content/admin/coach-note/${id}`, { method: 'PUT', body });
/** Deletes a note. */
export const deleteCoachNote = (id: number) => request<{ ok: true }>(`/content/admin/coach-note/${id}`, { method: 'DELETE' });
/** Creates an invite link for a coach; `url` may be relative to the site. */
export const createCoachInvite = (coachName: string, coachEmail: string) =>
  request<{ url: string; token?: string; expiresAt?: string }>('/content/admin/coach-invite', { method: 'POST', body: { coachName, coachEmail } });
