import type { AdminCoachInvite } from '../../../src/features/coach/coach.schema';
import type { Locale } from '../../lib/i18n/i18n';
import { t } from './coach-invite-admin.messages';

type InviteState = AdminCoachInvite['status'];
type Tone = 'ok' | 'warn' | 'muted' | 'plain';

/** A state's pill: its label in the current language (looked up when read) and its style. */
const pill = (state: InviteState, tone: Tone): { readonly label: string; tone: Tone } => ({
  get label() {
    return t(`status.${state}`);
  },
  tone,
});

/** How each invite state reads in the admin's list, and its pill style. */
export const INVITE_STATUS: Record<InviteState, { readonly label: string; tone: Tone }> = {
  sent: pill('sent', 'plain'),
  opened: pill('opened', 'warn'),
  answered: pill('answered', 'ok'),
  expired: pill('expired', 'muted'),
  revoked: pill('revoked', 'muted'),
};

/**
 * A `mailto:` link with the invitation written out: the coach's address, a subject and the link,
 * in the admin's language (the UI's, or the one given); `until` is the expiry date as shown.
 */
export function inviteMailto(invite: { coachName: string; coachEmail: string; expiresAt: string }, link: string, athlete: string, until: string, lang?: Locale): string {
  const who = athlete.trim() || t('mail.someone', {}, lang);
  const subject = t('mail.subject', { who }, lang);
  const body = [t('mail.hello', { name: invite.coachName }, lang), '', t('mail.ask', { who }, lang), '', link, '', t('mail.until', { until }, lang), '', t('mail.thanks', {}, lang)].join('\n');
  return `mailto:${encodeURIComponent(invite.coachEmail)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
