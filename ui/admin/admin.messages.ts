import { defineMessages } from '../lib/i18n/i18n';

// The admin shell: the menu and the dashboard and their parts, and the sign-in page (each screen's
// feature names its screen and tile; the pieces the screens share speak in ui/admin-kit/). The admin speaks to the family
// with "tu", as the original client's French messages do.

export const t = defineMessages(
  'admin',
  {
    // The shell (AdminApp)
    'nav.label': 'Admin screens',
    'dashboard.title': 'Dashboard',
    'dashboard.meta': 'Dashboard · Admin',

    // The parts of the menu and the dashboard (ADMIN_GROUPS, admin-area.ts)
    'group.site': 'Your site',
    'group.results': 'Results and training',
    'group.recruiting': 'Recruiting',
    'group.community': 'Press and community',

    // Sign-in
    'login.meta': 'Sign in · Admin',
    'login.title': 'Sign in',
    'login.lead': 'Edit the site as its admin.',
    'login.email': 'Email',
    'login.password': 'Password',
    'login.busy': 'Signing in…',
    'login.submit': 'Sign in',
    // Not "Sign in with a passkey": every test and tool that finds the "Sign in" button by its name would find two.
    'login.passkey': 'Use a passkey',
    'login.passkeyCancelled': 'The passkey sign-in was cancelled.',
    'login.passkeyUnknown': 'This passkey is not registered on this site. Sign in with your password.',
    'login.codeTitle': 'Two-factor code',
    'login.codeLead': 'Enter the 6-digit code of your authenticator app, or one of your recovery codes.',
    'login.code': 'Code',
    'login.codeSubmit': 'Verify',
    'login.codeRequired': 'Enter the 6-digit code, or a recovery code.',
    'login.codeInvalid': 'This code is wrong or was already used. Try the current code.',
    'login.ticketExpired': 'This sign-in has expired. Enter your e-mail and password again.',
    'login.back': 'Back',
  },
  {
    'nav.label': 'Écrans d’administration',
    'dashboard.title': 'Tableau de bord',
    'dashboard.meta': 'Tableau de bord · Admin',

    'group.site': 'Ton site',
    'group.results': 'Résultats et entraînement',
    'group.recruiting': 'Recrutement',
    'group.community': 'Presse et communauté',

    'login.meta': 'Connexion · Admin',
    'login.title': 'Connexion',
    'login.lead': 'Modifie le site en tant qu’admin.',
    'login.email': 'E-mail',
    'login.password': 'Mot de passe',
    'login.busy': 'Connexion…',
    'login.submit': 'Se connecter',
    'login.passkey': 'Utiliser une clé d’accès',
    'login.passkeyCancelled': 'La connexion par clé d’accès a été annulée.',
    'login.passkeyUnknown': 'Cette clé d’accès n’est pas enregistrée sur ce site. Connecte-toi avec ton mot de passe.',
    'login.codeTitle': 'Code à deux facteurs',
    'login.codeLead': 'Saisis le code à 6 chiffres de ton application d’authentification, ou l’un de tes codes de secours.',
    'login.code': 'Code',
    'login.codeSubmit': 'Vérifier',
    'login.codeRequired': 'Saisis le code à 6 chiffres, ou un code de secours.',
    'login.codeInvalid': 'Ce code est faux ou a déjà servi. Essaie le code actuel.',
    'login.ticketExpired': 'Cette connexion a expiré. Saisis à nouveau ton e-mail et ton mot de passe.',
    'login.back': 'Retour',
  },
);
