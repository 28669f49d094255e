import type { FrenchOf } from '../../lib/i18n/i18n';
import type { t } from './socials.messages';

// The French of socials.messages.ts, loaded on demand (`french` in this feature's index.ts).

const fr: FrenchOf<typeof t> = {
  link: 'Lien',
  onPlatform: 'sur {platform}',
  newTab: '(s’ouvre dans un nouvel onglet)',
  failed: 'Impossible de charger les réseaux sociaux.',
  'page.eyebrow': 'Réseaux sociaux',
  'page.descNamed': '{name} sur les réseaux sociaux. {desc}',
  'page.desc': 'L’athlète sur les réseaux sociaux. {desc}',
  'nav.page': 'Réseaux sociaux',
  'section.titleLabel': 'Titre des réseaux sociaux',
  'section.leadLabel': 'Sous-titre des réseaux sociaux',
  'prompt.action': 'Ajoute tes réseaux sociaux',
  'prompt.why': 'Là où les visiteurs peuvent suivre ton parcours.',
  'prompt.empty': 'Pas encore de réseau social.',
};

export default fr;
