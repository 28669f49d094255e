import { sayIn } from '../../../src/shared/api-messages';
import { COACH, COACH_GALLERY_SLOTS, CreateCoachNoteBody, coachNoteProblems } from '../../../src/features/coach/coach.schema';
import { locale, type Locale } from '../../lib/i18n/i18n';
import { schemaErrors } from '../../admin-kit/form-errors';
import { COACH_QUESTIONS } from './invite-form';
import type { AdminCoachNote, CoachNoteInput } from './coach-admin.api';
import { t as msg } from './coach-admin.messages';
import { escapeHtml } from '../../lib/html';

/** The messages the existing client shows: the API's (its catalog) and this screen's, in the current language, looked up when read. */
export const COACH_MESSAGES = {
  get cannotSave(): string {
    return sayIn(locale.value, COACH.code.cannotSave);
  },
  get author(): string {
    return sayIn(locale.value, COACH.code.author);
  },
  get headline(): string {
    return sayIn(locale.value, COACH.code.headline);
  },
  get photo(): string {
    return sayIn(locale.value, COACH.code.photo);
  },
  get article(): string {
    return sayIn(locale.value, COACH.code.article);
  },
  get inviteFields(): string {
    return msg('invite.fields');
  },
  get inviteEmail(): string {
    return sayIn(locale.value, COACH.code.coachEmail);
  },
  get inviteFailed(): string {
    return msg('invite.failed');
  },
} as const;

/** The coach note editor, as typed. */
export interface CoachForm {
  author: string;
  headline: string;
  contact: string;
  photoUrl: string;
  heroImageUrl: string;
  gallery: string[];
  articleHtml: string;
  active: boolean;
}

/** A new note: published by default, 4 empty gallery slots. */
export const emptyCoachForm = (): CoachForm => ({ author: '', headline: '', contact: '', photoUrl: '', heroImageUrl: '', gallery: ['', '', '', ''], articleHtml: '', active: true });

/** The editor's form of a note (gallery padded to 4 slots). */
export function noteToForm(n: AdminCoachNote): CoachForm {
  const gallery = n.gallery.slice(0, COACH_GALLERY_SLOTS);
  return {
    author: n.author,
    headline: n.headline,
    contact: n.contact ?? '',
    photoUrl: n.photoUrl ?? '',
    heroImageUrl: n.heroImageUrl ?? '',
    gallery: [...gallery, ...Array<string>(COACH_GALLERY_SLOTS - gallery.length).fill('')],
    articleHtml: n.articleHtml,
    active: n.active,
  };
}

/** Sentences in a text: runs ending in . ! ? (or the end), ignoring blank ones. */
export function countSentences(text: string): number {
  return text
    .split(/(?<=[.!?…])\s+/)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s)).length;
}

/**
 * Every problem that stops a save, in the words the form shows; empty when the note may be saved:
 * the API's body schema (links, lengths) and its required fields (coachNoteProblems), plus the
 * editor's own advice of a 2-to-3-sentence headline (in the UI's language, or the one given), in the form's order.
 */
export function coachFormProblems(f: CoachForm, lang?: Locale): string[] {
  const body = coachFormToInput(f);
  const issues = [...coachNoteProblems(body).map((i) => ({ ...i, message: sayIn(lang ?? locale.value, i.message) })), ...Object.entries(schemaErrors(CreateCoachNoteBody, body)).map(([path, message]) => ({ path, message: message ?? '' }))];
  const n = countSentences(f.headline);
  if (f.headline.trim() && (n < 2 || n > 3)) issues.push({ path: 'headline', message: msg('problem.sentences', { n }, lang) });
  const order = ['author', 'headline', 'contact', 'photoUrl', 'heroImageUrl', 'gallery', 'articleHtml'];
  const rank = (p: string) => (order.indexOf(p) + 1 || order.length + 1);
  return [...new Set(issues.sort((a, b) => rank(a.path) - rank(b.path)).map((i) => i.message))];
}

/** The body of a valid form: trimmed, blank gallery slots removed, empty contact and hero cleared. */
export function coachFormToInput(f: CoachForm): CoachNoteInput {
  return {
    author: f.author.trim(),
    headline: f.headline.trim(),
    contact: f.contact.trim() || null,
    photoUrl: f.photoUrl.trim(),
    heroImageUrl: f.heroImageUrl.trim() || null,
    gallery: f.gallery.map((g) => g.trim()).filter(Boolean),
    articleHtml: f.articleHtml.trim(),
    active: f.active,
  };
}

const paragraphs = (s: string) =>
  s
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

/** A first article built from an invite's answers (about, then one subheading per answered question), escaped. */
export function articleFromAnswers(n: Pick<AdminCoachNote, 'about' | 'qTraining' | 'qTeam' | 'qSurprised' | 'qHopes' | 'qFuture'>): string {
  const parts: string[] = [];
  if (n.about?.trim()) parts.push(paragraphs(n.about));
  for (const [key, title] of COACH_QUESTIONS) {
    const answer = n[key]?.trim();
    if (answer) parts.push(`<h3>${escapeHtml(title)}</h3>\n${paragraphs(answer)}`);
  }
  return parts.join('\n');
}

/** A minimal e-mail check for the invite (the server checks again). */
export const isEmail = (v: string): boolean => /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(v.trim());

/** The invite link to show: a relative URL from the server made absolute on this site. */
export function absoluteInviteUrl(url: string, origin: string): string {
  try {
    return new URL(url, origin).toString();
  } catch {
    return url;
  }
}
