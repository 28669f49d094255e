import type { FrenchOf } from '../../lib/i18n/i18n';
import type { t } from './races.messages';

// The French of races.messages.ts, loaded on demand (`french` in this feature's index.ts).

const fr: FrenchOf<typeof t> = {
  'list.title': 'Courses',
  'list.eyebrow': 'Résultats',
  'list.meta': 'Résultats et récits de course.',
  'list.metaNamed': 'Résultats et récits de course de {name}.',
  'list.failed': 'Impossible de charger les courses.',
  'list.details': 'Détails',
  'list.detailsOf': 'Détails de {title}',
  'detail.back': '← Toutes les courses',
  'detail.metaTitle': 'Course',
  'detail.meta': '{name} a couru {title} ({place}) en {time}.',
  'detail.someone': 'L’athlète',
  'detail.metaLoading': 'Le récit d’une course.',
  'detail.notFound': 'Course introuvable.',
  'detail.failed': 'Erreur de chargement.',
  'facts.date': 'Date',
  'facts.distance': 'Distance',
  'facts.venue': 'Lieu',
  'facts.finish': 'Classement',
  'facts.time': 'Temps',
  'facts.splits': 'Temps de passage',
  'facts.quote': '« {quote} »',
  'feedback.positives': 'Ce qui a bien marché',
  'feedback.learns': 'Ce que j’ai appris',
  'feedback.next': 'Prochaines étapes',
  'action.open': 'Voir la course',
  'action.results': 'Résultats officiels',
  'action.resultsFrom': 'Résultats : {source}',
  'recent.previous': 'Courses précédentes',
  'recent.next': 'Courses suivantes',
  'recent.failed': 'Impossible de charger les dernières courses.',
  'finish.of': '{position} sur {size}',
  'nav.anchor': 'Courses',
  'nav.page': 'Toutes les courses',
  'section.titleLabel': 'Titre des dernières courses',
  'prompt.action': 'Ajoute ta première course',
  'prompt.why': 'Des résultats avec un court récit montrent comment tu cours.',
  'prompt.empty': 'Pas encore de course.',
};

export default fr;
