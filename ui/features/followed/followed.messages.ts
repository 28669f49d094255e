import { defineMessages, FRENCH_ON_DEMAND } from '../../lib/i18n/i18n';

// The public 'Athletes I follow' carousel and an athlete's dialog. Platform names are brands.

export const t = defineMessages(
  'followed',
  {
    title: 'Athletes I follow',
    lead: 'Runners who inspire me — tap a card to read about them.',
    eyebrow: 'Athlete I follow',
    previous: 'Previous athletes',
    next: 'Next athletes',
    failed: 'Failed to load athletes.',
    website: 'Website',
    newTab: '(opens in a new tab)',
    'like.one': 'Like {name}, {n} like',
    'like.other': 'Like {name}, {n} likes',
    // The admin's prompt in the home section while it is empty
    'prompt.action': 'Add athletes you follow',
    'prompt.why': 'Runners who inspire you.',
    'prompt.empty': 'No athletes yet.',
  },
  FRENCH_ON_DEMAND,
);
