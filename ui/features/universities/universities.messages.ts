import { defineMessages, FRENCH_ON_DEMAND } from '../../lib/i18n/i18n';

// The home page's favorite universities: the visitor's votes and picks (addressed as "vous").

export const t = defineMessages(
  'universities',
  {
    'lead': 'Pick up to three favorites — your picks are ranked in the order you choose them.',
    'failed': 'Failed to load universities.',
    'marquee': 'Universities',
    'votes.one': 'vote',
    'votes.other': 'votes',
    'vote': 'Vote',
    'voteFor': 'Vote for {name}',
    'pick': 'Your {rank} pick',
    'pickLabel': '{name}: your {rank} pick',
    'picks.none': 'You have not picked yet.',
    'picks.some.one': '{n} of {max} picks used.',
    'picks.some.other': '{n} of {max} picks used.',
    'picks.all': 'All {max} picks used — thanks for voting!',
    // The home page's section: the labels of its texts the admin edits in place
    'section.titleLabel': 'Universities title',
    // The admin's prompt in the home section while it is empty
    'prompt.action': 'Add your favorite universities',
    'prompt.why': 'Visitors can vote for the ones they like.',
    'prompt.empty': 'No universities available yet.',
  },
  FRENCH_ON_DEMAND,
);
