import { defineMessages } from '../../../ui/lib/i18n/i18n';

// The password reset e-mail, in the language of the screen it was asked from (passed as `lang`).

export const t = defineMessages(
  'passwordResetMail',
  {
    subject: 'Choose a new password for {site}',
    title: 'Choose a new password',
    body: 'Someone (you, we hope) asked to reset the password of the admin account {email} on {site}. The link works once, for one hour.',
    button: 'Choose a new password',
    ignore: 'If you did not ask for it, ignore this e-mail: your password does not change.',
    footer: 'You get this e-mail because a password reset was asked for on {site}.',
  },
  {
    subject: 'Choisissez un nouveau mot de passe pour {site}',
    title: 'Choisissez un nouveau mot de passe',
    body: 'Quelqu’un (vous, espérons-le) a demandé à réinitialiser le mot de passe du compte d’administration {email} sur {site}. Le lien fonctionne une fois, pendant une heure.',
    button: 'Choisir un nouveau mot de passe',
    ignore: 'Si vous ne l’avez pas demandé, ignorez cet e-mail : votre mot de passe ne change pas.',
    footer: 'Vous recevez cet e-mail parce qu’une réinitialisation de mot de passe a été demandée sur {site}.',
  },
);
