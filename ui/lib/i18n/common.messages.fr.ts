import type { FrenchOf } from './i18n';
import type { t } from './common.messages';

// The French of common.messages.ts, loaded on demand (SHARED_FRENCH in ui/site.ts).

const fr: FrenchOf<typeof t> = {
  'login.required': 'L’e-mail et le mot de passe sont obligatoires.',
  'login.network': 'Connexion au serveur impossible.',
  'login.invalid': 'E-mail ou mot de passe incorrect. Vérifie-les et réessaie.',
  'login.tooMany': 'Trop de tentatives. Réessaie dans quelques minutes.',
  'login.failed': 'Une erreur est survenue.',
  'video.type': 'Type non supporté ({type}). Utilise MP4/MOV.',
  'video.tooLarge': 'Fichier trop lourd (> ~2 Go).',
  'video.unknownType': 'inconnu',
  'video.notVideo': 'Ce fichier n’est pas une vidéo utilisable. Utilise MP4/MOV.',
  'api.network': 'Erreur réseau ou délai dépassé',
  'api.failed': 'Une erreur est survenue.',
  'notSignedIn': 'Non connecté (session d’administration absente)',
  'failure.detail': '{fallback} : {detail}',
  'upload.failed': 'Échec de l’envoi',
  'upload.timeout': 'L’envoi a pris trop de temps',
  'upload.cancelled': 'Envoi annulé',
};

export default fr;
