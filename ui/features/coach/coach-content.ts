import { galleryOf, tagsOf, type MagazineContent } from '../../components/magazine/magazine';
import { articleOf, hasArticle, type CoachNote } from './coach.api';
import { t } from './coach.messages';
import { escapeHtml } from '../../lib/html';

/** The side panel's tags when the note sets none, in the current language. */
const defaultTags = () => [t('tag.training'), t('tag.school'), t('tag.discipline')];
const HEADLINE_MAX = 220;

/** The headline, else one derived from the article text, cut at 220 characters (217 plus an ellipsis). */
export function headlineOf(note: CoachNote): string {
  if (note.headline?.trim()) return note.headline.trim();
  const text = articleOf(note).replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > HEADLINE_MAX ? `${text.slice(0, HEADLINE_MAX - 3).trimEnd()}…` : text;
}

/** The coach's photo, from either of its names. */
export const coachPhotoOf = (note: CoachNote) => note.photoUrl || note.photo;

/** The coach's answers, with the heading each is shown under (in the current language). */
export function answersOf(note: CoachNote): Array<{ label: string; text: string }> {
  const rows: Array<[string, string | undefined]> = [
    [t('answer.training'), note.qTraining],
    [t('answer.team'), note.qTeam],
    [t('answer.surprised'), note.qSurprised],
    [t('answer.hopes'), note.qHopes],
    [t('answer.future'), note.qFuture],
  ];
  return rows.filter(([, t]) => t?.trim()).map(([label, text]) => ({ label, text: text!.trim() }));
}

/** The note's article, else its answers as a short Q&A, so a note sent through an invite reads as a whole. */
export function noteArticleHtml(note: CoachNote): string {
  if (hasArticle(note)) return articleOf(note);
  return answersOf(note)
    .map((a) => `<h3>${escapeHtml(a.label)}</h3><p>${escapeHtml(a.text)}</p>`)
    .join('');
}

/** The magazine article of a coach note (cover, 4 gallery slots, side panel with default tags). */
export function coachMagazine(note: CoachNote, title: string): MagazineContent {
  const tags = defaultTags();
  return {
    policy: 'coach',
    kicker: title,
    title: headlineOf(note),
    byline: note.author ? t('byline', { author: note.author }) : undefined,
    gallery: galleryOf(note.heroImageUrl || note.hero, note.gallery ?? []),
    articleHtml: noteArticleHtml(note),
    sideTitle: note.sideTitle || note.author,
    sideText: note.sideText || note.about,
    sideImage: note.sideImageUrl || coachPhotoOf(note),
    tags: tagsOf(note.sideTag1 || tags[0], note.sideTag2 || tags[1], note.sideTag3 || tags[2]),
  };
}
