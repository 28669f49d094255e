import type { CoachNote as ServerCoachNote } from '../../../src/features/coach/coach.schema';
import { request } from '../../lib/api';

/**
 * A coach note as the public API answers it; older clients also name the article `article`, `html` or
 * `content` and the images `photo` and `hero` (older data), so those are read too.
 */
export type CoachNote = Partial<ServerCoachNote> & { article?: string; html?: string; content?: string; photo?: string; hero?: string };

/** Every public coach note. */
export const fetchCoachNotes = () => request<CoachNote[]>('/content/public/coach-notes');

/** The article HTML of a note, read from any of its names. */
export function articleOf(note: CoachNote): string {
  return (note.articleHtml || note.article || note.html || note.content || '').trim();
}

/** True when a note has article text once its tags are dropped. */
export const hasArticle = (note: CoachNote) => articleOf(note).replace(/<[^>]*>/g, '').trim().length > 0;

/**
 * The spotlight: the first active note with something to say. A note a coach sent through an
 * invite has a headline and answers but no article, and it must still reach the public page once
 * the admin publishes it; the article is an optional extra.
 */
export function pickSpotlight(notes: CoachNote[]): CoachNote | undefined {
  return notes.find((n) => n.active !== false && (!!n.headline?.trim() || hasArticle(n)));
}
