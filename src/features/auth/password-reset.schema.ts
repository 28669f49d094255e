import { z } from 'zod';
import { apiMessages } from '../../shared/api-messages';

// One schema per payload, shared by validation, the OpenAPI document and the UI (the forgotten
// password's two screens).

export const PASSWORD_RESET = apiMessages('password_reset', {
  email: { en: 'Enter the e-mail address you sign in with.', fr: 'Saisis l’adresse e-mail avec laquelle tu te connectes.' },
  sent: {
    en: 'If this address belongs to an admin of this site, a link to choose a new password is on its way. It works for one hour.',
    fr: 'Si cette adresse est celle d’un admin de ce site, un lien pour choisir un nouveau mot de passe est en route. Il marche pendant une heure.',
  },
  notConfigured: { en: 'This server cannot send e-mail: ask whoever runs it to reset your password.', fr: 'Ce serveur ne peut pas envoyer d’e-mail : demande à la personne qui le gère de réinitialiser ton mot de passe.' },
  tooMany: { en: 'Too many requests. Please try again later.', fr: 'Trop de demandes. Réessaie plus tard.' },
  invalid: {
    en: 'This link is not valid any more: it was used, it expired (after one hour), or a newer one was sent. Ask for a new one.',
    fr: 'Ce lien ne marche plus : il a servi, il a expiré (après une heure) ou un plus récent a été envoyé. Demandes-en un nouveau.',
  },
  password: { en: 'The new password must have at least 8 characters.', fr: 'Le nouveau mot de passe doit avoir au moins 8 caractères.' },
  done: {
    en: 'Your password is changed, and every session of your account has ended. Sign in with the new password.',
    fr: 'Ton mot de passe est changé et toutes les sessions de ton compte sont terminées. Connecte-toi avec le nouveau mot de passe.',
  },
});
export const PASSWORD_RESET_MESSAGES = PASSWORD_RESET.en;

/** `GET /auth/password-reset`: whether this server can send the reset link (the sign-in page shows "Forgot password?" then). */
export const PasswordResetAvailabilitySchema = z.object({ available: z.boolean() });

/** The body of `POST /auth/password-reset`: the admin's address, and the language of the e-mail (the screen's). */
export const PasswordResetBody = z.object({
  email: z.string({ error: PASSWORD_RESET.code.email }).trim().min(1, PASSWORD_RESET.code.email).max(254, PASSWORD_RESET.code.email),
  lang: z.enum(['en', 'fr']).optional().describe('the language of the e-mail (the screen it was asked from); English by default'),
});

/** The body of `POST /auth/password-reset/confirm`: the link's token and the new password. */
export const PasswordResetConfirmBody = z.object({
  token: z.string().min(1, PASSWORD_RESET.code.invalid).max(200, PASSWORD_RESET.code.invalid),
  password: z.string().min(8, PASSWORD_RESET.code.password).max(1024),
});

/** The answer of both: the same for every address, known or not. */
export const PasswordResetAnswerSchema = z.object({ ok: z.literal(true), message: z.string() });
