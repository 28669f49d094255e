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
    'login.forgot': 'Forgot password?',

    // A forgotten password (PasswordResetPages)
    'forgot.meta': 'Forgot password · Admin',
    'forgot.title': 'Forgot password',
    'forgot.lead': 'Enter the e-mail address you sign in with: a link to choose a new password will be sent to it.',
    'forgot.submit': 'Send the link',
    'forgot.busy': 'Sending…',
    'forgot.sent': 'If this address belongs to an admin of this site, a link to choose a new password is on its way. It works for one hour.',
    'forgot.back': 'Back to sign-in',
    'forgot.required': 'Enter your e-mail address.',
    'reset.meta': 'New password · Admin',
    'reset.title': 'Choose a new password',
    'reset.lead': 'Every session of your account ends once it is changed.',
    'reset.password': 'New password',
    'reset.confirm': 'New password again',
    'reset.short': 'The new password must have at least 8 characters.',
    'reset.mismatch': 'The two passwords are not the same.',
    'reset.submit': 'Change the password',
    'reset.busy': 'Changing…',
    'reset.done': 'Your password is changed. Sign in with it.',
    'reset.invalid': 'This link is not valid any more: it was used, it expired (after one hour), or a newer one was sent. Ask for a new one.',
    'reset.again': 'Ask for a new link',
    'reset.signIn': 'Sign in',
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
    'login.forgot': 'Mot de passe oublié ?',

    'forgot.meta': 'Mot de passe oublié · Admin',
    'forgot.title': 'Mot de passe oublié',
    'forgot.lead': 'Saisis l’adresse e-mail avec laquelle tu te connectes : un lien pour choisir un nouveau mot de passe y sera envoyé.',
    'forgot.submit': 'Envoyer le lien',
    'forgot.busy': 'Envoi…',
    'forgot.sent': 'Si cette adresse est celle d’un admin de ce site, un lien pour choisir un nouveau mot de passe est en route. Il marche pendant une heure.',
    'forgot.back': 'Retour à la connexion',
    'forgot.required': 'Saisis ton adresse e-mail.',
    'reset.meta': 'Nouveau mot de passe · Admin',
    'reset.title': 'Choisis un nouveau mot de passe',
    'reset.lead': 'Toutes les sessions de ton compte se terminent une fois qu’il est changé.',
    'reset.password': 'Nouveau mot de passe',
    'reset.confirm': 'Nouveau mot de passe, encore',
    'reset.short': 'Le nouveau mot de passe doit avoir au moins 8 caractères.',
    'reset.mismatch': 'Les deux mots de passe ne sont pas les mêmes.',
    'reset.submit': 'Changer le mot de passe',
    'reset.busy': 'Changement…',
    'reset.done': 'Ton mot de passe est changé. Connecte-toi avec.',
    'reset.invalid': 'Ce lien ne marche plus : il a servi, il a expiré (après une heure) ou un plus récent a été envoyé. Demandes-en un nouveau.',
    'reset.again': 'Demander un nouveau lien',
    'reset.signIn': 'Se connecter',
  },
);
