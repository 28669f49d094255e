import type { Feature } from '../feature';
import { authRoutes } from './auth.routes';

// The admin accounts of a site: signing in and out, changing the password, the guard every admin
// route starts with, the secret that signs the tokens, and the command line's admin commands.

/** Sign-in, sign-out and password change. */
export const authFeature: Feature = { name: 'auth', routes: [authRoutes] };

export { adminOnly, isSignedInAdmin, tokenOf } from './admin-guard';
export { addAdmin, listTenantAdmins, removeAdmin, resetAdminPassword } from './admin-cli';
export { listAdminEmails } from './auth.repository';
export { loadOrCreateSecret, signAdminToken, verifyAdminToken, type AdminClaims } from './token';
