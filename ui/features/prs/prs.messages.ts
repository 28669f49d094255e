import { defineMessages } from '../../lib/i18n/i18n';

// The public personal records' messages: the grid, the PR overlay (its race facts are the race
// pages' words, see races.messages.ts) and the /prs page.

export const t = defineMessages(
  'prs',
  {
    'overlay.title': '{distance} personal record',
    'overlay.eyebrow': 'Personal record',
    'overlay.openRace': 'Open course page',
    'overlay.linkHint': 'Link this PR to a race in Admin → PRs.',
    'grid.failed': 'Failed to load PRs.',
    'badge.in': 'in',
    'page.eyebrow': 'Fastest times',
    'page.meta': 'Personal records.',
    'page.metaNamed': 'Personal records of {name}.',
  },
  {
    'overlay.title': 'Record personnel sur {distance}',
    'overlay.eyebrow': 'Record personnel',
    'overlay.openRace': 'Voir la page de la course',
    'overlay.linkHint': 'Relie ce record à une course dans Admin → Records.',
    'grid.failed': 'Impossible de charger les records.',
    'badge.in': 'en',
    'page.eyebrow': 'Meilleurs temps',
    'page.meta': 'Records personnels.',
    'page.metaNamed': 'Records personnels de {name}.',
  },
);
