import type { FrenchOf } from '../../lib/i18n/i18n';
import type { t } from './followers.messages';

// The French of followers.messages.ts, loaded on demand (`french` in this feature's index.ts).

const fr: FrenchOf<typeof t> = {
  'section.title': 'Suivre la saison',
  'section.leadNamed': 'Recevez un e-mail à chaque nouveau résultat, record personnel ou article de presse de {first}. Rien d’autre, et un clic pour arrêter.',
  'section.lead': 'Recevez un e-mail à chaque nouveau résultat, record personnel ou article de presse. Rien d’autre, et un clic pour arrêter.',
  'form.label': 'Suivre la saison par e-mail',
  'form.email': 'Votre adresse e-mail',
  'form.website': 'Site web',
  'form.submit': 'Suivre',
  'form.sending': 'Envoi…',
  'form.needEmail': 'Veuillez saisir votre adresse e-mail.',
  'form.badEmail': 'Veuillez saisir une adresse e-mail valide.',
  'form.sent': 'Presque fini : ouvrez le lien de l’e-mail qui vient d’être envoyé pour confirmer. Rien ne vous est envoyé avant.',
  'form.failed': 'L’envoi n’a pas abouti. Veuillez réessayer.',
  'form.privacy': 'Votre adresse n’est vue que par la famille et n’apparaît jamais sur le site.',
  'confirm.title': 'Suivre la saison',
  'confirm.lead': 'Confirmez que vous voulez un e-mail à chaque nouveau résultat, record personnel et article de presse.',
  'confirm.submit': 'Confirmer',
  'confirm.busy': 'Confirmation…',
  'confirm.done': 'C’est fait : vous recevrez un e-mail à chaque nouveau résultat, record personnel et article de presse.',
  'confirm.invalid': 'Ce lien de confirmation ne marche plus (il a expiré après une semaine, ou un plus récent a été envoyé). Suivez à nouveau depuis la page d’accueil pour en recevoir un nouveau.',
  'confirm.home': 'Retour au site',
  'unsubscribe.title': 'Se désabonner',
  'unsubscribe.lead': 'Arrêter les e-mails de ce site : votre adresse est supprimée.',
  'unsubscribe.submit': 'Se désabonner',
  'unsubscribe.busy': 'Désabonnement…',
  'unsubscribe.done': 'Vous êtes désabonné : plus aucun e-mail ne viendra de ce site.',
  'unsubscribe.failed': 'Cela n’a pas marché. Veuillez réessayer.',
  'unsubscribe.missing': 'Ce lien est incomplet : utilisez celui du bas d’un e-mail.',
};

export default fr;
