import { defineMessages, FRENCH_ON_DEMAND } from '../../lib/i18n/i18n';

// The public personal records' messages: the grid, the PR overlay (its race facts are the race
// pages' words, see races.messages.ts) and the /prs page.

export const t = defineMessages(
  'prs',
  {
    'overlay.title': '{distance} personal record',
    'overlay.eyebrow': 'Personal record',
    'overlay.openRace': 'Open race page',
    'overlay.linkHint': 'Link this PR to a race in Admin → PRs.',
    'grid.failed': 'Failed to load PRs.',
    'badge.in': 'in',
    'page.eyebrow': 'Fastest times',
    'page.meta': 'Personal records.',
    'page.metaNamed': 'Personal records of {name}.',
    // The public nav
    'nav.anchor': 'PRs',
    'nav.page': 'Personal records',
    // The home page's section: the labels of its texts the admin edits in place
    'section.titleLabel': 'Records title',
    // The admin's prompt in the home section while it is empty
    'prompt.action': 'Add your first PR',
    'prompt.why': 'Personal records are the first thing a recruiter looks for.',
    'prompt.empty': 'No PR yet.',
  },
  FRENCH_ON_DEMAND,
);
