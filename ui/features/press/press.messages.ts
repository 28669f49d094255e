import { defineMessages, FRENCH_ON_DEMAND } from '../../lib/i18n/i18n';

// The public Press & Media section: article cards, the tag filter and an article's dialog.

export const t = defineMessages(
  'press',
  {
    'read.on': 'Read on {source} ↗',
    'read.more': 'Read more →',
    theSite: 'the site',
    newTab: '(opens in a new tab)',
    all: 'All',
    failed: 'Failed to load articles.',
    filter: 'Filter articles by tag',
    empty: 'No articles found',
  },
  FRENCH_ON_DEMAND,
);
