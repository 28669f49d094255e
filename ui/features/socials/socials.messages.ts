import { defineMessages, FRENCH_ON_DEMAND } from '../../lib/i18n/i18n';

// The public social links (home section and /socials). Platform names are brands, not translated.

export const t = defineMessages(
  'socials',
  {
    link: 'Link',
    onPlatform: 'on {platform}',
    newTab: '(opens in a new tab)',
    failed: 'Failed to load social links.',
    'page.eyebrow': 'Socials',
    'page.descNamed': '{name} on social media. {desc}',
    'page.desc': 'The athlete on social media. {desc}',
  },
  FRENCH_ON_DEMAND,
);
