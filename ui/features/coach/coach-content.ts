import { galleryOf, tagsOf, type MagazineContent } from '../../components/magazine/magazine';
import { articleOf, hasArticle, type CoachNote } from './coach.api';

const DEFAULT_TAGS = ['Training', 'High-School', 'Discipline'];
const HEADLINE_MAX = 220;

/** The headline, else one derived from the article text, cut at 220 characters (217 plus an ellipsis). */
export function headlineOf(note: CoachNote): string {
  if (note.headline?.trim()) return note.headline.trim();
  const text = articleOf(note).replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > HEADLINE_MAX ? `${text.slice(0, HEADLINE_MAX - 3).trimEnd()}…` : text;
}

/** The coach's photo, from either of its names. */
export const coachPhotoOf = (note: CoachNote) => note.photoUrl || note.photo;

/** The coach's answers, with the heading each is shown under. */
export function answersOf(note: CoachNote): Array<{ label: string; text: string }> {
  const rows: Array<[string, string | undefined]> = [
    ['On training', note.qTraining],
    ['As a teammate', note.qTeam],
    ['What surprised me', note.qSurprised],
    ['My hopes', note.qHopes],
    ['Looking ahead', note.qFuture],
  ];
  return rows.filter(([, t]) => t?.trim()).map(([label, text]) => ({ label, text: text!.trim() }));
}

const escapeHtml = (t: string) => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The note's article, else its answers as a short Q&A, so a note sent through an invite reads as a whole. */
export function noteArticleHtml(note: CoachNote): string {
  if (hasArticle(note)) return articleOf(note);
  return answersOf(note)
    .map((a) => `<h3>${escapeHtml(a.label)}</h3><p>${escapeHtml(a.text)}</p>`)
    .join('');
}

/** The magazine article of a coach note (cover, 4 gallery slots, side panel with default tags). */
export function coachMagazine(note: CoachNote, title: string): MagazineContent {
  return {
    policy: 'coach',
    kicker: title,
    title: headlineOf(note),
    byline: note.author ? `By ${note.author}` : undefined,
    gallery: galleryOf(note.heroImageUrl || note.hero, note.gallery ?? []),
    articleHtml: noteArticleHtml(note),
    sideTitle: note.sideTitle || note.author,
    sideText: note.sideText || note.about,
    sideImage: note.sideImageUrl || coachPhotoOf(note),
    tags: tagsOf(note.sideTag1 || DEFAULT_TAGS[0], note.sideTag2 || DEFAULT_TAGS[1], note.sideTag3 || DEFAULT_TAGS[2]),
  };
}
