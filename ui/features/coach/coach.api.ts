import { request } from '../../lib/api';

/** A coach note as the public API answers it (public-site.md §3, with its alternative field names). */
export interface CoachNote {
  id?: number;
  author?: string;
  headline?: string;
  about?: string;
  qTraining?: string;
  qTeam?: string;
  qSurprised?: string;
  qHopes?: string;
  qFuture?: string;
  articleHtml?: string;
  article?: string;
  html?: string;
  content?: string;
  photoUrl?: string;
  photo?: string;
  heroImageUrl?: string;
  hero?: string;
  gallery?: string[];
  sideTitle?: string;
  sideText?: string;
  sideImageUrl?: string;
  sideTag1?: string;
  sideTag2?: string;
  sideTag3?: string;
  active?: boolean;
}

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
