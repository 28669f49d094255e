// The coach invite form's rules. No zod: this runs in the
// public bundle. The admin's review of submitted notes uses the same question labels.
// Every text is read from the catalog when it is used, so it follows the current language.

import { t } from './coach-invite.messages';

const QUESTION_KEYS = ['qTraining', 'qTeam', 'qSurprised', 'qHopes', 'qFuture'] as const;

export type QuestionKey = (typeof QUESTION_KEYS)[number];

/** One question as [field, title, question]; the title and question are looked up each time they are read. */
function question(key: QuestionKey): readonly [QuestionKey, string, string] {
  const entry: [QuestionKey, string, string] = [key, '', ''];
  Object.defineProperty(entry, 1, { get: () => t(`${key}.title`), enumerable: true });
  Object.defineProperty(entry, 2, { get: () => t(`${key}.question`), enumerable: true });
  return entry;
}

/** The five questions of the invite, by field, as [field, title, question] in the current language. */
export const COACH_QUESTIONS: ReadonlyArray<readonly [QuestionKey, string, string]> = QUESTION_KEYS.map(question);

/** The messages the existing client shows, in the current language (the English ones worded as the server's). */
export const INVITE_MESSAGES = {
  get invalidLink() {
    return t('msg.invalidLink');
  },
  get photo() {
    return t('msg.photo');
  },
  get consent() {
    return t('msg.consent');
  },
  get author() {
    return t('msg.author');
  },
  get headline() {
    return t('msg.headline');
  },
  get thanks() {
    return t('msg.thanks');
  },
  get submitFailed() {
    return t('msg.submitFailed');
  },
};

/** The invite form, as typed. */
export type InviteForm = Record<'author' | 'headline' | 'about' | QuestionKey | 'contact' | 'photoUrl', string> & { consent: boolean };

/** A blank form; the author starts as the invited coach's name. */
export const emptyInviteForm = (coachName = ''): InviteForm => ({
  author: coachName,
  headline: '',
  about: '',
  qTraining: '',
  qTeam: '',
  qSurprised: '',
  qHopes: '',
  qFuture: '',
  contact: '',
  photoUrl: '',
  consent: false,
});

/** What still stops the form from being sent, in the order the fields appear (empty: it may be sent). */
export function inviteFormProblems(f: InviteForm): string[] {
  const out: string[] = [];
  if (!f.author.trim()) out.push(INVITE_MESSAGES.author);
  if (!f.headline.trim()) out.push(INVITE_MESSAGES.headline);
  if (!f.photoUrl.trim()) out.push(INVITE_MESSAGES.photo);
  if (!f.consent) out.push(INVITE_MESSAGES.consent);
  return out;
}

/** The body of the submission: every text trimmed, the consent as given. */
export function inviteFormToBody(f: InviteForm): Record<string, string | boolean> {
  const body: Record<string, string | boolean> = {};
  for (const key of ['author', 'headline', 'about', 'qTraining', 'qTeam', 'qSurprised', 'qHopes', 'qFuture', 'contact', 'photoUrl'] as const) body[key] = f[key].trim();
  body.consent = f.consent;
  return body;
}

/**
 * The message of a failed invite load: 'Error: ' and the server's text; the HTTP status when the
 * server gave no text; 'Invalid/expired link' when there is neither (or no coach name came back).
 */
export function inviteLoadError(status: number, message: string | undefined): string {
  if (message && message !== `HTTP ${status}`) return t('loadError', { message });
  if (status > 0) return t('loadError', { message: `HTTP ${status}` });
  return t('loadError', { message: INVITE_MESSAGES.invalidLink });
}

/**
 * The page for a link that no longer opens the form, by the server's error code: a used link
 * thanks the coach (their note arrived), a withdrawn or expired one says so. Undefined for any
 * other error (unknown link, network), which keeps the generic error.
 */
export function closedInvitePage(code: string | undefined): { title: string; thanks: boolean } | undefined {
  if (code === 'invite_used') return { title: t('closed.used'), thanks: true };
  if (code === 'invite_revoked') return { title: t('closed.revoked'), thanks: false };
  if (code === 'invite_expired') return { title: t('closed.expired'), thanks: false };
  return undefined;
}
