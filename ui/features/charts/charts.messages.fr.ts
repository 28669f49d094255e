import type { FrenchOf } from '../../lib/i18n/i18n';
import type { t } from './charts.messages';

// The French of charts.messages.ts, loaded on demand (`french` in this feature's index.ts).

const fr: FrenchOf<typeof t> = {
  'season.grade': '{grade}e année ({season})',
  'season.best': 'meilleure performance de la saison',
  'table.date': 'Date',
  'table.race': 'Course',
  'table.time': 'Temps',
  'table.mark': 'Performance',
  'tag.sb': 'MS',
  'tag.sbTitle': 'Meilleure performance de la saison',
  'tag.pr': 'RP',
  'tag.prTitle': 'Record personnel au moment de la course',
  'chart.title': 'Progression',
  'chart.fasterHigher': 'les temps les plus rapides en haut',
  'chart.longerHigher': 'les meilleures marques en haut',
  'chart.bestGrade': '{grade}e année',
  'chart.alt': 'Résultats sur {event} au fil du temps, {better}. Meilleures performances de chaque saison : {bests}.',
  'chart.table': 'Tableau des résultats ({n})',
  'chart.caption': 'Résultats sur {event} par saison',
  'seasons.failed': 'Impossible de charger les résultats par saison.',
  'seasons.title': 'Résultats par saison',
  'seasons.event': 'Épreuve',
  'seasons.allEvents': 'Toutes les épreuves',
  'seasons.season': 'Saison',
  'seasons.allSeasons': 'Toutes les saisons',
  'seasons.empty': 'Aucun résultat sur {event} en {season}.',
  'seasons.emptyAnyEvent': 'Aucun résultat en {season}.',
};

export default fr;
