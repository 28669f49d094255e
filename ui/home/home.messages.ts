import { defineMessages, FRENCH_ON_DEMAND } from '../lib/i18n/i18n';

// The home page's own messages: the hero, the page's title and the labels of the hero's texts the
// admin edits in place (each section's words are its feature's).

export const t = defineMessages(
  'home',
  {
    'hero.runner': 'Distance runner',
    'hero.changeVideo': 'Change hero video',
    'hero.resume': 'One-page résumé',
    'hero.contact': 'Contact',
    'hero.classOf': 'Class of {year}',
    'hero.marks': 'Best marks',
    'meta.someone': 'A distance runner',
    'meta.description': '{name}: personal records, races and training. {subtitle}',
    'label.heroTitle': 'Hero title',
    'label.heroSubtitle': 'Hero subtitle',
  },
  FRENCH_ON_DEMAND,
);
