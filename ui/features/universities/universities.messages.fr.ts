import type { FrenchOf } from '../../lib/i18n/i18n';
import type { t } from './universities.messages';

// The French of universities.messages.ts, loaded on demand (`french` in this feature's index.ts).

const fr: FrenchOf<typeof t> = {
  'lead': 'Choisissez jusqu’à trois favorites — vos choix sont classés dans l’ordre où vous les faites.',
  'failed': 'Impossible de charger les universités.',
  'marquee': 'Universités',
  'votes.one': 'vote',
  'votes.other': 'votes',
  'vote': 'Voter',
  'voteFor': 'Voter pour {name}',
  'pick': 'Votre {rank} choix',
  'pickLabel': '{name} : votre {rank} choix',
  'picks.none': 'Vous n’avez pas encore choisi.',
  'picks.some.one': '{n} choix utilisé sur {max}.',
  'picks.some.other': '{n} choix utilisés sur {max}.',
  'picks.all': 'Vos {max} choix sont faits — merci d’avoir voté !',
  'section.titleLabel': 'Titre des universités',
  'prompt.action': 'Ajoute tes universités préférées',
  'prompt.why': 'Les visiteurs peuvent voter pour celles qu’ils préfèrent.',
  'prompt.empty': 'Pas encore d’université.',
};

export default fr;
