import type { FrenchOf } from '../../lib/i18n/i18n';
import type { t } from './followed.messages';

// The French of followed.messages.ts, loaded on demand (`french` in this feature's index.ts).

const fr: FrenchOf<typeof t> = {
  title: 'Les athlètes que je suis',
  lead: 'Des coureurs qui m’inspirent — touchez une carte pour en savoir plus.',
  eyebrow: 'Athlète que je suis',
  previous: 'Athlètes précédents',
  next: 'Athlètes suivants',
  failed: 'Impossible de charger les athlètes.',
  website: 'Site web',
  newTab: '(s’ouvre dans un nouvel onglet)',
  'like.one': 'Aimer {name}, {n} j’aime',
  'like.other': 'Aimer {name}, {n} j’aime',
  'prompt.action': 'Ajoute les athlètes que tu suis',
  'prompt.why': 'Les coureurs qui t’inspirent.',
  'prompt.empty': 'Pas encore d’athlète.',
};

export default fr;
