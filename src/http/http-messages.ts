import { apiMessages } from '../shared/api-messages';

// The HTTP layer's own messages (errors, sign-in tokens, tenants, rate limits, storage, the
// database's lock), in English and French (src/shared/api-messages.ts). The answers Fastify and its
// plugins write themselves keep their English text and are said in French from `fastify*` below.

export const HTTP = apiMessages('http', {
  invalidRequest: { en: 'Invalid request.', fr: 'Requête invalide.' },
  internal: { en: 'Internal server error.', fr: 'Erreur interne du serveur.' },
  duplicate: { en: 'This already exists: another entry uses the same value. Reload and try again.', fr: 'Cela existe déjà : une autre entrée utilise la même valeur. Rechargez la page et réessayez.' },
  unauthorized: { en: 'Missing or invalid admin token.', fr: 'Jeton d’administration absent ou invalide.' },
  forbidden: { en: 'Forbidden.', fr: 'Accès refusé.' },
  tokenMissing: { en: 'Missing admin token. Please sign in.', fr: 'Jeton d’administration absent. Connectez-vous.' },
  tokenInvalid: { en: 'Invalid or expired admin token. Please sign in again.', fr: 'Jeton d’administration invalide ou expiré. Reconnectez-vous.' },
  accountGone: { en: 'This admin account no longer exists.', fr: 'Ce compte d’administration n’existe plus.' },
  sessionEnded: { en: 'This session has ended. Please sign in again.', fr: 'Cette session est terminée. Reconnectez-vous.' },
  unknownTenant: { en: 'Unknown tenant.', fr: 'Site inconnu.' },
  misdirected: { en: 'This server has no site for this address.', fr: 'Ce serveur n’a pas de site à cette adresse.' },
  rateLimited: { en: 'Too many requests. Please try again in {after}.', fr: 'Trop de requêtes. Réessayez dans {after}.' },
  second: { en: '1 second', fr: '1 seconde' },
  seconds: { en: '{n} seconds', fr: '{n} secondes' },
  minute: { en: '1 minute', fr: '1 minute' },
  minutes: { en: '{n} minutes', fr: '{n} minutes' },
  hour: { en: '1 hour', fr: '1 heure' },
  hours: { en: '{n} hours', fr: '{n} heures' },
  day: { en: '1 day', fr: '1 jour' },
  days: { en: '{n} days', fr: '{n} jours' },
  storageFull: {
    en: "The server's disk is full: nothing was saved. An administrator must free space on the server (or grow its disk); writes work again at once.",
    fr: 'Le disque du serveur est plein : rien n’a été enregistré. Un administrateur doit libérer de l’espace sur le serveur (ou agrandir son disque) ; les enregistrements refonctionnent aussitôt.',
  },
  tenantCorrupt: {
    en: 'This site is unavailable: its database is damaged. The administrator must restore it from a backup (the server log names the site and the problem).',
    fr: 'Ce site est indisponible : sa base de données est endommagée. L’administrateur doit la restaurer depuis une sauvegarde (le journal du serveur indique le site et le problème).',
  },
  tenantNewerSchema: {
    en: 'This site is unavailable: its database was written by a newer version of Athlete.Site. The administrator must upgrade the program.',
    fr: 'Ce site est indisponible : sa base de données a été écrite par une version plus récente d’Athlete.Site. L’administrateur doit mettre le programme à jour.',
  },
  busy: { en: 'The site is busy saving something else: nothing was saved. Try again in a moment.', fr: 'Le site est occupé à enregistrer autre chose : rien n’a été enregistré. Réessayez dans un instant.' },
  missingBody: { en: 'This request needs a JSON body, and none came with it.', fr: 'Cette requête attend un corps JSON, et aucun n’est venu avec elle.' },
  noRoute: { en: 'No route for {method} {path}.', fr: 'Aucune route pour {method} {path}.' },
  pageDataGone: { en: 'This page data is no longer kept: reload the page.', fr: 'Les données de cette page ne sont plus gardées : rechargez la page.' },
  // Fastify's and its plugins' own refusals, said in French (in English they keep Fastify's text).
  fastifyInvalidJson: { en: 'The body is not valid JSON.', fr: 'Le corps de la requête n’est pas un JSON valide.' },
  fastifyEmptyJson: { en: 'The JSON body is empty.', fr: 'Le corps JSON de la requête est vide.' },
  fastifyTooLarge: { en: 'The request is too large.', fr: 'La requête est trop volumineuse.' },
  fastifyMediaType: { en: 'This content type is not accepted here.', fr: 'Ce type de contenu n’est pas accepté ici.' },
  fastifyNotFound: { en: 'Not found.', fr: 'Introuvable.' },
});
