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
    // The public nav
    'nav.page': 'Socials',
    // The home page's section: the labels of its texts the admin edits in place
    'section.titleLabel': 'Socials title',
    'section.leadLabel': 'Socials subtitle',
    // The admin's prompt in the home section while it is empty
    'prompt.action': 'Add your social links',
    'prompt.why': 'Where visitors can follow the journey.',
    'prompt.empty': 'No social links yet.',
  },
  FRENCH_ON_DEMAND,
);
