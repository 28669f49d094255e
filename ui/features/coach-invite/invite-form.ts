// The coach invite form's rules. No zod: this runs in the
// public bundle. The admin's review of submitted notes uses the same question labels.

/** The five questions of the invite, by field. */
export const COACH_QUESTIONS = [
  ['qTraining', 'Training', 'How does the athlete train? What stands out in their work ethic?'],
  ['qTeam', 'Team', 'What are they like as a teammate?'],
  ['qSurprised', 'What surprised you', 'What surprised you most about them?'],
  ['qHopes', 'Hopes', 'What do you hope for them this season?'],
  ['qFuture', 'Future', 'Where do you see them as a college runner?'],
] as const;

export type QuestionKey = (typeof COACH_QUESTIONS)[number][0];

/** The messages the existing client shows. */
export const INVITE_MESSAGES = {
  invalidLink: 'Invalid/expired link',
  photo: 'Please upload your photo before submitting.',
  consent: 'Please confirm you agree your answers may be used on this public website.',
  author: 'Please enter your name.',
  headline: 'Please write a short headline.',
  thanks: 'Thanks! Your note has been submitted for review.',
  submitFailed: 'Submit failed',
} as const;

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
  if (message && message !== `HTTP ${status}`) return `Error: ${message}`;
  if (status > 0) return `Error: HTTP ${status}`;
  return `Error: ${INVITE_MESSAGES.invalidLink}`;
}

/**
 * The page for a link that no longer opens the form, by the server's error code: a used link
 * thanks the coach (their note arrived), a withdrawn or expired one says so. Undefined for any
 * other error (unknown link, network), which keeps the generic error.
 */
export function closedInvitePage(code: string | undefined): { title: string; thanks: boolean } | undefined {
  if (code === 'invite_used') return { title: 'Thank you', thanks: true };
  if (code === 'invite_revoked') return { title: 'Invite withdrawn', thanks: false };
  if (code === 'invite_expired') return { title: 'Link expired', thanks: false };
  return undefined;
}
