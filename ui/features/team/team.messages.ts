import { defineMessages, FRENCH_ON_DEMAND } from '../../lib/i18n/i18n';

// The public team: the home section, the team wheel and the /team page with the roster.

export const t = defineMessages(
  'team',
  {
    'section.lead': 'The people I train and race with.',
    failed: 'Failed to load the team.',
    'page.title': 'Team',
    'page.descNamed': 'The teammates {name} trains and races with, and their records.',
    'page.desc': 'The teammates the athlete trains and races with, and their records.',
    'page.eyebrow': 'Teammates',
    'page.heading': 'The Team',
    'page.lead': 'Distance running is a team sport: these are the people behind every long run and every relay.',
    'page.cards': 'Team cards',
    'page.roster': 'Roster',
    'page.records': 'Records of {name}',
    'card.profile': 'Profile',
    'card.profileOf': 'of {name}',
    'wheel.label': 'Team',
    'wheel.slide': '{name}, {i} of {n}',
    'wheel.previous': 'Previous team member',
    'wheel.next': 'Next team member',
    'wheel.choose': 'Choose a team member',
    'wheel.show': 'Show {name}',
    'wheel.play': 'Play',
    'wheel.pause': 'Pause',
    'wheel.showing': 'Showing {name}, {i} of {n}',
  },
  FRENCH_ON_DEMAND,
);
