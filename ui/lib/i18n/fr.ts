import type { MessageKey } from './en';

// Les messages français de l'interface (la deuxième langue). Les textes du client d'origine en
// font partie (connexion, type de vidéo).

export const fr: Record<MessageKey, string> = {
  'login.required': 'L’e-mail et le mot de passe sont obligatoires.',
  'login.network': 'Connexion au serveur impossible.',
  'login.invalid': 'Identifiants invalides (401). Vérifie email/mot de passe.',
  'login.tooMany': 'Trop de tentatives. Réessaie dans quelques minutes (429).',
  'login.failed': 'Une erreur est survenue.',
  'video.type': 'Type non supporté ({type}). Utilise MP4/MOV.',
  'video.tooLarge': 'Fichier trop lourd (> ~2 Go).',
  'video.unknownType': 'inconnu',
  'video.notVideo': 'Ce fichier n’est pas une vidéo utilisable. Utilise MP4/MOV.',
  'api.network': 'Erreur réseau ou délai dépassé',
  'api.failed': 'Une erreur est survenue.',
};
