import type { FrenchOf } from '../lib/i18n/i18n';
import type { t } from './home.messages';

// The French of home.messages.ts, loaded on demand (SHARED_FRENCH in ui/site.ts).

const fr: FrenchOf<typeof t> = {
  'hero.runner': 'Athlète de fond',
  'hero.changeVideo': 'Changer la vidéo d’accueil',
  'hero.resume': 'CV d’une page',
  'hero.contact': 'Contact',
  'hero.classOf': 'Promotion {year}',
  'hero.marks': 'Meilleures marques',
  'meta.someone': 'Athlète de fond',
  'meta.description': '{name} : records personnels, courses et entraînement. {subtitle}',
  'label.heroTitle': 'Titre de l’accueil',
  'label.heroSubtitle': 'Sous-titre de l’accueil',
};

export default fr;
