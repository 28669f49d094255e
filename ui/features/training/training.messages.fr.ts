import type { FrenchOf } from '../../lib/i18n/i18n';
import type { t } from './training.messages';

// The French of training.messages.ts, loaded on demand (`french` in this feature's index.ts).

const fr: FrenchOf<typeof t> = {
  'tile.weekly': 'Volume hebdomadaire',
  'tile.runs': 'Sorties par semaine',
  'tile.longest': 'Sortie la plus longue',
  'tile.strength': 'Renforcement',
  'tile.cross': 'Entraînement croisé',
  'card.likes': 'Ce que j’aime dans ce sport',
  'card.favorite': 'Séances préférées',
  'card.toughest': 'La séance la plus dure',
  'card.team': 'Avec l’équipe',
  'card.father': 'Avec mon père',
  'unit.mi': 'Miles',
  'unit.km': 'Kilomètres',
  'interview.kicker': 'Interview exclusive',
  'interview.title': '{athlete} parle de son entraînement',
  'interview.open': 'Lire mon interview exclusive',
  'gauge.label': '{value} {unit} en {year}, sur une échelle de {max} {unit}',
  'gauge.labelSoFar': '{value} {unit} en {year} à ce jour, sur une échelle de {max} {unit}',
  'gauge.soFar': '{year} à ce jour',
  yearly: 'Volume annuel',
  heroAlt: 'Entraînement',
  failed: 'Impossible de charger le profil d’entraînement.',
  'page.eyebrow': 'Les coulisses du travail',
  'page.desc': '{who} : volume hebdomadaire, kilométrage annuel, séances préférées et une interview sur l’entraînement. {desc}',
  'page.training': 'Entraînement',
  'nav.page': 'Entraînement',
  'section.titleLabel': 'Titre de l’entraînement',
  'section.leadLabel': 'Description de l’entraînement',
  'prompt.action': 'Décris ton entraînement',
  'prompt.why': 'Volume hebdomadaire, séances préférées et une interview.',
  'prompt.empty': 'Pas encore de profil d’entraînement.',
};

export default fr;
