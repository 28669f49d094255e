import { z } from 'zod';

// One schema per payload, shared by validation, the OpenAPI document and the UI (the forgotten
// password's two screens).

export const PASSWORD_RESET_MESSAGES = {
  email: 'Enter the e-mail address you sign in with.',
  sent: 'If this address belongs to an admin of this site, a link to choose a new password is on its way. It works for one hour.',
  notConfigured: 'This server cannot send e-mail: ask whoever runs it to reset your password.',
  tooMany: 'Too many requests. Please try again later.',
  invalid: 'This link is not valid any more: it was used, it expired (after one hour), or a newer one was sent. Ask for a new one.',
  password: 'The new password must have at least 8 characters.',
  done: 'Your password is changed, and every session of your account has ended. Sign in with the new password.',
} as const;

/** `GET /auth/password-reset`: whether this server can send the reset link (the sign-in page shows "Forgot password?" then). */
export const PasswordResetAvailabilitySchema = z.object({ available: z.boolean() });

/** The body of `POST /auth/password-reset`: the admin's address, and the language of the e-mail (the screen's). */
export const PasswordResetBody = z.object({
  email: z.string({ error: PASSWORD_RESET_MESSAGES.email }).trim().min(1, PASSWORD_RESET_MESSAGES.email).max(254, PASSWORD_RESET_MESSAGES.email),
  lang: z.enum(['en', 'fr']).optional().describe('the language of the e-mail (the screen it was asked from); English by default'),
});
export type PasswordResetInput = z.infer<typeof PasswordResetBody>;

/** The body of `POST /auth/password-reset/confirm`: the link's token and the new password. */
export const PasswordResetConfirmBody = z.object({
  token: z.string().min(1, PASSWORD_RESET_MESSAGES.invalid).max(200, PASSWORD_RESET_MESSAGES.invalid),
  password: z.string().min(8, PASSWORD_RESET_MESSAGES.password).max(1024),
});
export type PasswordResetConfirmInput = z.infer<typeof PasswordResetConfirmBody>;

/** The answer of both: the same for every address, known or not. */
export const PasswordResetAnswerSchema = z.object({ ok: z.literal(true), message: z.string() });
