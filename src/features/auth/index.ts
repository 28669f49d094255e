import type { Feature } from '../feature';
import { authRoutes } from './auth.routes';
import { passwordResetRoutes } from './password-reset.routes';

// The admin accounts of a site: signing in and out, changing the password, the guard every admin
// route starts with, the secret that signs the tokens, the command line's admin commands, and a
// forgotten password reset through an e-mailed link.

/** Sign-in, sign-out, password change, and a forgotten password reset by e-mail. */
export const authFeature: Feature = { name: 'auth', routes: [authRoutes, passwordResetRoutes] };

export { FailureLimiter, adminOnly, isSignedInAdmin, tokenOf } from './admin-guard';
export { addAdmin, listTenantAdmins, removeAdmin, resetAdminPassword } from './admin-cli';
export { listAdminEmails } from './auth.repository';
export { loadOrCreateSecret, signAdminToken, verifyAdminToken, type AdminClaims } from './token';
