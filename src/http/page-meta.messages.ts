import { defineMessages } from '../../ui/lib/i18n/i18n';

// The words the server writes into a page's HTML head (page-meta.ts) for the app's own pages (the
// home page, the admin area, an unknown address) and around the features' page texts, in the site's
// language: always looked up with the tenant's language passed as `lang` (one server answers many
// tenants; the global `locale` is the browser's).

export const t = defineMessages(
  'page-meta',
  {
    distanceRunner: 'Distance runner',
    aDistanceRunner: 'A distance runner',
    theAthleteLower: 'the athlete',
    theAthlete: 'The athlete',
    'home.description': '{name}: personal records, races and training. {subtitle}',
    'admin.title': 'Admin',
    'admin.descriptionNamed': "Sign in to edit {name}'s site.",
    'admin.description': 'Sign in to edit the site.',
    'notFound.title': 'Not found',
    'notFound.description': 'There is nothing at this address.',
  },
  {
    distanceRunner: 'Athlète de fond',
    aDistanceRunner: 'Athlète de fond',
    theAthleteLower: 'l’athlète',
    theAthlete: 'L’athlète',
    'home.description': '{name} : records personnels, courses et entraînement. {subtitle}',
    'admin.title': 'Administration',
    'admin.descriptionNamed': 'Connectez-vous pour modifier le site de {name}.',
    'admin.description': 'Connectez-vous pour modifier le site.',
    'notFound.title': 'Page introuvable',
    'notFound.description': 'Il n’y a rien à cette adresse.',
  },
);
