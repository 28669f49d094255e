import type { FrenchOf } from '../../lib/i18n/i18n';
import type { t } from './team.messages';

// The French of team.messages.ts, loaded on demand (`french` in this feature's index.ts).

const fr: FrenchOf<typeof t> = {
  'section.lead': 'Les personnes avec qui je m’entraîne et je cours.',
  failed: 'Impossible de charger l’équipe.',
  'page.title': 'Équipe',
  'page.descNamed': 'Les coéquipiers avec qui {name} s’entraîne et court, et leurs records.',
  'page.desc': 'Les coéquipiers avec qui l’athlète s’entraîne et court, et leurs records.',
  'page.eyebrow': 'Coéquipiers',
  'page.heading': 'L’équipe',
  'page.lead': 'La course de fond est un sport d’équipe : voici les personnes derrière chaque sortie longue et chaque relais.',
  'page.cards': 'Cartes de l’équipe',
  'page.roster': 'Effectif',
  'page.records': 'Records de {name}',
  'card.profile': 'Profil',
  'card.profileOf': 'de {name}',
  'wheel.label': 'Équipe',
  'wheel.slide': '{name}, {i} sur {n}',
  'wheel.previous': 'Coéquipier précédent',
  'wheel.next': 'Coéquipier suivant',
  'wheel.choose': 'Choisir un coéquipier',
  'wheel.show': 'Afficher {name}',
  'wheel.play': 'Lecture',
  'wheel.pause': 'Pause',
  'wheel.showing': 'Affichage : {name}, {i} sur {n}',
  'nav.page': 'Équipe',
  'section.title': 'L’équipe',
  'prompt.action': 'Ajoute tes coéquipiers',
  'prompt.why': 'Les personnes avec qui tu t’entraînes et tu cours.',
  'prompt.empty': 'Pas encore de membres dans l’équipe. Ajoute-les dans Admin → Équipe.',
};

export default fr;
