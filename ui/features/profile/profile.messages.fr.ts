import type { FrenchOf } from '../../lib/i18n/i18n';
import type { t } from './profile.messages';

// The French of profile.messages.ts, loaded on demand (`french` in this feature's index.ts).

const fr: FrenchOf<typeof t> = {
  'card.title': 'Profil de l’athlète',
  'fact.ncaaId': 'Identifiant NCAA',
  'fact.recruiting': 'Contact pour le recrutement',
  'fact.coach': 'Entraîneur',
  'resume.link': 'CV',
};

export default fr;
