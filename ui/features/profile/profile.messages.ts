import { defineMessages, FRENCH_ON_DEMAND } from '../../lib/i18n/i18n';

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
  FRENCH_ON_DEMAND,
);
