import type { FrenchOf } from '../../lib/i18n/i18n';
import type { t } from './press.messages';

// The French of press.messages.ts, loaded on demand (ui/lib/i18n/french.ts).

const fr: FrenchOf<typeof t> = {
  'read.on': 'Lire sur {source} ↗',
  'read.more': 'Lire la suite →',
  theSite: 'le site',
  newTab: '(s’ouvre dans un nouvel onglet)',
  all: 'Tous',
  failed: 'Impossible de charger les articles.',
  filter: 'Filtrer les articles par thème',
  empty: 'Aucun article trouvé',
};

export default fr;
