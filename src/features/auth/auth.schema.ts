import { z } from 'zod';
import { apiMessages } from '../../shared/api-messages';

/** The account's messages; the French of a wrong password and of too many attempts is the original client's. */
export const AUTH = apiMessages('auth', {
  required: { en: 'Email and password are required.', fr: 'L’e-mail et le mot de passe sont obligatoires.' },
  invalid: { en: 'Wrong e-mail or password. Check them and try again.', fr: 'E-mail ou mot de passe incorrect. Vérifie-les et réessaie.' },
  tooMany: { en: 'Too many attempts. Try again in a few minutes.', fr: 'Trop de tentatives. Réessaie dans quelques minutes.' },
  currentPassword: { en: 'Enter your current password.', fr: 'Saisis ton mot de passe actuel.' },
  newPassword: { en: 'The new password must have at least 8 characters.', fr: 'Le nouveau mot de passe doit comporter au moins 8 caractères.' },
  wrongPassword: { en: 'The current password is wrong.', fr: 'Le mot de passe actuel est incorrect.' },
  codeRequired: { en: 'Enter the 6-digit code of your authenticator app, or a recovery code.', fr: 'Saisis le code à 6 chiffres de ton application d’authentification, ou un code de secours.' },
  invalidCode: { en: 'This code is wrong or was already used. Try the current code.', fr: 'Ce code est faux ou a déjà servi. Essaie le code actuel.' },
  invalidTicket: { en: 'This sign-in has expired. Enter your e-mail and password again.', fr: 'Cette connexion a expiré. Saisis à nouveau ton e-mail et ton mot de passe.' },
  totpOn: { en: 'Two-factor codes are already on. Turn them off first to set them up again.', fr: 'Les codes à deux facteurs sont déjà activés. Désactive-les d’abord pour les configurer à nouveau.' },
  totpNotSetUp: { en: 'Set up two-factor codes first: scan the QR code, then enter a code.', fr: 'Configure d’abord les codes à deux facteurs : scanne le QR code, puis saisis un code.' },
  totpOff: { en: 'Two-factor codes are off.', fr: 'Les codes à deux facteurs sont désactivés.' },
  passwordWrong: { en: 'The password is wrong.', fr: 'Le mot de passe est incorrect.' },
  sessionNotFound: { en: 'This session has already ended.', fr: 'Cette session est déjà terminée.' },
  passkeyNotFound: { en: 'Passkey not found.', fr: 'Clé d’accès introuvable.' },
  passkeyName: { en: 'Give the passkey a name (at most 60 characters).', fr: 'Donne un nom à la clé d’accès (60 caractères au plus).' },
  passkeyFailed: { en: 'The passkey could not be checked. Try again.', fr: 'La clé d’accès n’a pas pu être vérifiée. Réessaie.' },
  passkeyUnknown: { en: 'This passkey is not registered on this site. Sign in with your password.', fr: 'Cette clé d’accès n’est pas enregistrée sur ce site. Connecte-toi avec ton mot de passe.' },
  passkeyNeedsName: { en: 'Passkeys work on the site’s name (its domain, or localhost), not on an IP address.', fr: 'Les clés d’accès fonctionnent avec le nom du site (son domaine, ou localhost), pas avec une adresse IP.' },
  passkeyExpired: { en: 'The passkey request expired. Try again.', fr: 'La demande de clé d’accès a expiré. Réessaie.' },
  passkeyTaken: { en: 'This passkey is already registered.', fr: 'Cette clé d’accès est déjà enregistrée.' },
  // How a sign-in went, as the audit log's entry for it starts (the UI says it in its own language).
  signedInPassword: { en: 'Signed in with the password', fr: 'Connexion avec le mot de passe' },
  signedInTotp: { en: 'Signed in with the password and a two-factor code', fr: 'Connexion avec le mot de passe et un code à deux facteurs' },
  signedInRecoveryCode: { en: 'Signed in with the password and a recovery code', fr: 'Connexion avec le mot de passe et un code de secours' },
  signedInPasskey: { en: 'Signed in with a passkey', fr: 'Connexion avec une clé d’accès' },
});
export const AUTH_MESSAGES = AUTH.en;

/** The body of `POST /auth/login`. */
export const LoginBody = z.object({
  email: z.string({ error: AUTH.code.required }).trim().min(1, AUTH.code.required).max(254),
  password: z.string({ error: AUTH.code.required }).min(1, AUTH.code.required).max(1024),
});

/** A signed-in session: a signed token bound to the tenant and the session, and when it expires. */
export const TokenResponse = z.object({
  token: z.string(),
  tenantId: z.string(),
  expiresAt: z.string(),
});
export type TokenResult = z.infer<typeof TokenResponse>;

