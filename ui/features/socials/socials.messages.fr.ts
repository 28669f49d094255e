import type { FrenchOf } from '../../lib/i18n/i18n';
import type { t } from './socials.messages';

// The French of socials.messages.ts, loaded on demand (ui/lib/i18n/french.ts).

const fr: FrenchOf<typeof t> = {
  link: 'Lien',
  onPlatform: 'sur {platform}',
  newTab: '(s’ouvre dans un nouvel onglet)',
  failed: 'Impossible de charger les réseaux sociaux.',
  'page.eyebrow': 'Réseaux sociaux',
  'page.descNamed': '{name} sur les réseaux sociaux. {desc}',
  'page.desc': 'L’athlète sur les réseaux sociaux. {desc}',
};

export default fr;
