import { defineMessages } from '../../lib/i18n/i18n';

// The public profile: the home page's "Athlete profile" card, its facts, and the résumé link.

export const t = defineMessages(
  'profile',
  {
    'card.title': 'Athlete profile',
    'fact.ncaaId': 'NCAA ID',
    'fact.recruiting': 'Recruiting contact',
    'fact.coach': 'Coach',
    'resume.link': 'Résumé',
  },
  {
    'card.title': 'Profil de l’athlète',
    'fact.ncaaId': 'Identifiant NCAA',
    'fact.recruiting': 'Contact pour le recrutement',
    'fact.coach': 'Entraîneur',
    'resume.link': 'CV',
  },
);