/** The password was right and a two-factor code is owed: `POST /auth/login/totp` takes the ticket with a code. */
const TicketResponse = z.object({
  ticket: z.string(),
  expiresAt: z.string(),
});

/** The answer of `POST /auth/login`: a token, or a ticket when the admin has two-factor codes on. */
export const LoginResponse = z.union([TokenResponse, TicketResponse]);
export type LoginResult = z.infer<typeof LoginResponse>;

/** The body of `PUT /auth/password`: the current password again, and the new one. */
export const ChangePasswordBody = z.object({
  currentPassword: z.string().min(1, AUTH.code.currentPassword).max(1024),
  newPassword: z.string().min(8, AUTH.code.newPassword).max(1024),
});

/** A two-factor code as typed: six digits, or a recovery code (`abcde-fghij`); spaces are dropped. */
const Code = z
  .string({ error: AUTH.code.codeRequired })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().min(6, AUTH.code.codeRequired).max(32, AUTH.code.codeRequired));

/** The body of `POST /auth/login/totp`. */
export const TotpLoginBody = z.object({ ticket: z.string().min(1).max(2048), code: Code });

/** The body of `POST /auth/totp/enable`. */
export const TotpCodeBody = z.object({ code: Code });

/** The body of a security change that asks for the password again (turning codes off, new recovery codes). */
export const PasswordBody = z.object({ password: z.string().min(1, AUTH.code.passwordWrong).max(1024) });

/** The answer of `POST /auth/totp/setup`: the secret to type, and the URL its QR code holds. */
export const TotpSetupResponse = z.object({ secret: z.string(), otpauthUrl: z.string() });

/** Ten one-time recovery codes, shown once. */
export const RecoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });

/** How a session signed in. */
export const SIGN_IN_METHODS = ['password', 'totp', 'recovery_code', 'passkey'] as const;

/** The start of a sign-in's summary in the audit log, by how it signed in. */
export const SIGN_IN_SUMMARIES = {
  password: AUTH.code.signedInPassword,
  totp: AUTH.code.signedInTotp,
  recovery_code: AUTH.code.signedInRecoveryCode,
  passkey: AUTH.code.signedInPasskey,
} as const satisfies Record<(typeof SIGN_IN_METHODS)[number], unknown>;

/** One signed-in session of the admin, as `GET /auth/sessions` lists it. */
export const SessionSchema = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    /** The browser's User-Agent as it was sent (at most 300 characters). */
    userAgent: z.string(),
    /** The User-Agent summarised as a device ("Firefox on Windows"). */
    device: z.string(),
    /** The client address's network (`203.0.113.0/24`), never the address. */
    network: z.string(),
    method: z.enum(SIGN_IN_METHODS),
    /** True for the session making this request. */
    current: z.boolean(),
  })
  .meta({ id: 'AdminSession' });
export type AdminSession = z.infer<typeof SessionSchema>;

/** A session's id in a path. */
export const SessionParams = z.object({ id: z.string().min(1).max(64) });

/** One passkey of the admin. */
export const PasskeySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The host name it signs in on. */
    host: z.string(),
    /** True when the authenticator keeps it backed up (synced across the admin's devices). */
    backedUp: z.boolean(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
  })
  .meta({ id: 'AdminPasskey' });
export type AdminPasskey = z.infer<typeof PasskeySchema>;

/** `GET /auth/security`: what the security screen shows of the signed-in admin. */
export const SecurityStatusSchema = z
  .object({
    email: z.string(),
    totp: z.object({ enabled: z.boolean(), enabledAt: z.string().nullable() }),
    recoveryCodesLeft: z.number().int(),
    passkeys: z.array(PasskeySchema),
  })
  .meta({ id: 'AdminSecurity' });
export type SecurityStatus = z.infer<typeof SecurityStatusSchema>;

const base64url = z.string().max(16_384).regex(/^[A-Za-z0-9_-]*$/);

/** A WebAuthn credential's answer to `navigator.credentials.create()`, as @simplewebauthn/browser sends it. */
const RegistrationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** A WebAuthn credential's answer to `navigator.credentials.get()`, as @simplewebauthn/browser sends it. */
const AuthenticationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** The body of `POST /auth/passkeys`: the new passkey's name and the authenticator's answer. */
export const AddPasskeyBody = z.object({
  name: z.string({ error: AUTH.code.passkeyName }).trim().min(1, AUTH.code.passkeyName).max(60, AUTH.code.passkeyName),
  response: RegistrationResponseSchema,
});

/** The body of `POST /auth/passkey/login`. */
export const PasskeyLoginBody = z.object({ response: AuthenticationResponseSchema });

/** WebAuthn options for the browser (`PublicKeyCredentialCreationOptionsJSON` or `…RequestOptionsJSON`), passed on as they are. */
export const WebAuthnOptionsSchema = z.record(z.string(), z.unknown());
