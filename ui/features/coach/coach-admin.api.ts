import type { z } from 'zod';
import type { AdminCoachNote, CoachInviteCreatedSchema } from '../../../src/features/coach/coach.schema';
import { request } from '../../lib/api';

export type { AdminCoachNote };
/** The fields the editor sends (the note bodies are preprocessed, so their zod input type is `unknown`). */
export interface CoachNoteInput {
  author: string;
  headline: string;
  contact: string | null;
  photoUrl: string;
  heroImageUrl: string | null;
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
/** Creates an invite link for a coach; `url` is relative to the site. */
export const createCoachInvite = (coachName: string, coachEmail: string) =>
  request<z.infer<typeof CoachInviteCreatedSchema>>('/content/admin/coach-invite', { method: 'POST', body: { coachName, coachEmail } });

// The cached public reads this feature's writes invalidate.
declare module '../../lib/resource' {
  interface ResourceKeys {
    'coach-notes': true;
  }
}
