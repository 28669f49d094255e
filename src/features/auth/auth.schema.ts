import { z } from 'zod';
import { apiMessages } from '../../shared/api-messages';

/** The sign-in's messages; the French of a wrong password and of too many attempts is the original client's. */
export const AUTH = apiMessages('auth', {
  required: { en: 'Email and password are required.', fr: 'L’e-mail et le mot de passe sont obligatoires.' },
  invalid: { en: 'Wrong e-mail or password. Check them and try again.', fr: 'Identifiants invalides (401). Vérifie email/mot de passe.' },
  tooMany: { en: 'Too many attempts. Try again in a few minutes.', fr: 'Trop de tentatives. Réessaie dans quelques minutes (429).' },
  currentPassword: { en: 'Enter your current password.', fr: 'Saisis ton mot de passe actuel.' },
  newPassword: { en: 'The new password must have at least 8 characters.', fr: 'Le nouveau mot de passe doit comporter au moins 8 caractères.' },
  wrongPassword: { en: 'The current password is wrong.', fr: 'Le mot de passe actuel est incorrect.' },
});
export const AUTH_MESSAGES = AUTH.en;

/** The body of `POST /auth/login`. */
export const LoginBody = z.object({
  email: z.string({ error: AUTH.code.required }).trim().min(1, AUTH.code.required).max(254),
  password: z.string({ error: AUTH.code.required }).min(1, AUTH.code.required).max(1024),
});
export type LoginInput = z.infer<typeof LoginBody>;

/** The answer of a successful login: a signed token bound to the tenant, and when it expires. */
export const LoginResponse = z.object({
  token: z.string(),
  tenantId: z.string(),
  expiresAt: z.string(),
});
export type LoginResult = z.infer<typeof LoginResponse>;

/** The body of `PUT /auth/password`: the current password again, and the new one. */
export const ChangePasswordBody = z.object({
  currentPassword: z.string().min(1, AUTH.code.currentPassword).max(1024),
  newPassword: z.string().min(8, AUTH.code.newPassword).max(1024),
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordBody>;
