import type { AdminCoachInvite } from '../../../src/features/coach/coach.schema';

/** How each invite state reads in the admin's list, and its pill style. */
export const INVITE_STATUS: Record<AdminCoachInvite['status'], { label: string; tone: 'ok' | 'warn' | 'muted' | 'plain' }> = {
  sent: { label: 'Sent', tone: 'plain' },
  opened: { label: 'Opened', tone: 'warn' },
  answered: { label: 'Answered', tone: 'ok' },
  expired: { label: 'Expired', tone: 'muted' },
  revoked: { label: 'Withdrawn', tone: 'muted' },
};

/** A `mailto:` link with the invitation written out: the coach's address, a subject and the link. */
export function inviteMailto(invite: { coachName: string; coachEmail: string; expiresAt: string }, link: string, athlete: string, until: string): string {
  const who = athlete.trim() || 'our athlete';
  const subject = `A few words about ${who} for their running website`;
  const body = [
    `Hello ${invite.coachName},`,
    '',
    `${who} would be grateful for a short note from you on their recruiting website. This private link opens a short form (about ten minutes: a headline, a few optional questions and a photo):`,
    '',
    link,
    '',
    `The link works once, until ${until}. Your note is reviewed before it appears on the site.`,
    '',
    'Thank you!',
  ].join('\n');
  return `mailto:${encodeURIComponent(invite.coachEmail)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
