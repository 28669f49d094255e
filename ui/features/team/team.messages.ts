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
    // The public nav
    'nav.page': 'Team',
    // The home page's section: the labels of its texts the admin edits in place
    'section.title': 'The Team',
    // The admin's prompt in the home section while it is empty
    'prompt.action': 'Add your teammates',
    'prompt.why': 'The people you train and race with.',
    'prompt.empty': 'No team members yet. Add them in Admin → Team.',
  },
  FRENCH_ON_DEMAND,
);
