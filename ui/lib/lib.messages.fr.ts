import type { FrenchOf } from './i18n/i18n';
import type { t } from './lib.messages';

// The French of lib.messages.ts, loaded on demand (SHARED_FRENCH in ui/site.ts).

const fr: FrenchOf<typeof t> = {
  'ago.now': 'à l’instant',
  'ago.second.one': 'il y a {n} seconde',
  'ago.second.other': 'il y a {n} secondes',
  'ago.minute.one': 'il y a {n} minute',
  'ago.minute.other': 'il y a {n} minutes',
  'ago.hour.one': 'il y a {n} heure',
  'ago.hour.other': 'il y a {n} heures',
  'ago.day.one': 'il y a {n} jour',
  'ago.day.other': 'il y a {n} jours',
  'upload.notAnImage': 'Le fichier doit être une image.',
  'upload.tooLarge': 'Image trop lourde : 20 Mo maximum.',
  'upload.noFile': 'Aucun fichier à envoyer.',
  'upload.failed': 'Échec de l’envoi',
  'upload.failedStatus': 'Échec de l’envoi : {status}',
  'upload.noSrc': 'Échec de l’envoi (aucune adresse d’image reçue)',
  'upload.invalid': 'Échec de l’envoi : réponse invalide.',
  'upload.timedOut': 'Délai d’envoi dépassé',
  'upload.noToken': 'Session admin absente. Connecte-toi.',
  'upload.unexpected': 'Erreur d’envoi',
};

export default fr;
