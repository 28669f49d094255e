import { z } from 'zod';

export const AUTH_MESSAGES = {
  required: 'Email and password are required.',
  invalid: 'Identifiants invalides (401). Vérifie email/mot de passe.',
  tooMany: 'Trop de tentatives. Réessaie dans quelques minutes (429).',
} as const;

/** The body of `POST /auth/login`. */
export const LoginBody = z.object({
  email: z.string({ error: AUTH_MESSAGES.required }).trim().min(1, AUTH_MESSAGES.required).max(254),
  password: z.string({ error: AUTH_MESSAGES.required }).min(1, AUTH_MESSAGES.required).max(1024),
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
  currentPassword: z.string().min(1, 'Enter your current password.').max(1024),
  newPassword: z.string().min(8, 'The new password must have at least 8 characters.').max(1024),
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordBody>;
