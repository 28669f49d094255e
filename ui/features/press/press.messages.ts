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
    // The public nav
    'nav.anchor': 'Press',
    // The home page's section: the labels of its texts the admin edits in place
    'section.titleLabel': 'Press title',
    'section.leadLabel': 'Press description',
    // The admin's prompt in the home section while it is empty
    'prompt.action': 'Add your first article',
    'prompt.why': 'Paste a link to an article or a result; the page fills in the rest.',
    'prompt.empty': 'No articles available yet.',
  },
  FRENCH_ON_DEMAND,
);
