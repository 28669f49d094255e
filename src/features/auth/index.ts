import type { Feature } from '../feature';
import { authRoutes } from './auth.routes';
import { passkeyRoutes } from './passkeys.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { totpRoutes } from './totp.routes';

// The admin accounts of a site: signing in (a password, a two-factor code, a passkey) and out, the
// sessions, changing the password and resetting a forgotten one through an e-mailed link, the guard
// every admin route starts with, the secret that signs the tokens, and the command line's admin
// commands.

/** Sign-in, sessions, two-factor codes, passkeys, password change and a forgotten password reset by e-mail. */
export const authFeature: Feature = { name: 'auth', order: 20, routes: [authRoutes, totpRoutes, passkeyRoutes, passwordResetRoutes] };

export { FailureLimiter, adminOnly, isSignedInAdmin, tokenOf } from './admin-guard';
export { addAdmin, listTenantAdmins, removeAdmin, resetAdminPassword, resetAdminTwoFactor } from './admin-cli';
export { listAdminEmails } from './auth.repository';
export { loadOrCreateSecret, signAdminToken, type AdminClaims } from './token';
// For the e-mail notifications: a sign-in from a device the admin never signed in from.
export { onNewDeviceSignIn, type NewDeviceListener, type NewDeviceSignIn } from './sessions';
