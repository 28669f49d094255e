import type { FrenchOf } from '../../lib/i18n/i18n';
import type { t } from './press.messages';

// The French of press.messages.ts, loaded on demand (`french` in this feature's index.ts).

const fr: FrenchOf<typeof t> = {
  'read.on': 'Lire sur {source} ↗',
  'read.more': 'Lire la suite →',
  theSite: 'le site',
  newTab: '(s’ouvre dans un nouvel onglet)',
  all: 'Tous',
  failed: 'Impossible de charger les articles.',
  filter: 'Filtrer les articles par thème',
  empty: 'Aucun article trouvé',
  'nav.anchor': 'Presse',
  'section.titleLabel': 'Titre de la presse',
  'section.leadLabel': 'Description de la presse',
  'prompt.action': 'Ajoute ton premier article',
  'prompt.why': 'Colle le lien d’un article ou d’un résultat ; la page complète le reste.',
  'prompt.empty': 'Pas encore d’article.',
};

export default fr;
