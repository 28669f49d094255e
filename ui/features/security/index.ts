import type { UiFeature } from '../feature';

// The admin's own account: the security screen (passkeys, two-factor codes, sessions, sign-ins).
// Signing in itself is the admin area's (ui/admin/LoginPage.tsx, through ui/lib/sign-in.ts).

export const securityFeature: UiFeature = {
  name: 'security',
  order: 210,
  admin: () => import('./admin'),
};
