import { describe, expect, it } from 'vitest';
import { COACH_MESSAGES } from '../../../src/features/coach/coach.schema';
import { setLocale } from '../../lib/i18n/i18n';
import { COACH_QUESTIONS, closedInvitePage, emptyInviteForm, inviteFormProblems, inviteFormToBody, inviteLoadError, INVITE_MESSAGES } from './invite-form';

describe('coach invite form', () => {
  it('starts with the invited coach as author and lists what is missing', () => {
    const form = emptyInviteForm('Coach Dana');
    expect(form.author).toBe('Coach Dana');
    expect(inviteFormProblems(form)).toEqual([INVITE_MESSAGES.headline, 'Please upload your photo before submitting.', 'Please confirm you agree your answers may be used on this public website.']);
    expect(inviteFormProblems({ ...form, author: '  ', headline: 'Great kid. Works hard.', photoUrl: '/media/c.webp', consent: true })).toEqual([INVITE_MESSAGES.author]);
    expect(inviteFormProblems({ ...form, headline: 'Great kid. Works hard.', photoUrl: '/media/c.webp', consent: true })).toEqual([]);
  });

  it('trims every text before sending', () => {
    const body = inviteFormToBody({ ...emptyInviteForm(' Coach Dana '), headline: ' Great. ', qTeam: '\n Always there \n', photoUrl: ' /media/c.webp ', consent: true });
    expect(body).toMatchObject({ author: 'Coach Dana', headline: 'Great.', qTeam: 'Always there', photoUrl: '/media/c.webp', contact: '', consent: true });
  });

  it('words its messages as the server does (this file stays free of zod for the public bundle)', () => {
    expect(INVITE_MESSAGES.photo).toBe(COACH_MESSAGES.submitPhoto);
    expect(INVITE_MESSAGES.consent).toBe(COACH_MESSAGES.consent);
    expect(INVITE_MESSAGES.author).toBe(COACH_MESSAGES.submitAuthor);
    expect(INVITE_MESSAGES.headline).toBe(COACH_MESSAGES.submitHeadline);
  });

  it('explains a failed load', () => {
    expect(inviteLoadError(404, 'This invite link is invalid or has expired.')).toBe('Error: This invite link is invalid or has expired.');
    expect(inviteLoadError(500, 'HTTP 500')).toBe('Error: HTTP 500');
    expect(inviteLoadError(0, undefined)).toBe('Error: Invalid/expired link');
  });

  it('speaks the public site’s language: French messages, questions and page titles', () => {
    setLocale('fr');
    try {
      expect(inviteFormProblems(emptyInviteForm())[0]).toBe('Veuillez indiquer votre nom.');
      expect(inviteLoadError(500, 'HTTP 500')).toBe('Erreur : HTTP 500');
      expect(inviteLoadError(0, undefined)).toBe('Erreur : Lien invalide ou expiré');
      expect(closedInvitePage('invite_expired')?.title).toBe('Lien expiré');
      const [key, title] = COACH_QUESTIONS[0]!;
      expect([key, title]).toEqual(['qTraining', 'Entraînement']);
    } finally {
      setLocale('en');
    }
    expect(COACH_QUESTIONS[0]![1]).toBe('Training');
    expect(COACH_QUESTIONS.map(([key]) => key)).toEqual(['qTraining', 'qTeam', 'qSurprised', 'qHopes', 'qFuture']);
  });
});

describe('closedInvitePage', () => {
  it('thanks the coach for a used link and names a withdrawn or expired one', () => {
    expect(closedInvitePage('invite_used')).toEqual({ title: 'Thank you', thanks: true });
    expect(closedInvitePage('invite_revoked')?.thanks).toBe(false);
    expect(closedInvitePage('invite_expired')?.title).toBe('Link expired');
  });
  it('leaves an unknown link or a network failure to the generic error', () => {
    expect(closedInvitePage('invite_not_found')).toBeUndefined();
    expect(closedInvitePage(undefined)).toBeUndefined();
  });
});
