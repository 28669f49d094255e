import type { CoachNote as ServerCoachNote } from '../../../src/features/coach/coach.schema';
import { request } from '../../lib/api';

/**
 * A coach note as the public API answers it; the spec also names the article `article`, `html` or
 * `content` and the images `photo` and `hero` (older data), so those are read too.
 */
export type CoachNote = Partial<ServerCoachNote> & { article?: string; html?: string; content?: string; photo?: string; hero?: string };

/** Every public coach note. */
export const fetchCoachNotes = () => request<CoachNote[]>('/content/public/coach-notes');

/** The article HTML of a note, read from any of its names. */
export function articleOf(note: CoachNote): string {
  return (note.articleHtml || note.article || note.html || note.content || '').trim();
}

/** The spotlight: the first active note that has article text (public-site.md §4). */
export function pickSpotlight(notes: CoachNote[]): CoachNote | undefined {
  return notes.find((n) => n.active !== false && articleOf(n).replace(/<[^>]*>/g, '').trim().length > 0);
}
