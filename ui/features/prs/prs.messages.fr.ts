import type { FrenchOf } from '../../lib/i18n/i18n';
import type { t } from './prs.messages';

// The French of prs.messages.ts, loaded on demand (`french` in this feature's index.ts).

const fr: FrenchOf<typeof t> = {
  'overlay.title': 'Record personnel sur {distance}',
  'overlay.eyebrow': 'Record personnel',
  'overlay.openRace': 'Voir la page de la course',
  'overlay.linkHint': 'Relie ce record à une course dans Admin → Records.',
  'grid.failed': 'Impossible de charger les records.',
  'badge.in': 'en',
  'page.eyebrow': 'Meilleurs temps',
  'page.meta': 'Records personnels.',
  'page.metaNamed': 'Records personnels de {name}.',
  'nav.anchor': 'Records',
  'nav.page': 'Records personnels',
  'section.titleLabel': 'Titre des records',
  'prompt.action': 'Ajoute ton premier record',
  'prompt.why': 'Les records personnels sont la première chose que regarde un recruteur.',
  'prompt.empty': 'Pas encore de record.',
};

export default fr;
