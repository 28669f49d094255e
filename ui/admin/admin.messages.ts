import { defineMessages } from '../lib/i18n/i18n';

// The admin shell: the menu and the dashboard and their parts, and the sign-in page (each screen's
// feature names its screen and tile; the pieces the screens share speak in ui/admin-kit/). The admin speaks to the family
// with "tu", as the original client's French messages do.

export const t = defineMessages(
  'admin',
  {
    // The shell (AdminApp)
    'nav.label': 'Admin screens',
    'nav.logout': 'Logout',
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
  },
  {
    'nav.label': 'Écrans d’administration',
    'nav.logout': 'Déconnexion',
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
  },
);
